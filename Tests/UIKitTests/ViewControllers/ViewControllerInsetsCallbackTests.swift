// Vitrine — Apache License 2.0
// `viewSafeAreaInsetsDidChange()` and `viewLayoutMarginsDidChange()`: a controller hears
// when its root view's safe area changes (additional insets, a container's bars) or its
// margins change, once per change, as UIKit documents.
import Testing
@testable import UIKitCore

/// Records the safe area its view had at each `viewSafeAreaInsetsDidChange()` and counts
/// `viewLayoutMarginsDidChange()`.
@MainActor final class InsetsRecordingController: UIViewController {
    var safeAreaChanges: [UIEdgeInsets] = []
    var marginChanges = 0

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges.append(view.safeAreaInsets)
    }

    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        marginChanges += 1
    }
}

@MainActor @Suite struct ViewControllerInsetsCallbackTests {
    /// Additional insets are the root view's whole safe area in a window without unsafe
    /// edges; setting the same value again changes nothing, so nothing is reported. The
    /// margins are measured from the safe area, so they change with it.
    @Test func additionalSafeAreaInsetsAreReportedOncePerChange() {
        let harness = TouchHarness()
        let controller = InsetsRecordingController()
        harness.window.rootViewController = controller
        harness.window.layoutIfNeeded()
        controller.safeAreaChanges = []
        controller.marginChanges = 0
        let insets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        controller.additionalSafeAreaInsets = insets
        controller.additionalSafeAreaInsets = insets
        harness.window.layoutIfNeeded()
        #expect(controller.safeAreaChanges == [insets])
        #expect(controller.marginChanges == 1)
        controller.additionalSafeAreaInsets = .zero
        #expect(controller.safeAreaChanges == [insets, .zero])
        #expect(controller.marginChanges == 2)
    }

    /// Setting the root view's margins tells the controller; a subview's margins do not.
    @Test func rootViewMarginsAreReported() {
        let controller = InsetsRecordingController()
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(subview)
        controller.view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(controller.marginChanges == 1)
        subview.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        #expect(controller.marginChanges == 1)
    }

    /// A navigation controller's child gets the bar's 44 points at the top of its safe area
    /// once it lays out in the window, and loses them when the bar hides.
    @Test func aNavigationBarShowingAndHidingIsReported() {
        let harness = TouchHarness()
        let child = InsetsRecordingController()
        let navigation = UINavigationController(rootViewController: child)
        harness.window.rootViewController = navigation
        harness.window.layoutIfNeeded()
        #expect(child.safeAreaChanges.last == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        navigation.setNavigationBarHidden(true, animated: false)
        harness.window.layoutIfNeeded()
        #expect(child.safeAreaChanges.last == .zero)
    }
}

/// A container of its own that shows controllers by `showItem(_:sender:)`.
@MainActor final class CatalogueController: UIViewController {
    func showItem(_ vc: UIViewController, sender: Any?) {}
}

@MainActor @Suite struct TargetViewControllerTests {
    /// `show(_:sender:)` from a navigation controller's child targets the navigation
    /// controller; a controller with no container that routes it has no target.
    @Test func showTargetsTheNearestNavigationController() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        #expect(child.targetViewController(forAction: UIViewController.show(_:sender:), sender: nil) === navigation)
        #expect(navigation.targetViewController(forAction: UIViewController.show(_:sender:), sender: nil) === navigation)
        #expect(UIViewController().targetViewController(forAction: UIViewController.show(_:sender:), sender: nil) == nil)
    }

    /// The walk goes on from the top of a presented controller's containers to the one that
    /// presented it.
    @Test func theWalkContinuesThroughThePresenter() {
        let harness = TouchHarness()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        let presented = UIViewController()
        root.present(presented, animated: false)
        #expect(presented.presentingViewController === navigation)
        #expect(presented.targetViewController(forAction: UIViewController.show(_:sender:), sender: nil) === navigation)
    }

    /// An action of a subclass targets the nearest controller of that subclass.
    @Test func aSubclassActionTargetsThatSubclass() {
        let catalogue = CatalogueController()
        let child = UIViewController()
        catalogue.addChild(child)
        child.didMove(toParent: catalogue)
        #expect(child.targetViewController(forAction: CatalogueController.showItem(_:sender:), sender: nil) === catalogue)
        #expect(UIViewController().targetViewController(forAction: CatalogueController.showItem(_:sender:), sender: nil) == nil)
    }
}
