// Vitrine — Apache License 2.0
// `show(_:sender:)` without a container that overrides it. UIKit asks
// `targetViewController(forAction:sender:)` for the nearest container that overrides the
// method; the only such container in Vitrine is UINavigationController, so the walk looks
// for it directly.

extension UIViewController {
    /// Pushes `vc` on the nearest navigation controller containing this one, or presents it.
    func showInPrimaryContext(_ vc: UIViewController) {
        if let navigationController {
            navigationController.show(vc, sender: self)
        } else {
            present(vc, animated: true)
        }
    }
}
