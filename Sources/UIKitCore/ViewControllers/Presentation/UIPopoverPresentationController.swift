// Vitrine — Apache License 2.0
// The settings of a popover and where it goes. A `.popover` controller on a regular-width
// screen, and an action sheet there, is a card with an arrow whose tip touches its source
// (`barButtonItem`'s view, or `sourceView`'s `sourceRect`); PopoverPlacement.swift has the
// arithmetic, ModalPresentation+Popover.swift the views and the tap outside. At compact
// width a `.popover` controller adapts to a sheet unless the delegate's
// `adaptivePresentationStyle(for:traitCollection:)` returns `.none`.

/// The presentation controller of a popover: what it points at, the sides its arrow may
/// be on, its colour, and the views that still take touches while it is shown.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at; with no source and no bar button item the popover
    /// is centred without an arrow (UIKit raises an exception; Vitrine logs an error).
    open var sourceView: UIView?
    /// The rectangle in `sourceView`'s coordinates the popover points at; `.zero` (the
    /// default) stands for the view's bounds.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at, in a navigation bar or toolbar; it takes
    /// precedence over `sourceView`.
    open var barButtonItem: UIBarButtonItem?
    /// The sides the arrow may be on, named by where it points; `.any` by default. An empty
    /// set or `.unknown` is taken as `.any` (UIKit forbids them).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points, set when the popover is placed; `.unknown` before it
    /// is shown or when it has no arrow (no source, or no room beside it).
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The colour of the popover's card and arrow; nil for the system's (the controller's
    /// view is drawn over the card, so a view with its own background colour shows that).
    open var backgroundColor: UIColor? {
        didSet { presentation?.popoverAppearanceDidChange() }
    }
    /// Views that take touches while the popover is shown; a tap anywhere else outside the
    /// popover dismisses it.
    open var passthroughViews: [UIView]?
    /// Whether the popover may cover its source when there is no room beside it; kept.
    /// Vitrine then shrinks the popover on the side with the most room.
    open var canOverlapSourceViewRect = false

    /// Where the popover was put the last time it was placed.
    private(set) var placement: PopoverPlacement?
    /// The presentation showing the popover, while shown.
    weak var presentation: ModalPresentation?

    /// The popover delegate, if the delegate is one.
    var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }

    /// The source rectangle in `container`'s coordinates: the bar button item's view, else
    /// `sourceRect` in `sourceView`; nil when neither is in `container`'s window.
    func sourceFrame(in container: UIView) -> CGRect? {
        if let item = barButtonItem {
            if let view = item.shownView, view.window != nil, view.window === container.window {
                return view.convert(view.bounds, to: container)
            }
            return nil
        }
        guard let sourceView, sourceView.window != nil, sourceView.window === container.window else { return nil }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect.standardized, to: container)
    }

    /// Places a popover whose content wants `size` in `container` (whose `bounds` are
    /// given): inside the container's safe area less the margin, beside the source. Sets
    /// `arrowDirection`; returns where the card and the arrow go.
    func place(contentSize size: CGSize, in bounds: CGRect, of container: UIView) -> PopoverPlacement {
        let area = bounds.inset(by: container.safeAreaInsets)
        let permitted = permittedArrowDirections.isEmpty || permittedArrowDirections == .unknown ? .any : permittedArrowDirections
        let placed = PopoverPlacement(contentSize: size, source: sourceFrame(in: container), area: area, permitted: permitted)
        placement = placed
        arrowDirection = placed.arrowDirection
        return placed
    }

    /// The popover's card frame for content of `size` in a container of `bounds`, whose
    /// view is `container`; sets `arrowDirection` (the action sheet's placement).
    func frame(for size: CGSize, in bounds: CGRect, of container: UIView) -> CGRect {
        place(contentSize: size, in: bounds, of: container).frame
    }
}
