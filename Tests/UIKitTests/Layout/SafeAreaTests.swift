// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Counts `safeAreaInsetsDidChange()`.
private final class InsetsWatchingView: UIView {
    var changes = 0
    override func safeAreaInsetsDidChange() { changes += 1 }
}

/// The safe area from the board (`display.safe-area`, carried by the screen) and from a
/// controller's `additionalSafeAreaInsets`.
@MainActor @Suite struct SafeAreaTests {
    /// The board's insets are the window's, and turn with the interface: a quarter turn
    /// clockwise puts the panel's right edge at the interface's top.
    @Test func panelInsetsReachTheWindowAndTurnWithTheInterface() {
        let screen = UIScreen(pixelWidth: 800, pixelHeight: 480, scale: 1)
        screen.panelSafeAreaInsets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        window.screen = screen
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        // A view along the left edge, 100 points tall from y = 0: it is under the top
        // inset (10) and the left one (20), not the bottom or right ones.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        window.addSubview(view)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 0))
        screen.interfaceRotation = .degrees90
        #expect(window.kioskSafeAreaInsets == UIEdgeInsets(top: 40, left: 10, bottom: 20, right: 30))
        screen.interfaceRotation = .degrees180
        #expect(window.kioskSafeAreaInsets == UIEdgeInsets(top: 30, left: 40, bottom: 10, right: 20))
        screen.interfaceRotation = .degrees270
        #expect(window.kioskSafeAreaInsets == UIEdgeInsets(top: 20, left: 30, bottom: 40, right: 10))
    }

    /// A controller's additional insets add to its view's safe area (UIKit: the root view's
    /// insets include them); subviews get only the part that covers them, and the
    /// safe-area guide moves in.
    @Test func additionalInsetsMoveTheControllersSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.kioskSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let controller = UIViewController()
        window.rootViewController = controller
        let root = controller.view!
        let watcher = InsetsWatchingView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        root.addSubview(watcher)
        _ = watcher.safeAreaLayoutGuide
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 20, width: 300, height: 180))
        let changesBefore = watcher.changes

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 30, right: 15)
        window.layoutIfNeeded()
        // 20 from the window plus 10 on top; the other edges are the additional ones alone.
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 30, left: 5, bottom: 30, right: 15))
        // 300 - 5 - 15 = 280 wide, 200 - 30 - 30 = 140 tall.
        #expect(content.frame == CGRect(x: 5, y: 30, width: 280, height: 140))
        // The watcher (y 0…40, full width) is covered by 30 on top and by the side insets.
        #expect(watcher.safeAreaInsets == UIEdgeInsets(top: 30, left: 5, bottom: 0, right: 15))
        #expect(watcher.changes > changesBefore)
    }

    /// A view outside any window has no safe area, whatever its controller asks.
    @Test func aViewOutsideAWindowHasNoSafeArea() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(controller.view.safeAreaInsets == .zero)
    }
}
