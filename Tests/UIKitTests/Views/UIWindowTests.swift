// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@MainActor
@Suite struct UIWindowTests {
    @Test func levelsHaveUIKitsValues() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        #expect((UIWindow.Level.alert + 1).rawValue == 2001)
        #expect(UIWindow.Level(rawValue: 5) == UIWindow.Level(5))
    }

    @Test func aNewWindowIsHiddenAtNormalLevelOnTheMainScreen() {
        let window = UIWindow()
        #expect(window.isHidden)
        #expect(window.windowLevel == .normal)
        #expect(window.frame == .zero)
        #expect(window.screen === UIScreen.main)
        #expect(window.window === window)
        #expect(!window.isKeyWindow)
        #expect(!WindowStack.shared.windows.contains { $0 === window })
    }

    @Test func screenBoundsIdiomCoversTheScreen() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.bounds.origin == .zero)
    }

    @Test func makeKeyAndVisibleShowsAndMakesKey() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        defer { window.isHidden = true }
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(WindowStack.shared.keyWindow === window)
        // Frontmost among the windows of its level: a window of a higher level another test
        // left shown (an alert's, the on-screen keyboard's) stays above it, as in UIKit.
        #expect(WindowStack.shared.windows.last { $0.windowLevel == window.windowLevel } === window)
        window.isHidden = true
        #expect(!WindowStack.shared.windows.contains { $0 === window })
        #expect(!window.isKeyWindow)
    }

    @Test func makeKeyMovesTheKeyAndCallsTheHooks() {
        final class Window: UIWindow {
            var calls: [String] = []
            override func becomeKey() { calls.append("becomeKey") }
            override func resignKey() { calls.append("resignKey") }
        }
        let first = Window(), second = Window()
        defer { first.isHidden = true; second.isHidden = true }
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(first.calls == ["becomeKey", "resignKey"])
        #expect(second.calls == ["becomeKey"])
        // Hiding the key window returns the key to the one that had it before.
        second.isHidden = true
        #expect(first.isKeyWindow)
        #expect(second.calls == ["becomeKey", "resignKey"])
    }

    @Test func higherLevelWindowsAreInFront() {
        let alert = UIWindow(), normal = UIWindow()
        alert.windowLevel = .alert
        defer { alert.isHidden = true; normal.isHidden = true }
        alert.isHidden = false
        normal.isHidden = false  // shown later, but of a lower level
        let order = WindowStack.shared.windows
        let alertIndex = order.firstIndex { $0 === alert }, normalIndex = order.firstIndex { $0 === normal }
        #expect(normalIndex != nil && alertIndex != nil)
        #expect(normalIndex! < alertIndex!)
    }

    @Test func windowCallbacksReachViewsAddedToAWindow() {
        let log = CallLog()
        let window = UIWindow()
        let view = RecordingView("v", log: log)
        window.addSubview(view)
        #expect(log.entries.contains("v.didMoveToWindow(window)"))
        #expect(view.window === window)
    }

    // MARK: - WindowStack, on its own instance

    @Test func stackOrdersByLevelThenByShowOrder() {
        let stack = WindowStack()
        let a = UIWindow(), b = UIWindow(), status = UIWindow(), c = UIWindow()
        status.windowLevel = .statusBar
        stack.show(a)
        stack.show(status)
        stack.show(b)
        stack.show(c)
        #expect(ids(stack.windows) == ids([a, b, c, status]))
        // Changing the level moves the window in front of its new level.
        a.windowLevel = .statusBar
        stack.windowLevelDidChange(a)
        #expect(ids(stack.windows) == ids([b, c, status, a]))
        stack.hide(c)
        #expect(ids(stack.windows) == ids([b, status, a]))
    }

    @Test func stackReportsChangesOfTheVisibleSetAndOrder() {
        let stack = WindowStack()
        var changes = 0
        stack.onChange = { changes += 1 }
        let a = UIWindow(), b = UIWindow()
        stack.show(a)
        stack.show(b)
        #expect(changes == 2)
        stack.show(a)  // already visible
        #expect(changes == 2)
        stack.windowLevelDidChange(a)
        #expect(changes == 3)
        stack.hide(b)
        stack.hide(b)  // already hidden
        #expect(changes == 4)
        stack.makeKey(a)  // the key is not part of the order
        #expect(changes == 4)
    }

    @Test func hidingTheKeyWindowSkipsEarlierKeysThatAreHidden() {
        let stack = WindowStack()
        let a = UIWindow(), b = UIWindow(), c = UIWindow()
        [a, b, c].forEach(stack.show)
        stack.makeKey(a)
        stack.makeKey(b)
        stack.makeKey(c)
        stack.hide(b)
        #expect(stack.keyWindow === c)
        stack.hide(c)
        #expect(stack.keyWindow === a)
        stack.hide(a)
        #expect(stack.keyWindow == nil)
    }
}
