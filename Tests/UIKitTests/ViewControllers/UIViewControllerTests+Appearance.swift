// Vitrine — Apache License 2.0
// The appearance callbacks and containment. UIKit documents that viewWillAppear comes
// before the view is added to the hierarchy and viewDidAppear after, the reverse for
// disappearing, that addChild calls willMove(toParent:) and removeFromParent calls
// didMove(toParent: nil), and that a container forwards appearance to its children
// (shouldAutomaticallyForwardAppearanceMethods). Where UIKit leaves an order between two
// controllers undocumented, the order asserted is the one Vitrine chose (the one that
// goes away first, then the one that comes), written in UIViewController+Presentation.swift.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIViewControllerAppearanceTests {
    private let frame = CGRect(x: 0, y: 0, width: 400, height: 300)

    @Test func aRootViewControllerAppearsAndDisappearsWithItsWindow() {
        let log = LifecycleLog()
        let window = UIWindow(frame: frame)
        defer { window.isHidden = true }
        let root = LoggingViewController("root", log: log)
        window.rootViewController = root
        // The window is hidden: the view loads, nothing appears.
        #expect(log.take() == ["root.viewDidLoad"])
        window.isHidden = false
        #expect(log.take() == ["root.viewWillAppear", "root.viewDidAppear"])
        window.isHidden = false
        #expect(log.take().isEmpty)
        window.isHidden = true
        #expect(log.take() == ["root.viewWillDisappear", "root.viewDidDisappear"])
    }

    @Test func replacingTheRootOfAShownWindowSwapsTheirAppearance() {
        let log = LifecycleLog()
        let window = UIWindow(frame: frame)
        defer { window.isHidden = true }
        let first = LoggingViewController("first", log: log)
        window.rootViewController = first
        window.makeKeyAndVisible()
        _ = log.take()
        let second = LoggingViewController("second", log: log)
        window.rootViewController = second
        #expect(log.take() == [
            "first.viewWillDisappear", "second.viewDidLoad", "second.viewWillAppear",
            "first.viewDidDisappear", "second.viewDidAppear",
        ])
        #expect(first.viewIfLoaded?.superview == nil && second.view.superview === window)
    }

    @Test func theViewLoadsLazilyAndOnce() {
        let log = LifecycleLog()
        let controller = LoggingViewController("c", log: log)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(controller.isViewLoaded && controller.viewIfLoaded === controller.view)
        #expect(log.take() == ["c.viewDidLoad"])
    }

    @Test func storedPropertiesKeepUIKitsDefaults() {
        let controller = UIViewController(nibName: nil, bundle: nil)
        #expect(controller.title == nil)
        controller.title = "Menu"
        #expect(controller.title == "Menu")
        #expect(controller.additionalSafeAreaInsets == .zero)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        #expect(controller.additionalSafeAreaInsets.bottom == 20)
        #expect(controller.preferredStatusBarStyle == .default && !controller.prefersStatusBarHidden)
        #expect(controller.modalPresentationStyle == .automatic && controller.modalTransitionStyle == .coverVertical)
        #expect(!controller.isModalInPresentation && !controller.definesPresentationContext)
        #expect(controller.shouldAutomaticallyForwardAppearanceMethods)
        #expect(controller.children.isEmpty && controller.parent == nil)
        #expect(UIModalPresentationStyle.automatic.rawValue == -2 && UIModalPresentationStyle.overCurrentContext.rawValue == 6)
        #expect(UIModalTransitionStyle.partialCurl.rawValue == 3 && UIStatusBarStyle.darkContent.rawValue == 3)
    }

    @Test func aParentForwardsItsAppearanceToChildrenWhoseViewsItHolds() {
        let log = LifecycleLog()
        let window = UIWindow(frame: frame)
        defer { window.isHidden = true }
        let parent = LoggingViewController("parent", log: log)
        let shown = LoggingViewController("shown", log: log)
        let offscreen = LoggingViewController("offscreen", log: log)
        parent.addChild(shown)
        parent.view.addSubview(shown.view)
        shown.didMove(toParent: parent)
        parent.addChild(offscreen)  // its view is never added: it does not appear
        offscreen.didMove(toParent: parent)
        window.rootViewController = parent
        _ = log.take()
        window.isHidden = false
        #expect(log.take() == ["parent.viewWillAppear", "shown.viewWillAppear", "parent.viewDidAppear", "shown.viewDidAppear"])
        window.isHidden = true
        #expect(log.take() == ["parent.viewWillDisappear", "shown.viewWillDisappear", "parent.viewDidDisappear", "shown.viewDidDisappear"])
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(shown), ObjectIdentifier(offscreen)])
    }

    @Test func addingAChildToAShownParentMakesItAppearWhenItsViewEntersTheWindow() {
        let log = LifecycleLog()
        let window = UIWindow(frame: frame)
        defer { window.isHidden = true }
        let parent = LoggingViewController("parent", log: log)
        window.rootViewController = parent
        window.isHidden = false
        let child = LoggingViewController("child", log: log)
        child.recordsFlags = true
        _ = log.take()

        parent.addChild(child)
        #expect(child.parent === parent && child.isMovingToParent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == [
            "child.willMove(toParent: parent)+movingToParent", "child.viewDidLoad+movingToParent",
            "child.viewWillAppear+movingToParent", "child.viewDidAppear+movingToParent",
            "child.didMove(toParent: parent)",
        ])

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == [
            "child.willMove(toParent: nil)+movingFromParent", "child.viewWillDisappear+movingFromParent",
            "child.viewDidDisappear+movingFromParent", "child.didMove(toParent: nil)+movingFromParent",
        ])
        #expect(child.parent == nil && parent.children.isEmpty && !child.isMovingFromParent)
    }

    @Test func addingAChildOfAnotherContainerMovesItAndCyclesAreRefused() {
        let log = LifecycleLog()
        let first = LoggingViewController("first", log: log)
        let second = LoggingViewController("second", log: log)
        let child = LoggingViewController("child", log: log)
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty && second.children.count == 1 && second.children.first === child && child.parent === second)
        #expect(log.take() == ["child.willMove(toParent: first)", "child.didMove(toParent: nil)", "child.willMove(toParent: second)"])
        child.addChild(second)  // second is child's parent: refused
        child.addChild(child)
        #expect(child.children.isEmpty && second.parent == nil)
    }

    @Test func aContainerThatDoesNotForwardCallsItsChildrenItself() {
        final class ManualContainer: LoggingViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let log = LifecycleLog()
        let window = UIWindow(frame: frame)
        defer { window.isHidden = true }
        let parent = ManualContainer("parent", log: log)
        let child = LoggingViewController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        window.rootViewController = parent
        _ = log.take()
        window.isHidden = false
        #expect(log.take() == ["parent.viewWillAppear", "parent.viewDidAppear"])
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)  // already appearing: nothing
        child.endAppearanceTransition()
        child.endAppearanceTransition()  // already appeared: nothing
        #expect(log.take() == ["child.viewWillAppear(animated)", "child.viewDidAppear(animated)"])
    }

    /// A disappearance that is turned back before it ends: viewWillDisappear, then
    /// viewWillAppear and viewDidAppear, with no viewDidDisappear. The view loads before
    /// the first viewWillAppear.
    @Test func aCancelledDisappearanceEndsAppeared() {
        let log = LifecycleLog()
        let controller = LoggingViewController("c", log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        #expect(log.take() == [
            "c.viewDidLoad", "c.viewWillAppear", "c.viewDidAppear", "c.viewWillDisappear(animated)",
            "c.viewWillAppear(animated)", "c.viewDidAppear(animated)",
        ])
    }
}
