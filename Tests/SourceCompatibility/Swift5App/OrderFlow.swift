// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a
// screen with an embedded child controller that presents a form sheet, as an iOS app's.
import UIKit

/// A summary embedded as a child of the order screen.
public final class OrderSummaryController: UIViewController {
    public private(set) var appearances = 0

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

/// The order screen: embeds the summary, presents a confirmation sheet.
public final class OrderController: UIViewController {
    public let summary = OrderSummaryController()
    public private(set) var log: [String] = []

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Order"
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    public override var prefersStatusBarHidden: Bool { true }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(summary)
        summary.view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        view.addSubview(summary.view)
        summary.didMove(toParent: self)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("appeared")
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append(isMovingFromParent || isBeingDismissed ? "leaving" : "covered")
    }

    /// Shows a confirmation card; it cannot be swiped away.
    public func confirm() {
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.modalTransitionStyle = .crossDissolve
        sheet.preferredContentSize = CGSize(width: 300, height: 200)
        sheet.isModalInPresentation = true
        present(sheet, animated: false) { [weak self] in
            self?.log.append(self?.presentedViewController === sheet ? "presented" : "missing")
        }
    }

    /// Takes the confirmation card away.
    public func close() {
        presentedViewController?.dismiss(animated: false) { [weak self] in self?.log.append("dismissed") }
    }

    /// Removes the summary, as a container does.
    public func removeSummary() {
        summary.willMove(toParent: nil)
        summary.view.removeFromSuperview()
        summary.removeFromParent()
    }
}
