// Vitrine — Apache License 2.0
// Where a popover goes. Vitrine draws a popover as a plain card beside its source,
// without the arrow: below the source when it fits, else above, else to its right, else
// to its left (only the sides `permittedArrowDirections` allows), centred on the source
// along that side and kept `margin` points inside the container; centred in the
// container when no side fits or no source is set. The order of the sides and the
// 8-point gap and margin are Vitrine's choices; UIKit documents neither.

/// The presentation controller of a popover: what the popover points at. An action sheet on
/// a regular-width screen is shown as a popover beside `sourceView`'s `sourceRect`; other
/// `.popover` controllers are shown as form sheets for now, their settings kept.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at; nil centres the popover.
    open var sourceView: UIView?
    /// The rectangle in `sourceView`'s coordinates the popover points at; `.zero` (the
    /// default) stands for the view's bounds.
    open var sourceRect: CGRect = .zero
    /// The sides the popover may be on, named by where its arrow would point; `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the popover was put on; `.unknown` before it is shown or when centred.
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    // TODO(#28): barButtonItem: UIBarButtonItem exists now; anchoring to a bar item's view is not wired yet.

    /// The gap between the source and the popover, and the popover and the container's edges.
    static let margin: CGFloat = 8

    /// The popover's frame for content of `size` in a container of `bounds`, whose view is
    /// `container`; sets `arrowDirection`.
    func frame(for size: CGSize, in bounds: CGRect, of container: UIView) -> CGRect {
        let centred = CGRect(x: (bounds.midX - size.width / 2).rounded(.down), y: (bounds.midY - size.height / 2).rounded(.down),
                             width: size.width, height: size.height)
        guard let sourceView, sourceView.window != nil, sourceView.window === container.window else {
            arrowDirection = .unknown
            return centred
        }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        let source = sourceView.convert(rect, to: container)
        let m = Self.margin
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, bounds.minX + m), bounds.maxX - m - size.width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, bounds.minY + m), bounds.maxY - m - size.height) }
        let candidates: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: clampX(source.midX - size.width / 2), y: source.maxY + m, width: size.width, height: size.height)),
            (.down, CGRect(x: clampX(source.midX - size.width / 2), y: source.minY - m - size.height, width: size.width, height: size.height)),
            (.left, CGRect(x: source.maxX + m, y: clampY(source.midY - size.height / 2), width: size.width, height: size.height)),
            (.right, CGRect(x: source.minX - m - size.width, y: clampY(source.midY - size.height / 2), width: size.width, height: size.height)),
        ]
        let inside = bounds.insetBy(dx: m, dy: m)
        for (direction, frame) in candidates where permittedArrowDirections.contains(direction) {
            let placed = CGRect(x: frame.minX.rounded(.down), y: frame.minY.rounded(.down), width: size.width, height: size.height)
            if inside.contains(placed) {
                arrowDirection = direction
                return placed
            }
        }
        arrowDirection = .unknown
        return centred
    }
}
