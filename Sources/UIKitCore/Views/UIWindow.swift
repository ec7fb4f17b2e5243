// Vitrine — Apache License 2.0
// A window is the root view of one layer tree on the screen. Showing, hiding, levels
// and the key window are kept by `WindowStack`; the window only reports to it.
//
// As in UIKit, a new window is hidden until `makeKeyAndVisible()` or `isHidden = false`.
// While visible, the stack keeps a strong reference to the window, so an app need not.

/// The backdrop of an app's user interface: the root view that events are dispatched
/// from and that is composited onto the screen.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is shown on.
    open var screen: UIScreen

    /// The window's position in the back-to-front order of windows; default `.normal`.
    ///
    /// Every window of a higher level is in front of every window of a lower one.
    open var windowLevel: Level = .normal {
        didSet { if windowLevel != oldValue { WindowStack.shared.windowLevelDidChange(self) } }
    }

    /// The view controller whose view fills the window. Setting it puts its view in the
    /// window, sized to the window's bounds and resizing with it, replacing the previous
    /// root view controller's. On a shown window the old controller disappears and the
    /// new one appears (UIViewController+Appearance.swift).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            let shown = !isHidden
            let new = rootViewController
            if shown { oldValue?.beginAppearanceTransition(false, animated: false) }
            if let view = new?.view {
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
            if shown { new?.beginAppearanceTransition(true, animated: false) }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let view = new?.view { addSubview(view) }
            if shown {
                oldValue?.endAppearanceTransition()
                new?.endAppearanceTransition()
            }
            // The new root view controller may not support the current orientation.
            if shown { windowScene?.supportedOrientationsDidChange() }
        }
    }

    /// The root view controller and the controllers presented over it whose views are in
    /// the window: the ones that appear and disappear with it.
    private var controllersShown: [UIViewController] {
        var controllers: [UIViewController] = []
        var next = rootViewController
        while let controller = next {
            if controller.viewIfLoaded?.window === self { controllers.append(controller) }
            next = controller.presentedViewController
        }
        return controllers
    }

    /// The scene the window belongs to: its screen's. Setting it moves the window to the
    /// scene's screen.
    open var windowScene: UIWindowScene? {
        get { screen.windowScene }
        set {
            guard let newValue else { return }
            screen = newValue.screen
            newValue.adopt(self)
            updateTraitCollection()
        }
    }

    /// Creates a hidden window filling `windowScene`'s screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// Creates a hidden window with the given frame, in screen coordinates.
    public override init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        layer.isHidden = true
        screen.windowScene.adopt(self)
    }

    /// Unsupported, as for every view (see `UIView.init(coder:)`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The window itself.
    open override var window: UIWindow? { self }

    /// The next responder: the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// Delivers the event's touches in this window: first to the gesture recognizers of
    /// each touch's view and its ancestors, then to the views (see `GestureArena`).
    open func sendEvent(_ event: UIEvent) {
        if let arena = event.arena {
            arena.deliver(event, in: self)
            return
        }
        // An event an app built itself: straight to the views.
        var batch = ViewTouchBatch()
        for touch in event.touchList where touch.window === self {
            if let view = touch.view, touch.isDeliveredToView { batch.add(touch, to: view, phase: touch.phase, event: event) }
        }
        batch.send()
    }

    /// Whether the window is hidden; showing it puts it in front of the windows of its
    /// level, hiding it takes it off the screen.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            // The controllers shown in the window appear and disappear with it.
            let controllers = controllersShown
            for controller in controllers { controller.beginAppearanceTransition(!newValue, animated: false) }
            super.isHidden = newValue
            if newValue {
                WindowStack.shared.hide(self)
                OnScreenKeyboard.windowDidHide(self)
            } else {
                WindowStack.shared.show(self)
                windowScene?.supportedOrientationsDidChange()
            }
            for controller in controllers { controller.endAppearanceTransition() }
        }
    }

    /// The window's undo manager, where its text fields and views register their edits.
    open override var undoManager: UndoManager? { windowUndoManager }
    private lazy var windowUndoManager = UndoManager()

    /// Whether this is the key window, the one that receives keyboard and other
    /// non-touch events.
    open var isKeyWindow: Bool { WindowStack.shared.keyWindow === self }

    /// Makes this the key window.
    open func makeKey() {
        WindowStack.shared.makeKey(self)
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called after the window became the key window; does nothing by default.
    open func becomeKey() {}

    /// Called after the window stopped being the key window; does nothing by default.
    open func resignKey() {}

    /// Converts a point from this window's coordinates to `window`'s; nil means screen
    /// coordinates (points).
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        layer.convert(point, to: window?.layer)
    }

    /// Converts a point from `window`'s coordinates to this window's; nil means screen
    /// coordinates (points).
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        layer.convert(point, from: window?.layer)
    }

    /// Converts a rectangle from this window's coordinates to `window`'s; nil means
    /// screen coordinates (points).
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        layer.convert(rect, to: window?.layer)
    }

    /// Converts a rectangle from `window`'s coordinates to this window's; nil means
    /// screen coordinates (points).
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        layer.convert(rect, from: window?.layer)
    }
}

extension UIWindow {
    /// The position of a window in the z-order; higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value.
        public var rawValue: CGFloat

        /// Creates a level from its value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a level from its value.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The level of ordinary windows: 0.
        public static let normal = Level(0)
        /// The level of the status bar: 1000.
        public static let statusBar = Level(1000)
        /// The level of alerts: 2000.
        public static let alert = Level(2000)

        /// Orders levels by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The level `rhs` above `lhs`, as in `.alert + 1`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }

        /// The level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}
