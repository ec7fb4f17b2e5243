// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a custom control as iOS code writes one: tracking overrides,
// state, target-action with method references in each form, and UIAction.
import UIKit

public final class Knob: UIControl {
    public private(set) var value: CGFloat = 0
    public private(set) var taps = 0
    private var startX: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: Knob.tapped, for: .touchUpInside)
        addTarget(self, action: Knob.touchedDown, for: [.touchDown, .touchDownRepeat])
        addTarget(self, action: Knob.dragged, for: .touchDragInside)
        addAction(UIAction(title: "Reset", identifier: UIAction.Identifier("reset")) { action in
            (action.sender as? Knob)?.value = 0
        }, for: .touchCancel)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }

    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        startX = touch.location(in: self).x
        return super.beginTracking(touch, with: event)
    }

    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        value = touch.location(in: self).x - startX
        sendActions(for: .valueChanged)
        return true
    }

    public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isTouchInside { value = 0 }
    }

    private func tapped() { taps += 1 }

    private func touchedDown(_ sender: UIControl) {}

    private func dragged(_ sender: Knob, _ event: UIEvent) {
        if state.contains(.highlighted), event.allTouches?.isEmpty == false { setNeedsDisplay() }
    }

    public func stopListening() {
        removeTarget(self, action: Knob.tapped, for: .touchUpInside)
        removeAction(identifiedBy: UIAction.Identifier("reset"), for: .touchCancel)
        removeTarget(nil, action: nil, for: .allEvents)
    }
}
