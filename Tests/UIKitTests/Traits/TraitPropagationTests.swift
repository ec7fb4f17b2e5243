// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Styles flow from the screen (the board) down windows, controllers and views, with
/// overrides on the way; each hears `traitCollectionDidChange` exactly when its own
/// traits change, and dynamic colours follow.
@MainActor @Suite struct TraitPropagationTests {
    /// A view that records the styles it is told about.
    final class StyleLog: UIView {
        var changes: [(from: UIUserInterfaceStyle?, to: UIUserInterfaceStyle)] = []
        var currentDuringCallback: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append((previousTraitCollection?.userInterfaceStyle, traitCollection.userInterfaceStyle))
            currentDuringCallback.append(UITraitCollection.current.userInterfaceStyle)
        }
    }

    final class ControllerLog: UIViewController {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(traitCollection.userInterfaceStyle)
        }
    }

    /// A window on a screen of its own, installed as main for the test's lifetime.
    @MainActor final class Kiosk {
        let screen = UIScreen(pixelWidth: 60, pixelHeight: 40, scale: 1)
        let window: UIWindow
        let compositor = Compositor(pixelWidth: 60, pixelHeight: 40, scale: 1)!  // a positive size
        private let previousScreen = UIScreen.main

        init(style: UIUserInterfaceStyle = .light) {
            screen.userInterfaceStyle = style
            UIScreen.install(screen)
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            window.isHidden = false
        }

        func compose() {
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            compositor.compose([window.layer])
        }

        isolated deinit {
            window.isHidden = true
            UIScreen.install(previousScreen)
        }
    }

    @Test func theScreensStyleReachesEveryViewAndFollowsAChange() {
        let kiosk = Kiosk(style: .dark)
        let view = StyleLog(frame: .zero)
        let inner = StyleLog(frame: .zero)
        view.addSubview(inner)
        kiosk.window.addSubview(view)
        #expect(kiosk.window.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        view.changes = []
        inner.changes = []
        kiosk.screen.userInterfaceStyle = .light
        #expect(view.changes.map(\.to) == [.light])
        #expect(view.changes.first?.from == .dark)
        #expect(inner.changes.map(\.to) == [.light])
        #expect(inner.currentDuringCallback == [.light])
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func overridesApplyDownTheTreeAndStopAtTheNextOverride() {
        let kiosk = Kiosk()
        let outer = StyleLog(frame: .zero), middle = StyleLog(frame: .zero), pinned = StyleLog(frame: .zero)
        pinned.overrideUserInterfaceStyle = .light
        kiosk.window.addSubview(outer)
        outer.addSubview(middle)
        middle.addSubview(pinned)
        kiosk.window.overrideUserInterfaceStyle = .dark
        #expect(outer.traitCollection.userInterfaceStyle == .dark)
        #expect(middle.traitCollection.userInterfaceStyle == .dark)
        #expect(pinned.traitCollection.userInterfaceStyle == .light)
        #expect(outer.changes.count == 1 && middle.changes.count == 1)
        #expect(pinned.changes.isEmpty)
        // Resolution follows: a dynamic background shows the dark value.
        middle.backgroundColor = .systemBackground
        #expect(middle.layer.backgroundColor == UIColor.black.cgColor)
        pinned.backgroundColor = .systemBackground
        #expect(pinned.layer.backgroundColor == UIColor.white.cgColor)
        // And re-resolves when the style changes.
        kiosk.window.overrideUserInterfaceStyle = .unspecified
        #expect(middle.layer.backgroundColor == UIColor.white.cgColor)
        #expect(middle.backgroundColor == .systemBackground)
    }

    @Test func traitCollectionDidChangeIsCalledOnlyWhenTheTraitsChange() {
        let kiosk = Kiosk()
        let view = StyleLog(frame: .zero)
        kiosk.window.addSubview(view)
        #expect(view.changes.isEmpty)  // a light view into a light window: nothing changed
        view.overrideUserInterfaceStyle = .light  // the same style as inherited
        #expect(view.changes.isEmpty)
        view.overrideUserInterfaceStyle = .dark
        view.overrideUserInterfaceStyle = .dark  // set again: no change
        #expect(view.changes.map(\.to) == [.dark])
        kiosk.window.overrideUserInterfaceStyle = .dark  // the view is dark already
        #expect(view.changes.count == 1)
        view.overrideUserInterfaceStyle = .unspecified  // inherits dark now: no change
        #expect(view.changes.count == 1)
        view.removeFromSuperview()  // back to the screen's light
        #expect(view.changes.map(\.to) == [.dark, .light])
    }

    @Test func viewControllersSitBetweenTheirViewAndItsSuperview() {
        let kiosk = Kiosk()
        let controller = ControllerLog()
        let child = StyleLog(frame: .zero)
        controller.view.addSubview(child)
        kiosk.window.rootViewController = controller
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.changes == [.dark])
        #expect(child.changes.map(\.to) == [.dark])
        #expect(kiosk.window.traitCollection.userInterfaceStyle == .light)
    }

    @Test func registrationsHearTheirTraitsOnly() {
        let kiosk = Kiosk()
        let view = UIView(frame: .zero)
        kiosk.window.addSubview(view)
        var styles: [UIUserInterfaceStyle] = []
        var sizes = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            styles.append(previous.userInterfaceStyle)
        }
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in sizes += 1 }
        kiosk.window.overrideUserInterfaceStyle = .dark
        #expect(styles == [.light])
        #expect(sizes == 0)
        kiosk.window.frame = CGRect(x: 0, y: 0, width: 700, height: 40)  // 60 → 700 points: regular width
        #expect(sizes == 1)
        view.unregisterForTraitChanges(registration)
        kiosk.window.overrideUserInterfaceStyle = .light
        #expect(styles == [.light])
    }

    @Test func aRenderedSystemBackgroundTurnsDarkWithTheWindow() {
        let kiosk = Kiosk()
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        panel.backgroundColor = .systemBackground
        kiosk.window.backgroundColor = .systemGray6
        kiosk.window.addSubview(panel)
        kiosk.compose()
        #expect(kiosk.compositor.screen[15, 15] == 0xFFFF_FFFF)
        #expect(kiosk.compositor.screen[40, 30] == 0xFFF2_F2F7)  // systemGray6, light
        kiosk.window.overrideUserInterfaceStyle = .dark
        kiosk.compose()
        #expect(kiosk.compositor.screen[15, 15] == 0xFF00_0000)
        #expect(kiosk.compositor.screen[40, 30] == 0xFF1C_1C1E)  // systemGray6, dark: 28 28 30
    }

    @Test func aDrawingViewRedrawsWithItsDynamicColoursWhenTheStyleChanges() {
        final class Swatch: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.label.setFill()
                UIRectFill(bounds)
            }
        }
        let kiosk = Kiosk()
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        kiosk.window.addSubview(swatch)
        kiosk.compose()
        #expect(kiosk.compositor.screen[5, 5] == 0xFF00_0000)
        kiosk.window.overrideUserInterfaceStyle = .dark
        kiosk.compose()
        #expect(swatch.draws == 2)
        #expect(kiosk.compositor.screen[5, 5] == 0xFFFF_FFFF)
    }
}
