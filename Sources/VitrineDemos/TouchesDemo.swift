// Vitrine — Apache License 2.0
import UIKit

/// A circle under every finger and, at the top, the gestures recognized last.
final class TouchesView: UIView, UIGestureRecognizerDelegate {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var fingers: [ObjectIdentifier: CGPoint] = [:]
    private var recognized: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.1, alpha: 1)
        contentMode = .redraw
        isMultipleTouchEnabled = true
        let doubleTap = UITapGestureRecognizer(target: self, action: TouchesView.tapped)
        doubleTap.numberOfTapsRequired = 2
        let recognizers: [UIGestureRecognizer] = [
            UITapGestureRecognizer(target: self, action: TouchesView.tapped), doubleTap,
            UIPanGestureRecognizer(target: self, action: TouchesView.panned),
            UIPinchGestureRecognizer(target: self, action: TouchesView.pinched),
            UIRotationGestureRecognizer(target: self, action: TouchesView.rotated),
            UILongPressGestureRecognizer(target: self, action: TouchesView.pressed),
        ]
        for recognizer in recognizers {
            recognizer.cancelsTouchesInView = false  // the circles keep following the fingers
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    func tapped(_ tap: UITapGestureRecognizer) { note(tap.numberOfTapsRequired == 2 ? "double tap" : "tap") }
    func panned(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: self)
        if pan.state == .ended { note(String(format: "pan %.0f, %.0f", t.x, t.y)) }
    }
    func pinched(_ pinch: UIPinchGestureRecognizer) {
        if pinch.state == .ended { note(String(format: "pinch ×%.2f", pinch.scale)) }
    }
    func rotated(_ rotation: UIRotationGestureRecognizer) {
        if rotation.state == .ended { note(String(format: "rotation %.0f°", rotation.rotation * 180 / .pi)) }
    }
    func pressed(_ press: UILongPressGestureRecognizer) {
        if press.state == .began { note("long press") }
    }

    private func note(_ gesture: String) {
        recognized = Array((recognized + [gesture]).suffix(4))
        setNeedsDisplay()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { forget(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { forget(touches) }

    private func track(_ touches: Set<UITouch>) {
        for touch in touches { fingers[ObjectIdentifier(touch)] = touch.location(in: self) }
        setNeedsDisplay()
    }

    private func forget(_ touches: Set<UITouch>) {
        for touch in touches { fingers[ObjectIdentifier(touch)] = nil }
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        UIColor(red: 0.3, green: 0.7, blue: 1, alpha: 0.8).setFill()
        for point in fingers.values {
            UIBezierPath(ovalIn: CGRect(x: point.x - 30, y: point.y - 30, width: 60, height: 60)).fill()
        }
        let text = recognized.isEmpty ? "Touch the screen" : recognized.joined(separator: "  ·  ")
        text.draw(at: CGPoint(x: 20, y: 20), withAttributes: [
            .font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.white,
        ])
    }
}

public final class TouchesDemo: Demo {
    public static let name = "touches"
    public static let summary = "a circle under every finger and the names of the gestures recognized"
    public static let stepCount = 1

    public init() {}

    public func build(in window: UIWindow) {
        let view = TouchesView(frame: window.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
    }

    public func show(step: Int) {}
}
