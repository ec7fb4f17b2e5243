// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a UIView subclass that draws, handles touches and is the target
// of a gesture recognizer (`#selector(handleTap(_:))` is a method reference on Linux).
import UIKit

public final class RingView: UIView {
    public private(set) var touchCount = 0
    public private(set) var tapCount = 0
    public private(set) var drawCount = 0
    let shape = RingShape(lineWidth: 4)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        let tap = UITapGestureRecognizer(target: self, action: RingView.handleTap)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        isOpaque = false
    }

    public override func draw(_ rect: CGRect) {
        drawCount += 1
        shape.stroke(in: bounds, color: .systemRed)
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        touchCount += touches.count
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        tapCount += 1
        UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       options: [], animations: { self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) })
    }
}
