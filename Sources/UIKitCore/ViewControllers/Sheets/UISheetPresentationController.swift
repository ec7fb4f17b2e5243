// Vitrine — Apache License 2.0
// Sheets with detents. As on iOS, detents shape a sheet at compact width (a phone-sized
// screen): the sheet is attached to the bottom edge and as high as its selected detent.
// On a regular-width screen a page or form sheet is a centred card and detents are not
// used (iPad behaves so too); both are pulled down to dismiss (SheetDragTracker.swift).
//
// The grabber is a 36 × 5 capsule 5 points below the sheet's top edge in tertiaryLabel
// (Vitrine's choice of colour and offset), added on top of the presented view. The
// dimming view is hidden and lets touches through while the selected detent is at most
// `largestUndimmedDetentIdentifier`.

/// The presentation controller of a page or form sheet: its detents, grabber, dimming and
/// corner radius.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at; `[.large()]` by default. An empty list is taken as
    /// `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                viewControllerLogger.error("UISheetPresentationController.detents must not be empty; [.large()] is used")
                detents = [.large()]
            }
            sheetDidChange()
        }
    }

    /// The detent the sheet rests at; nil (the default) means the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if selectedDetentIdentifier != oldValue { sheetDidChange() } }
    }

    /// The largest detent at which the content behind is neither dimmed nor blocked; nil
    /// (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { sheetDidChange() }
    }

    /// Whether the sheet shows a grabber at its top; default false.
    open var prefersGrabberVisible = false {
        didSet { presentation?.updateGrabber() }
    }

    /// Whether scrolling up in a scroll view at its top expands the sheet to the next
    /// detent; default true. Kept: Vitrine's sheets are dragged by their own gesture, which
    /// does not look at scroll views yet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// The corner radius of the sheet; nil (the default) is the system's, 10 points.
    open var preferredCornerRadius: CGFloat? {
        didSet { presentation?.updateCornerRadius() }
    }

    /// Runs `changes` (to the detents or the selected detent) and animates the sheet to
    /// its new height.
    open func animateChanges(_ changes: () -> Void) {
        isAnimatingChanges = true
        changes()
        isAnimatingChanges = false
        presentation?.layoutSheet(animated: true)
    }

    // MARK: - Internal

    /// The presentation showing the sheet, while it is shown.
    weak var presentation: ModalPresentation?
    private var isAnimatingChanges = false

    private func sheetDidChange() {
        guard !isAnimatingChanges else { return }
        presentation?.layoutSheet(animated: false)
    }

    /// The detents, lowest first.
    var detentsByHeight: [Detent] {
        detents.sorted { $0.height(inContainerHeight: 1000) < $1.height(inContainerHeight: 1000) }
    }

    /// The detent the sheet rests at: the selected one, else the lowest.
    var currentDetent: Detent {
        let sorted = detentsByHeight
        return sorted.first { $0.identifier == selectedDetentIdentifier } ?? sorted[0]
    }

    /// Whether the content behind is dimmed at `detent`.
    func dims(at detent: Detent, containerHeight: CGFloat) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
              let limit = detents.first(where: { $0.identifier == undimmed }) else { return true }
        return detent.height(inContainerHeight: containerHeight) > limit.height(inContainerHeight: containerHeight)
    }

    /// Selects `detent` because the user dragged the sheet there, telling the delegate.
    func userSelected(_ detent: Detent) {
        let changed = detent.identifier != currentDetent.identifier
        isAnimatingChanges = true
        selectedDetentIdentifier = detent.identifier
        isAnimatingChanges = false
        if changed { (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }
}
