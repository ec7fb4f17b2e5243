// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a view controller with its own initializer, and the coder
// initializer iOS requires of it.
import UIKit

public final class StatusViewController: UIViewController {
    public let status: String

    public init(status: String) {
        self.status = status
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        status = ""
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = status.isEmpty ? .systemRed : .systemGreen
        // Wider margins on a tablet-sized screen, as iPad apps do.
        if UIDevice.current.userInterfaceIdiom == .pad || traitCollection.userInterfaceIdiom == .pad {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 40)
        }
        if UIDevice.current.orientation.isLandscape {
            title = "\(UIDevice.current.name) (\(UIDevice.current.systemName) \(UIDevice.current.systemVersion))"
        }
        // The kiosk's id for the vendor's back end; nil until the device can give it.
        let kioskID: String = UIDevice.current.identifierForVendor?.uuidString ?? "unknown"
        view.accessibilityIdentifier = "status-\(kioskID)"
    }

    public override var prefersHomeIndicatorAutoHidden: Bool { true }
    public override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The bar's tint changes with the push's slide, as iOS apps do.
        transitionCoordinator?.animate(alongsideTransition: { [weak self] context in
            if context.viewController(forKey: .to) === self {
                self?.navigationController?.navigationBar.tintColor = .systemGreen
            }
        }, completion: nil)
    }

    public override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        view.layoutMargins.left = traitCollection.horizontalSizeClass == .regular ? 40 : 16
    }

    /// Shows the details screen pushed when in a navigation stack, presented otherwise.
    public func showDetails() {
        show(StatusViewController(status: status), sender: self)
    }
}
