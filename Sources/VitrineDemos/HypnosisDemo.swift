// Vitrine — Apache License 2.0
import UIKit

/// Concentric circles with a logo in the middle, drawn in `draw(_:)`: the classic first
/// custom view of a UIKit course. It redraws when its bounds change, as on rotation
/// (`contentMode = .redraw`), and a touch gives the circles the next colour.
final class HypnosisView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The circles' colours, in the order touches go through them; purple first.
    static let circleColors = [
        UIColor(red: 0.6, green: 0.4, blue: 0.85, alpha: 1), UIColor(red: 0.9, green: 0.45, blue: 0.2, alpha: 1),
        UIColor(red: 0.2, green: 0.65, blue: 0.55, alpha: 1),
    ]
    let logo = UIImage(named: "logo", in: .module, compatibleWith: nil)
    private(set) var colorIndex = 0 {
        didSet { setNeedsDisplay() }
    }
    /// Called when a touch changed the colour.
    var colorChanged: ((HypnosisView) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    func showNextColor() {
        colorIndex = (colorIndex + 1) % Self.circleColors.count
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        showNextColor()
        colorChanged?(self)
    }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = UIBezierPath()
        // From half the shorter side inwards, a circle every 20 points.
        var radius = min(bounds.width, bounds.height) / 2
        while radius > 0 {
            path.move(to: CGPoint(x: center.x + radius, y: center.y))
            path.addArc(withCenter: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
            radius -= 20
        }
        path.lineWidth = 10
        Self.circleColors[colorIndex].setStroke()
        path.stroke()
        // The logo fills the middle half of the bounds.
        logo?.draw(in: bounds.insetBy(dx: bounds.width / 4, dy: bounds.height / 4))
    }
}

/// The hypnosis view as a screen of its own, in any orientation.
final class HypnosisViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    override func loadView() {
        view = HypnosisView(frame: UIScreen.main.bounds)
    }
}

/// The hypnosis view filling the window. Step 1 is a touch (the circles take the next
/// colour); at step 2 the interface turns a quarter at run time and the view, resized by
/// its controller, draws itself again for its new bounds. With `waitsForTouches` (the
/// end-to-end test on the virtual board) step 1 waits for a real touch.
public final class HypnosisDemo: TouchDrivenDemo {
    public static let name = "hypnosis"
    public static let summary = "concentric circles and a PNG logo drawn in draw(_:); a touch changes their colour, step 2 turns the interface"
    public static let stepCount = 3

    public var waitsForTouches = false
    public var isAwaitingTouches: Bool { awaited.isPending }

    private let controller = HypnosisViewController()
    private weak var window: UIWindow?
    private var shownStep = 0
    private let awaited = AwaitedTouchStep()

    public init() {}

    var hypnosisView: HypnosisView? { controller.view as? HypnosisView }

    public func build(in window: UIWindow) {
        self.window = window
        window.rootViewController = controller
        hypnosisView?.colorChanged = { [unowned self] view in
            report("circles in colour \(view.colorIndex)")
            awaited.finish()
        }
    }

    public func show(step: Int) {
        while shownStep < step {
            shownStep += 1
            switch shownStep {
            case 1 where waitsForTouches:
                awaited.begin(1)
                report("waiting for a touch (step 1)")
            case 1:
                hypnosisView?.showNextColor()
            case 2:
                turn()
            default:
                break
            }
        }
    }

    /// A quarter turn from the natural orientation: portrait and landscape swap.
    private func turn() {
        requestQuarterTurn(of: window) { [weak self] line in self?.report(line) }
    }

    private func report(_ line: String) {
        FileHandle.standardError.write(Data("hypnosis demo: \(line)\n".utf8))
    }
}
