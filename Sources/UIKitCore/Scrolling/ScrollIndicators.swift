// Vitrine — Apache License 2.0

/// A scroll view's two indicators: plain layers (a rounded fill, nothing drawn) over the
/// content, in the scroll view's bounds coordinates, moved on every scroll.
///
/// Sizes are ours (UIKit documents none): 3 points thick, 3 points from the view's edge,
/// at least 36 points long; past an edge an indicator shortens by the overscroll, down to
/// its thickness. They show while the content moves, then stay 0.5 s and fade in 0.3 s.
@MainActor
final class ScrollIndicators {
    let vertical = CALayer.controlPart()
    let horizontal = CALayer.controlPart()

    static let thickness: CGFloat = 3
    static let edgeInset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let holdDuration = 0.5
    static let fadeDuration = 0.3

    /// Whether the indicators are meant to be on screen (moving, or fading).
    private(set) var isShown = false
    /// Fading was asked for; the time it starts is taken at the next frame.
    private(set) var isFadePending = false
    private var fadeStart: Double?

    init() {
        for layer in [vertical, horizontal] {
            layer.cornerRadius = Self.thickness / 2
            layer.opacity = 0
            layer.isOpaque = false
        }
    }

    /// Puts the indicator layers in front of the scroll view's other sublayers.
    func install(in layer: CALayer) {
        let sublayers = layer.sublayers ?? []
        guard sublayers.count < 2 || sublayers[sublayers.count - 2] !== vertical || sublayers[sublayers.count - 1] !== horizontal
        else { return }
        layer.addSublayer(vertical)
        layer.addSublayer(horizontal)
    }

    /// Shows the indicators at full opacity until `scheduleFade()`.
    func show() {
        isShown = true
        isFadePending = false
        fadeStart = nil
    }

    /// Starts the hold-then-fade from the next frame.
    func scheduleFade() {
        guard isShown else { return }
        isFadePending = true
        fadeStart = nil
    }

    /// The opacity for the frame shown at `time` (after one at `previous`); returns
    /// whether the fade is still running.
    func advance(previous: Double, time: Double) -> Bool {
        guard isShown else { return false }
        guard isFadePending else { return false }
        // A time before the fade was scheduled comes from another clock: schedule it anew.
        if fadeStart == nil || time < fadeStart! - Self.holdDuration { fadeStart = previous + Self.holdDuration }
        let elapsed = time - fadeStart!  // just set
        let alpha = elapsed <= 0 ? 1 : max(0, 1 - elapsed / Self.fadeDuration)
        opacity = Float(alpha)
        if alpha == 0 {
            isShown = false
            isFadePending = false
            fadeStart = nil
            return false
        }
        return true
    }

    /// The opacity both indicators show (those not hidden by their visibility).
    var opacity: Float = 0

    /// Places the indicators for a view of `bounds` showing `content` (the scrollable
    /// area: the content with its insets, in the view's coordinates) and sets their colour
    /// and visibility.
    func layout(bounds: CGRect, content: CGRect, verticalInsets: UIEdgeInsets, horizontalInsets: UIEdgeInsets,
                showsVertical: Bool, showsHorizontal: Bool, color: CGColor) {
        let onScreen = isShown ? (isFadePending ? opacity : 1) : 0
        let verticalRect = Self.rect(along: .vertical, bounds: bounds, content: content, insets: verticalInsets)
        let horizontalRect = Self.rect(along: .horizontal, bounds: bounds, content: content, insets: horizontalInsets)
        place(vertical, verticalRect, visible: showsVertical, opacity: onScreen, color: color)
        place(horizontal, horizontalRect, visible: showsHorizontal, opacity: onScreen, color: color)
    }

    private func place(_ layer: CALayer, _ rect: CGRect?, visible: Bool, opacity: Float, color: CGColor) {
        guard let rect, visible else {
            if layer.opacity != 0 { layer.opacity = 0 }
            return
        }
        if layer.frame != rect { layer.frame = rect }
        if layer.backgroundColor != color { layer.backgroundColor = color }
        if layer.opacity != opacity { layer.opacity = opacity }
    }

    /// The indicator's rectangle along `axis`, or nil when the content fits on that axis.
    static func rect(along axis: ScrollAxis, bounds: CGRect, content: CGRect, insets: UIEdgeInsets) -> CGRect? {
        let vertical = axis == .vertical
        let viewLength = vertical ? bounds.height : bounds.width
        let contentLength = vertical ? content.height : content.width
        guard contentLength > viewLength, viewLength > 0 else { return nil }
        let trackStart = (vertical ? bounds.minY + insets.top : bounds.minX + insets.left) + edgeInset
        let trackLength = viewLength - (vertical ? insets.top + insets.bottom : insets.left + insets.right) - 2 * edgeInset
        guard trackLength > thickness else { return nil }
        let offset = vertical ? bounds.minY - content.minY : bounds.minX - content.minX
        let maxOffset = contentLength - viewLength
        let overscroll = offset < 0 ? -offset : max(0, offset - maxOffset)
        var length = max(min(minimumLength, trackLength), trackLength * viewLength / contentLength)
        length = max(thickness, length - overscroll)
        let progress = min(max(offset / maxOffset, 0), 1)
        let position = trackStart + progress * (trackLength - length)
        if vertical {
            return CGRect(x: bounds.maxX - insets.right - edgeInset - thickness, y: position, width: thickness, height: length)
        }
        return CGRect(x: position, y: bounds.maxY - insets.bottom - edgeInset - thickness, width: length, height: thickness)
    }
}
