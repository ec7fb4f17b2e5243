// Vitrine — Apache License 2.0
// Child view controllers. As in UIKit, `addChild(_:)` calls the child's
// `willMove(toParent:)` and `removeFromParent()` its `didMove(toParent: nil)`; the other
// two calls are the container's: `didMove(toParent: self)` once the child's view is in
// place, `willMove(toParent: nil)` before taking it out. The child's view is the
// container's to add and remove; its appearance follows (UIViewController+Appearance.swift).

extension UIViewController {
    /// The controllers added with `addChild(_:)`, in the order they were added.
    public var children: [UIViewController] { childList }

    /// The container controller this one was added to, if any.
    public var parent: UIViewController? { parentController }

    /// What `addChild(_:)` does.
    func addChildController(_ childController: UIViewController) {
        guard childController !== self, childController.parentController !== self else { return }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === childController { return }
            ancestor = current.parentController
        }
        if childController.parentController != nil { childController.removeFromParent() }
        childController.isMovingToParentFlag = true
        childController.willMove(toParent: self)
        childList.append(childController)
        childController.parentController = self
    }

    /// What `removeFromParent()` does.
    func removeFromParentController() {
        guard let parent = parentController else { return }
        parent.childList.removeAll { $0 === self }
        parentController = nil
        didMove(toParent: nil)
        isMovingFromParentFlag = false
    }

    /// Whether the controller is appearing because it is being added to a container; true
    /// from `addChild(_:)` until it has appeared or heard `didMove(toParent:)`.
    public var isMovingToParent: Bool { isMovingToParentFlag }

    /// Whether the controller is disappearing because it is being removed from its
    /// container; true from `willMove(toParent: nil)` until `removeFromParent()`.
    public var isMovingFromParent: Bool { isMovingFromParentFlag }
}
