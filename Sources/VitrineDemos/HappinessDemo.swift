// Vitrine — Apache License 2.0
import UIKit

/// Where a face gets its smile: happiness 0 (frown) … 100 (smile).
@MainActor
protocol FaceViewDataSource: AnyObject {
    func smilinessForFaceView(_ sender: FaceView) -> Double
}

/// A face drawn with Core Graphics in `draw(_:)`: head, two eyes at ±0.35 of the size from
/// the centre, and a cubic Bézier smile whose curve comes from the data source. Pinching
/// scales it.
final class FaceView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    weak var dataSource: FaceViewDataSource?
    var scale: CGFloat = 0.9 { didSet { setNeedsDisplay() } }
    var lineWidth: CGFloat = 3 { didSet { setNeedsDisplay() } }
    var color = UIColor.blue { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    func pinch(_ gesture: UIPinchGestureRecognizer) {
        if gesture.state == .began || gesture.state == .changed {
            scale *= gesture.scale
            gesture.scale = 1
        }
    }

    private var faceRadius: CGFloat { min(bounds.width, bounds.height) / 2 * scale }
    private var faceCenter: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(lineWidth)

        // Head.
        context.addArc(center: faceCenter, radius: faceRadius, startAngle: 0, endAngle: .pi * 2, clockwise: false)
        context.strokePath()

        // Eyes, at ±0.35 of the radius beside and above the centre.
        let eyeRadius = faceRadius / 10
        for side: CGFloat in [-1, 1] {
            let eye = CGPoint(x: faceCenter.x + side * faceRadius * 0.35, y: faceCenter.y - faceRadius * 0.35)
            context.addArc(center: eye, radius: eyeRadius, startAngle: 0, endAngle: .pi * 2, clockwise: false)
            context.strokePath()
        }

        // Mouth: a cubic Bézier whose control points move up (frown) or down (smile).
        let smiliness = CGFloat(((dataSource?.smilinessForFaceView(self) ?? 50) - 50) / 50)
        let mouthWidth = faceRadius / 1, mouthHeight = faceRadius / 3
        let mouthY = faceCenter.y + faceRadius / 3
        let start = CGPoint(x: faceCenter.x - mouthWidth / 2, y: mouthY)
        let end = CGPoint(x: faceCenter.x + mouthWidth / 2, y: mouthY)
        let offset = max(-1, min(smiliness, 1)) * mouthHeight
        context.move(to: start)
        context.addCurve(to: end, control1: CGPoint(x: start.x + mouthWidth / 3, y: mouthY + offset),
                         control2: CGPoint(x: end.x - mouthWidth / 3, y: mouthY + offset))
        context.strokePath()
    }
}

/// The face as an app shows it: a vertical pan changes the happiness (0…100), which the
/// face reads through its data source; a pinch changes its size.
///
/// Steps 1 and 2 are touches: a one-finger drag 200 points down (happiness 75 → 28) and a
/// pinch to half the fingers' distance (the face half its size). Rendered headless they
/// show those results at once; with `waitsForTouches` (the end-to-end test on the
/// virtual board) they wait for real touches (HappinessVMTests has them and the arithmetic).
public final class HappinessDemo: TouchDrivenDemo, FaceViewDataSource {
    public static let name = "happiness"
    public static let summary = "a face drawn with CGContext; pinch scales it, a vertical pan changes its smile"
    public static let stepCount = 3
    /// The happiness the scripted drag of step 1 leaves.
    public static let scriptedHappiness = 28
    /// The factor the scripted pinch of step 2 scales the face by.
    public static let scriptedPinchScale: CGFloat = 0.5
    /// Dragging down this many points makes the face one unit less happy.
    static let pointsPerUnit: CGFloat = 4

    public var waitsForTouches = false
    public var isAwaitingTouches: Bool { awaited.isPending }

    private(set) var happiness = 75 {
        didSet {
            happiness = min(max(happiness, 0), 100)
            faceView?.setNeedsDisplay()
        }
    }
    private(set) var faceView: FaceView?
    private var shownStep = 0
    private let awaited = AwaitedTouchStep()

    public init() {}

    public func build(in window: UIWindow) {
        let face = FaceView(frame: window.bounds)
        face.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        face.dataSource = self
        let pinch = UIPinchGestureRecognizer(target: face, action: FaceView.pinch)
        pinch.addTarget(self, action: HappinessDemo.gestureMayHaveEnded)
        face.addGestureRecognizer(pinch)
        let pan = UIPanGestureRecognizer(target: self, action: HappinessDemo.changeHappiness)
        pan.addTarget(self, action: HappinessDemo.gestureMayHaveEnded)
        face.addGestureRecognizer(pan)
        window.addSubview(face)
        faceView = face
    }

    func changeHappiness(_ gesture: UIPanGestureRecognizer) {
        guard [.began, .changed, .ended].contains(gesture.state) else { return }
        // Whole units only; what is left of the translation counts toward the next one.
        let translation = gesture.translation(in: faceView)
        let units = Int(translation.y / Self.pointsPerUnit)
        if units != 0 {
            happiness -= units
            gesture.setTranslation(CGPoint(x: translation.x, y: translation.y - CGFloat(units) * Self.pointsPerUnit), in: faceView)
        }
    }

    /// A pinch or a pan ended: while a touch step waits, that is its end.
    func gestureMayHaveEnded(_ gesture: UIGestureRecognizer) {
        guard gesture.state == .ended || gesture.state == .cancelled else { return }
        report(String(format: "happiness %d, scale %.3f", happiness, Double(faceView?.scale ?? 0)))
        awaited.finish()
    }

    func smilinessForFaceView(_ sender: FaceView) -> Double { Double(happiness) }

    public func show(step: Int) {
        if waitsForTouches {
            if (1...2).contains(step) {
                awaited.begin(step)
                report("waiting for a touch (step \(step))")
            }
            return
        }
        while shownStep < step {
            shownStep += 1
            switch shownStep {
            case 1: happiness = Self.scriptedHappiness
            case 2: faceView?.scale *= Self.scriptedPinchScale
            default: break
            }
        }
    }

    private func report(_ line: String) {
        FileHandle.standardError.write(Data("happiness demo: \(line)\n".utf8))
    }
}
