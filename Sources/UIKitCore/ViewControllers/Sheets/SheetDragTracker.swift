// Vitrine — Apache License 2.0
// Dragging a sheet. A pan on the presented view moves the sheet with the finger: at
// compact width its top edge follows (the sheet grows and shrinks between its detents);
// a centred card moves down. Past the highest detent, and below the lowest one when the
// sheet may not be dismissed (`isModalInPresentation`), the sheet resists with the
// rubber-band curve f(x) = (1 − 1 / (0.55·x / d + 1))·d, d the container's height (the
// curve UIScrollView is widely measured to follow). On release the sheet goes to the
// resting place nearest to where it would coast: its position plus the velocity times
// 0.099 s (the distance a deceleration rate of 0.99 per millisecond covers, the idea of
// projecting a gesture's end from "Designing Fluid Interfaces", WWDC 2018). The places are
// its detents (or the card's place) and, below them, the container's bottom edge, which
// dismisses. The projection time and the resistance are Vitrine's choices.

/// Moves a sheet with a drag and decides where it goes on release (see the note above).
@MainActor
final class SheetDragTracker {
    unowned let presentation: ModalPresentation
    let recognizer = UIPanGestureRecognizer()
    private var startTop: CGFloat = 0

    static let projectionTime: CGFloat = 0.099
    static let rubberBandCoefficient: CGFloat = 0.55

    init(presentation: ModalPresentation) {
        self.presentation = presentation
        recognizer.addTarget(self, action: SheetDragTracker.handlePan)
    }

    /// The resting places of the sheet's top edge in the container, lowest detent last,
    /// each with its detent (nil for a card without detents).
    private var restingTops: [(top: CGFloat, detent: UISheetPresentationController.Detent?)] {
        let height = presentation.containerView.bounds.height
        if presentation.isCompactSheet, let sheet = presentation.sheetController {
            return sheet.detentsByHeight.reversed().map { (height - $0.height(inContainerHeight: height), $0) }
        }
        return [(presentation.presentedFrame.minY, nil)]
    }

    private func rubberBand(_ distance: CGFloat) -> CGFloat {
        let d = max(1, presentation.containerView.bounds.height)
        return (1 - 1 / (Self.rubberBandCoefficient * distance / d + 1)) * d
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let view = presentation.presented.viewIfLoaded, !presentation.isAnimating else { return }
        let container = presentation.containerView
        switch recognizer.state {
        case .began:
            startTop = view.frame.minY
        case .changed:
            move(to: startTop + recognizer.translation(in: container).y)
        case .ended:
            let top = view.frame.minY
            finish(top: top, projectedTop: top + recognizer.velocity(in: container).y * Self.projectionTime)
        case .cancelled, .failed:
            presentation.layoutSheet(animated: true)
        default:
            break
        }
    }

    /// Puts the sheet's top edge at `proposedTop`, resisting past its limits.
    private func move(to proposedTop: CGFloat) {
        guard let view = presentation.presented.viewIfLoaded else { return }
        let tops = restingTops
        let highest = tops.first!.top, lowest = tops.last!.top
        var top = proposedTop
        if top < highest { top = highest - rubberBand(highest - top) }
        if top > lowest && presentation.presented.isModalInPresentation { top = lowest + rubberBand(top - lowest) }
        let bounds = presentation.containerView.bounds
        var frame = presentation.presentedFrame
        if presentation.isCompactSheet {
            // Between detents the sheet reaches the bottom edge; below the lowest it slides.
            frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - min(top, lowest))
        } else {
            frame.origin.y = top
        }
        view.frame = frame
        // The dimming fades as the sheet goes below its lowest place.
        if let dimming = presentation.dimmingView, top > lowest, bounds.height > lowest {
            dimming.alpha = max(0, 1 - (top - lowest) / (bounds.height - lowest))
        }
    }

    /// Sends the sheet to the resting place nearest `projectedTop`, or dismisses it.
    /// A sheet that may not be dismissed and was pulled below its lowest place tells the
    /// delegate of the attempt, and goes back.
    private func finish(top: CGFloat, projectedTop: CGFloat) {
        let presented = presentation.presented
        let bottom = presentation.containerView.bounds.height
        let tops = restingTops
        let nearest = tops.min { abs($0.top - projectedTop) < abs($1.top - projectedTop) }!
        let controller = presented.presentationController!
        let delegate = controller.delegate
        let settle = { [self] in
            if let detent = nearest.detent { presentation.sheetController?.userSelected(detent) }
            presentation.layoutSheet(animated: true)
        }
        if presented.isModalInPresentation {
            if top > tops.last!.top { delegate?.presentationControllerDidAttemptToDismiss(controller) }
            return settle()
        }
        guard abs(bottom - projectedTop) < abs(nearest.top - projectedTop) else { return settle() }
        if delegate?.presentationControllerShouldDismiss(controller) == false {
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            if let lowest = tops.last?.detent { presentation.sheetController?.userSelected(lowest) }
            presentation.layoutSheet(animated: true)
            return
        }
        delegate?.presentationControllerWillDismiss(controller)
        presented.dismiss(animated: true) {
            delegate?.presentationControllerDidDismiss(controller)
        }
    }
}
