// Vitrine — Apache License 2.0
import Platform
import UIKit
import UIKitCore

/// Runs every standard gesture recognizer over a full-screen window and reports what they
/// recognize: the gesture half of `vitrine debug-events`, which an installer runs when a
/// panel misbehaves. All recognizers may recognize at the same time, so one pinch can show
/// as pinch, rotation and pan together — this is a diagnostic, not an app.
@MainActor
public final class GestureMonitor {
    /// One state change a recognizer reported to its targets.
    public struct Report: Sendable {
        /// `tap`, `double-tap`, `pan`, `pinch`, `rotation`, `swipe`, `long-press`.
        public var kind: String
        /// `began`, `changed`, `ended` (= recognized, for discrete gestures) or `cancelled`.
        public var state: String
        /// The recognizer's values in screen points and seconds: translation, velocity,
        /// scale, rotation (radians), location.
        public var values: [(String, Double)]
        /// For swipes: `left`, `right`, `up`, `down`.
        public var direction: String?
    }

    /// Called with each report, in order.
    public var reportHandler: ((Report) -> Void)?
    private let router: TouchRouter
    private let window: UIWindow
    private let simultaneity = AllowEverything()

    /// A monitor for a screen of `pixelWidth × pixelHeight` (the logical, turned size) at `scale`.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, loop: any EventLoop) {
        UIScreen.install(UIScreen(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale))
        router = TouchRouter(loop: loop)
        window = UIWindow(frame: UIScreen.main.bounds)
        window.isHidden = false

        let tap = UITapGestureRecognizer()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let longPress = UILongPressGestureRecognizer()
        add(tap, "tap") { _ in [] }
        add(doubleTap, "double-tap") { _ in [] }
        add(UIPanGestureRecognizer(), "pan") { [window] recognizer in
            let pan = recognizer as! UIPanGestureRecognizer  // added as a pan just above
            let t = pan.translation(in: window), v = pan.velocity(in: window)
            return [("tx", t.x), ("ty", t.y), ("vx", v.x), ("vy", v.y)]
        }
        add(UIPinchGestureRecognizer(), "pinch") { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer  // added as a pinch just above
            return [("scale", pinch.scale), ("velocity", pinch.velocity)]
        }
        add(UIRotationGestureRecognizer(), "rotation") { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer  // added as a rotation just above
            return [("rotation", rotation.rotation), ("velocity", rotation.velocity)]
        }
        for (direction, name) in [(UISwipeGestureRecognizer.Direction.left, "left"), (.right, "right"), (.up, "up"), (.down, "down")] {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = direction
            add(swipe, "swipe", direction: name) { _ in [] }
        }
        add(longPress, "long-press") { _ in [] }
    }

    /// Delivers a touch frame, as the app's input path does.
    public func handle(_ frame: TouchFrame) {
        router.handle(frame)
    }

    private func add(
        _ recognizer: UIGestureRecognizer, _ kind: String, direction: String? = nil,
        values: @escaping @MainActor (UIGestureRecognizer) -> [(String, CGFloat)]
    ) {
        recognizer.delegate = simultaneity
        recognizer.cancelsTouchesInView = false
        recognizer.addTarget(self) { [window] monitor in
            { recognizer in
                let location = recognizer.location(in: window)
                var reported = values(recognizer).map { ($0.0, Double($0.1)) }
                reported.append(("x", Double(location.x)))
                reported.append(("y", Double(location.y)))
                monitor.reportHandler?(Report(kind: kind, state: recognizer.state.description, values: reported, direction: direction))
            }
        }
        window.addGestureRecognizer(recognizer)
    }

    private final class AllowEverything: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }
}
