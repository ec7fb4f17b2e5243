// Vitrine — Apache License 2.0
import Foundation
// The editor of a compact date picker on screen: a layer over the whole window that takes
// every touch (one outside the card closes the editor, and does nothing else, as a tap
// outside a popover) above a rounded card holding the editor (a calendar, or time
// wheels). The editor stays open after a choice, as on iOS, until a tap outside.
//
// Placement (ours; Apple documents none): the card sits 8 points below its anchor (the
// tapped capsule), else above it, else as low as the window allows, centred on the
// anchor and at least 8 points inside the window; 13-point corners, a hairline border,
// no dimming.

@MainActor
final class DatePickerOverlayView: UIView {
    static let anchorSpacing: CGFloat = 8
    static let windowInset: CGFloat = 8
    static let cornerRadius: CGFloat = 13

    let card = UIView()
    let editor: UIView
    /// Runs once when the editor closes.
    var onDismiss: () -> Void = {}

    /// Shows `editor` (at its own size) in `window` near `anchor` (window coordinates).
    static func present(_ editor: UIView, in window: UIWindow, anchor: CGRect) -> DatePickerOverlayView {
        let overlay = DatePickerOverlayView(editor: editor)
        overlay.frame = window.bounds
        window.addSubview(overlay)
        overlay.place(near: anchor)
        return overlay
    }

    private init(editor: UIView) {
        self.editor = editor
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = Self.cornerRadius
        card.layer.borderWidth = 0.5
        card.layer.borderColor = UIColor.separator.cgColor
        card.clipsToBounds = true
        card.addSubview(editor)
        addSubview(card)
    }

    required init?(coder: NSCoder) { nil }

    /// Puts the card below `anchor`, else above it, within the window.
    func place(near anchor: CGRect) {
        let size = editor.bounds.size
        let area = bounds.insetBy(dx: Self.windowInset, dy: Self.windowInset)
        var x = (anchor.midX - size.width / 2).rounded(.down)
        x = min(max(x, area.minX), max(area.minX, area.maxX - size.width))
        let below = anchor.maxY + Self.anchorSpacing
        let above = anchor.minY - Self.anchorSpacing - size.height
        let y: CGFloat
        if below + size.height <= area.maxY {
            y = below
        } else if above >= area.minY {
            y = above
        } else {
            y = max(area.minY, area.maxY - size.height)
        }
        card.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        editor.frame.origin = .zero
    }

    /// Closes the editor.
    func dismiss() {
        guard superview != nil else { return }
        removeFromSuperview()
        onDismiss()
    }

    /// A touch outside the card closes the editor.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !card.frame.contains(touch.location(in: self)) else { return }
        dismiss()
    }
}
