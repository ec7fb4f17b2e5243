// Vitrine — Apache License 2.0
import Foundation
import UIKit

/// The showcase: a museum guide kiosk, written as an iOS app would be (view controllers,
/// Auto Layout, diffable data sources). A navigation stack with large titles leads from
/// the galleries (a table, with a search field that filters the collection) to a gallery's
/// grid of photographs (a compositional layout) and to one work (its photograph zooms;
/// a segmented control, a switch and a stepper choose a print, a button adds it to the
/// order with an animation). The order opens in a sheet with detents; placing it asks
/// for a name in an alert with a text field, then confirms in a second alert. A switch in
/// the bar turns dark appearance on and off. The photographs are openly licensed
/// (Resources/Showcase/ATTRIBUTION.md).
///
/// Steps, each the state the touches of a visitor reach (ShowcaseDemoTests drives them):
/// 0 the galleries; 1 Space Flight's grid; 2 Eileen Collins's page; 3 an A3 framed print
/// ×2 added; 4 the order's sheet; 5 the name alert with "Ada" typed; 6 the confirmation;
/// 7 back home, "cat" typed in the search field. With `waitsForTouches` (the end-to-end
/// test on the virtual board) steps 1 to 4 wait for the visitor's taps: 1 and 2 open the
/// gallery and the work and end when the navigation controller has shown them; 3 (the
/// switch, the stepper, Add to Order) ends when the photograph has flown to the order
/// button; 4 (the order button) when the sheet has come up.
public final class ShowcaseDemo: TouchDrivenDemo, UINavigationControllerDelegate {
    public static let name = "showcase"
    public static let summary = "a museum guide kiosk: galleries, a photo grid, zoom, print options, an order sheet, alerts, search with the on-screen keyboard, dark mode"
    public static let stepCount = 8

    let order = PrintOrder()
    private(set) var navigationController: UINavigationController!
    private(set) var galleries: GalleriesViewController!
    private weak var window: UIWindow?
    private var shownStep = 0
    public var waitsForTouches = false
    public var isAwaitingTouches: Bool { awaited.isPending }
    private let awaited = AwaitedTouchStep()

    /// The touch steps a run with `waitsForTouches` waits for.
    static let touchSteps = 1...4

    /// Told, with a line for the log, when a touch step's result is on screen: the flight
    /// of an added print ended, or the order's sheet came up.
    @MainActor static var visitorStepEnded: ((String) -> Void)?

    public init() {}

    public func build(in window: UIWindow) {
        self.window = window
        galleries = GalleriesViewController(order: order)
        navigationController = UINavigationController(rootViewController: galleries)
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.delegate = self
        window.rootViewController = navigationController
        window.backgroundColor = .systemBackground
        Self.visitorStepEnded = { [weak self] line in
            self?.report(line)
            self?.awaited.finish()
        }
        // A kiosk stays lit.
        UIApplication.shared.isIdleTimerDisabled = true
    }

    /// The controller on top: a presented one (the order's sheet), else the navigation's top.
    var topController: UIViewController? {
        var top: UIViewController? = navigationController
        while let presented = top?.presentedViewController { top = presented }
        return top is UINavigationController ? navigationController.topViewController : top
    }

    public func show(step: Int) {
        if waitsForTouches {
            if Self.touchSteps.contains(step) {
                awaited.begin(step)
                report("waiting for a touch (step \(step))")
            }
            return
        }
        UIView.performWithoutAnimation {
            while shownStep < step {
                shownStep += 1
                advance(to: shownStep)
            }
        }
    }

    /// Does programmatically what the visitor's touches do at `step`, without animation.
    private func advance(to step: Int) {
        switch step {
        case 1:
            galleries.showGallery(MuseumCollection.galleries[0], animated: false)
        case 2:
            (navigationController.topViewController as? GalleryViewController)?.showExhibit(MuseumCollection.galleries[0].exhibits[0], animated: false)
        case 3:
            guard let exhibit = navigationController.topViewController as? ExhibitViewController else { return }
            exhibit.sizeControl.selectedSegmentIndex = PrintSize.a3.rawValue
            exhibit.frameSwitch.isOn = true
            exhibit.quantityStepper.value = 2
            exhibit.frameSwitch.sendActions(for: .valueChanged)
            exhibit.addToOrder(animated: false)
        case 4:
            navigationController.topViewController.map { Self.presentOrder(self.order, from: $0, animated: false) }
        case 5:
            guard let sheet = topController as? OrderViewController else { return }
            sheet.askForName(animated: false)
            sheet.nameAlert?.textFields?.first?.insertText("Ada")
        case 6:
            guard let sheet = navigationController.topViewController?.presentedViewController as? OrderViewController,
                  let alert = sheet.nameAlert else { return }
            let name = alert.textFields?.first?.text ?? ""
            alert.dismiss(animated: false)
            sheet.confirm(name: name, animated: false)
        case 7:
            navigationController.dismiss(animated: false)
            navigationController.topViewController?.dismiss(animated: false)
            navigationController.popToRootViewController(animated: false)
            _ = galleries.searchField.becomeFirstResponder()
            galleries.searchField.insertText("cat")
        default:
            break
        }
    }

    /// A pushed screen is on show once its transition ended: a step awaiting touches is done.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        report("showing \(viewController.title ?? "?")")
        awaited.finish()
    }

    private func report(_ line: String) {
        FileHandle.standardError.write(Data("showcase demo: \(line)\n".utf8))
    }

    // MARK: - The order button

    /// The bar button that shows the order's count and opens it in a sheet.
    @MainActor static func orderButton(for order: PrintOrder, presenter: UIViewController) -> UIBarButtonItem {
        let item = UIBarButtonItem(title: orderTitle(order), image: nil, primaryAction: UIAction(title: "Order") { [weak presenter] _ in
            guard let presenter else { return }
            presentOrder(order, from: presenter, animated: true)
        })
        order.observers.append { [weak item] in item?.title = orderTitle(order) }
        return item
    }

    private static func orderTitle(_ order: PrintOrder) -> String {
        order.itemCount == 0 ? "Order" : "Order (\(order.itemCount))"
    }

    static func presentOrder(_ order: PrintOrder, from presenter: UIViewController, animated: Bool) {
        let controller = OrderViewController(order: order)
        controller.log = { FileHandle.standardError.write(Data("showcase demo: \($0)\n".utf8)) }
        presenter.present(controller, animated: animated) {
            visitorStepEnded?("showing the order")
        }
    }
}
