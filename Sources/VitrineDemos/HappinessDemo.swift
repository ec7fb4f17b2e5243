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
        if gesture.state == .changed {
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

/// The face as an app shows it: a vertical pan changes the happiness, a pinch the size.
public final class HappinessDemo: Demo, FaceViewDataSource {
    public static let name = "happiness"
    public static let summary = "a face drawn with CGContext; pinch scales it, a vertical pan changes its smile"
    public static let stepCount = 2

    private var happiness = 75.0 { didSet { faceView?.setNeedsDisplay() } }
    private var faceView: FaceView?

    public init() {}

    public func build(in window: UIWindow) {
        let face = FaceView(frame: window.bounds)
        face.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        face.dataSource = self
        face.addGestureRecognizer(UIPinchGestureRecognizer(target: face, action: FaceView.pinch))
        face.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: HappinessDemo.changeHappiness))
        window.addSubview(face)
        faceView = face
    }

    func changeHappiness(_ gesture: UIPanGestureRecognizer) {
        guard gesture.state == .changed || gesture.state == .ended else { return }
        // Dragging down by 4 points makes the face one point less happy.
        let translation = gesture.translation(in: faceView)
        happiness = max(0, min(100, happiness - Double(translation.y) / 4))
        gesture.setTranslation(.zero, in: faceView)
    }

    func smilinessForFaceView(_ sender: FaceView) -> Double { happiness }

    public func show(step: Int) {
        happiness = step == 0 ? 75 : 10  // step 1: a frown
    }
}
