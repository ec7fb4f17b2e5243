// Vitrine — Apache License 2.0
import PlatformCore

// The window scene owns the interface orientation of its screen. A kiosk turns its
// interface only when asked: by `requestGeometryUpdate(_:errorHandler:)` (iOS 16's API),
// or when the root view controller no longer supports the current orientation
// (`setNeedsUpdateOfSupportedInterfaceOrientations()`, a new root view controller, a
// window shown). The root view controller that decides is the one of the frontmost
// visible window that has one.
//
// A turn, in order: each visible window's root view controller gets
// `viewWillTransition(to:with:)` with the new size; the screen's `bounds` swap; windows
// that filled the screen are resized to it (their root views autoresize, and views
// resize by their `contentMode`); the coordinators' alongside closures run; the display
// is told (the runtime composes at the new size and turns the picture by the panel's
// mounting then the interface's turn, and touches follow); the completions run.
// Everything happens before the call returns, errors included. Hidden windows of the
// scene turn too (the scene knows every window made on its screen, weakly), so a window
// shown after a turn made before (at launch, say) fills the turned screen.

/// A scene: one instance of the app's user interface.
@preconcurrency @MainActor
open class UIScene: UIResponder {}

extension UIScene: Hashable {
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene that shows the app's windows on a screen, and its interface orientation.
/// Vitrine has one per screen: `UIScreen.main.windowScene`, also in
/// `UIApplication.shared.connectedScenes`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are shown on.
    public unowned let screen: UIScreen

    /// Called after the interface orientation changed, before the transition completions:
    /// the runtime turns the display's picture and composes at the new size.
    var interfaceOrientationObserver: ((UIWindowScene) -> Void)?

    init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    /// The orientation of the scene's interface.
    public var interfaceOrientation: UIInterfaceOrientation {
        UIInterfaceOrientation(turnsFromPortrait: naturalOrientation.turnsFromPortrait + screen.interfaceRotation.quarterTurns)
    }

    /// The orientation in which the interface is not turned on the panel: portrait for a
    /// logical screen taller than wide, landscape right otherwise. Not in UIKit, whose
    /// devices are all naturally portrait.
    public var naturalInterfaceOrientation: UIInterfaceOrientation { naturalOrientation }

    private var naturalOrientation: UIInterfaceOrientation {
        screen.naturalBounds.height > screen.naturalBounds.width ? .portrait : .landscapeRight
    }

    /// The scene's visible windows, back to front.
    public var windows: [UIWindow] { WindowStack.shared.windows.filter { $0.screen === screen } }

    private struct WeakWindow { weak var window: UIWindow? }
    /// Every window made on this scene's screen, visible or not.
    private var knownWindows: [WeakWindow] = []

    /// Counts `window` among the scene's windows; `UIWindow` calls this when it is made or moved here.
    func adopt(_ window: UIWindow) {
        knownWindows.removeAll { $0.window == nil || $0.window === window }
        knownWindows.append(WeakWindow(window: window))
    }

    /// The scene's windows, visible ones first (back to front), then the hidden ones.
    var allWindows: [UIWindow] {
        let visible = windows
        let hidden = knownWindows.compactMap(\.window).filter { window in
            window.screen === screen && !visible.contains { $0 === window }
        }
        return visible + hidden
    }

    /// The key window, if it is on this scene.
    public var keyWindow: UIWindow? {
        WindowStack.shared.keyWindow.flatMap { $0.screen === screen ? $0 : nil }
    }

    /// The view controller whose supported orientations bind the scene: the root view
    /// controller of the frontmost visible window that has one.
    var orientationDecidingViewController: UIViewController? {
        windows.last { $0.rootViewController != nil }?.rootViewController
    }

    // MARK: - Geometry requests

    /// Asks for the interface to turn to one of the orientations in `geometryPreferences`.
    ///
    /// Nothing turns when the current orientation is one of them. Otherwise the first of
    /// them that the deciding root view controller supports is taken, in the order
    /// natural orientation, portrait, landscape right, landscape left, upside down.
    /// - Parameters:
    ///   - geometryPreferences: `.iOS(interfaceOrientations:)`.
    ///   - errorHandler: called, before this returns, with a `UISceneError`:
    ///     `.geometryRequestUnsupported` for preferences without orientations,
    ///     `.geometryRequestDenied` when the root view controller supports none of them
    ///     or its `shouldAutorotate` is false.
    open func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS,
              let requested = preferences.interfaceOrientations, !requested.isEmpty else {
            errorHandler?(UISceneError(.geometryRequestUnsupported, reason: "the request names no interface orientation"))
            return
        }
        if requested.contains(interfaceOrientation.mask) { return }
        let controller = orientationDecidingViewController
        let supported = controller?.supportedInterfaceOrientations ?? .all
        guard let target = preferredOrientation(in: requested.intersection(supported)) else {
            errorHandler?(UISceneError(.geometryRequestDenied, reason: """
                none of the requested orientations is supported by the view controller: requested \
                \(requested.orientations), supported \(supported.orientations)
                """))
            return
        }
        if let controller, !controller.shouldAutorotate {
            errorHandler?(UISceneError(.geometryRequestDenied, reason: "\(type(of: controller)).shouldAutorotate is false"))
            return
        }
        turn(to: target)
    }

    /// Turns to a supported orientation if the deciding view controller no longer
    /// supports the current one (and lets the interface turn).
    func supportedOrientationsDidChange() {
        guard let controller = orientationDecidingViewController, controller.shouldAutorotate else { return }
        let supported = controller.supportedInterfaceOrientations
        guard !supported.contains(interfaceOrientation.mask), let target = preferredOrientation(in: supported) else { return }
        turn(to: target)
    }

    private func preferredOrientation(in candidates: UIInterfaceOrientationMask) -> UIInterfaceOrientation? {
        candidates.contains(naturalOrientation.mask) ? naturalOrientation : candidates.orientations.first
    }

    /// Turns the interface to `orientation` (see the note at the top of the file).
    func turn(to orientation: UIInterfaceOrientation) {
        let rotation = DisplayRotation(quarterTurns: orientation.turnsFromPortrait - naturalOrientation.turnsFromPortrait)
        let oldRotation = screen.interfaceRotation
        guard rotation != oldRotation else { return }
        let oldBounds = screen.bounds
        let newBounds = CGRect(origin: .zero, size: rotation.swapsWidthAndHeight == oldRotation.swapsWidthAndHeight
            ? oldBounds.size : CGSize(width: oldBounds.height, height: oldBounds.width))
        let windows = allWindows
        let fillsScreen = windows.map { $0.frame == oldBounds }
        let coordinators = windows.map {
            RotationTransitionCoordinator(containerView: $0, quarterTurns: rotation.quarterTurns - oldRotation.quarterTurns)
        }
        for (index, window) in windows.enumerated() {
            let size = fillsScreen[index] ? newBounds.size : window.bounds.size
            window.rootViewController?.viewWillTransition(to: size, with: coordinators[index])
        }
        screen.interfaceRotation = rotation
        for (index, window) in windows.enumerated() where fillsScreen[index] {
            window.frame = newBounds
        }
        for coordinator in coordinators { coordinator.runAlongsideAnimations() }
        interfaceOrientationObserver?(self)
        for coordinator in coordinators { coordinator.finish() }
    }
}

extension UIWindowScene {
    /// What an app asks of the scene's geometry; use the `iOS` subclass.
    open class GeometryPreferences {
        public init() {}
    }
}

extension UIWindowScene.GeometryPreferences {
    /// Geometry preferences of an iOS-style scene: the interface orientations wanted.
    ///
    /// `scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))`.
    public final class iOS: UIWindowScene.GeometryPreferences {
        /// The orientations the interface may turn to; nil asks for none.
        public var interfaceOrientations: UIInterfaceOrientationMask?

        /// Preferences with no orientation.
        public override init() {
            super.init()
        }

        /// Preferences asking for one of `interfaceOrientations`.
        public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.init()
            self.interfaceOrientations = interfaceOrientations
        }
    }
}
