// Vitrine — Apache License 2.0
import Foundation
// Zooming. The delegate's `viewForZooming(in:)` names the view; zooming sets its
// transform to a scale (its frame grows about the frame's top-left corner, its bounds stay,
// as in UIKit) and `contentSize` to the zoomed frame's size.
//
// A pinch (ScrollViewPinchGestureRecognizer) holds the point of the zoomed view that was
// under the fingers' centroid when it began under the centroid as it moves: with o the
// zoomed view's frame origin, u that point (unscaled), s the scale and c the centroid on
// screen (the scroll view's visible coordinates), the offset is o + u·s − c. The same
// formula pans with the two fingers. Past a limit, with `bouncesZoom`, the scale follows
// the fingers with resistance: iOS's rubber-band curve (RubberBand) on the logarithm of
// the scale's ratio to the limit, within ln 2, so the scale never gets twice past the
// maximum or below half the minimum (ours; UIKit does not document its zoom bounce).
// On lift the scale springs back to the limit (ZoomMotion) about the same point, and the
// offset into the content. Without `bouncesZoom` the scale stops at the limits.

extension UIScrollView {
    /// The view the delegate zooms, if any.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// The scales zooming may rest at.
    var zoomRange: ClosedRange<CGFloat> {
        let limits = zoomScaleLimits
        return limits.minimum...max(limits.minimum, limits.maximum)
    }

    /// How far past a limit a pinch can take the scale, as a logarithm: ln 2.
    static let zoomBounceRange: CGFloat = log(2)

    /// `minimumZoomScale`/`maximumZoomScale`: non-finite or non-positive values are
    /// ignored. A scale outside the new limits moves into them (ours: UIKit documents no
    /// such step, but its zoom scale never rests outside the limits).
    func setZoomLimits(minimum: CGFloat, maximum: CGFloat) {
        let old = zoomScaleLimits
        zoomScaleLimits = (minimum.isFinite && minimum > 0 ? minimum : old.minimum,
                           maximum.isFinite && maximum > 0 ? maximum : old.maximum)
        let zoomable = zoomScaleLimits.minimum < zoomScaleLimits.maximum
        if zoomable, zoomPinch == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.scrollView = self
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            addGestureRecognizer(pinch)
            zoomPinch = pinch
        }
        zoomPinch?.isEnabled = zoomable
        if zoomMotion == nil, !isZooming, !zoomRange.contains(currentZoomScale), zoomingView != nil {
            zoom(toScale: currentZoomScale, animated: false)
        }
    }

    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        let range = zoomRange
        return min(max(scale, range.lowerBound), range.upperBound)
    }

    // MARK: - Geometry

    /// Where the point `point` (unscaled) of `view` is in content coordinates at `scale`.
    private func contentLocation(of point: CGPoint, in view: UIView, scale: CGFloat) -> CGPoint {
        let origin = view.frame.origin
        return CGPoint(x: origin.x + point.x * scale, y: origin.y + point.y * scale)
    }

    /// The point (unscaled) of `view` under `visible`, a point of the scroll view's
    /// visible area, now.
    private func zoomedPoint(under visible: CGPoint, in view: UIView) -> CGPoint {
        let origin = view.frame.origin, offset = contentOffset, scale = currentZoomScale
        return CGPoint(x: (offset.x + visible.x - origin.x) / scale, y: (offset.y + visible.y - origin.y) / scale)
    }

    /// The offset that shows `point` of `view` at `visible` when zoomed to `scale`.
    private func offset(holding point: CGPoint, at visible: CGPoint, in view: UIView, scale: CGFloat) -> CGPoint {
        let location = contentLocation(of: point, in: view, scale: scale)
        return CGPoint(x: location.x - visible.x, y: location.y - visible.y)
    }

    /// `offset` moved into the offsets the content rests between once `view` is zoomed
    /// to `scale` (as `offsetRange`, for that content size).
    private func restingOffset(_ offset: CGPoint, in view: UIView, scale: CGFloat) -> CGPoint {
        let inset = adjustedContentInset
        let content = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, content.width + inset.right - bounds.width)
        let maxY = max(minY, content.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
    }

    /// Zooms `view` to `scale` and scrolls to `offset`; the delegate hears
    /// `scrollViewDidScroll` (from the offset) and `scrollViewDidZoom` (if the scale changed).
    private func show(scale: CGFloat, offset: CGPoint, in view: UIView) {
        let origin = view.frame.origin
        let changed = scale != currentZoomScale
        currentZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2)
        contentSize = view.frame.size
        applyContentOffset(offset)
        if changed { delegate?.scrollViewDidZoom(self) }
    }

    // MARK: - Zooming from code

    /// `setZoomScale(_:animated:)`: about the middle of the view, the offset kept within
    /// the content. (UIKit does not document the point it zooms about; the middle is ours.)
    func zoom(toScale scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, let view = zoomingView else { return }
        let target = clampedZoomScale(scale)
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let point = zoomedPoint(under: middle, in: view)
        let offset = restingOffset(offset(holding: point, at: middle, in: view, scale: target), in: view, scale: target)
        move(to: target, offset: offset, in: view, animated: animated)
    }

    /// `zoom(to:animated:)`: the largest scale within the limits at which `rect` fits the
    /// view, with the rect's centre in the middle of the view as far as the content allows.
    /// An empty side puts no bound on the scale.
    func zoom(toShow rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite,
              let view = zoomingView else { return }
        // A negative size counts from the other corner.
        let rect = CGRect(x: min(rect.minX, rect.maxX), y: min(rect.minY, rect.maxY), width: abs(rect.width), height: abs(rect.height))
        var scale = zoomRange.upperBound
        if rect.width > 0 { scale = min(scale, bounds.width / rect.width) }
        if rect.height > 0 { scale = min(scale, bounds.height / rect.height) }
        let target = clampedZoomScale(scale)
        let centre = CGPoint(x: rect.midX - view.bounds.minX, y: rect.midY - view.bounds.minY)
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let offset = restingOffset(offset(holding: centre, at: middle, in: view, scale: target), in: view, scale: target)
        move(to: target, offset: offset, in: view, animated: animated)
    }

    /// Zooms at once (the delegate hears `scrollViewDidZoom`), or animated between
    /// `scrollViewWillBeginZooming` and `scrollViewDidEndZooming`, as Apple documents.
    private func move(to scale: CGFloat, offset: CGPoint, in view: UIView, animated: Bool) {
        stopMotion()
        stopZoomMotion()
        guard animated else {
            show(scale: scale, offset: offset, in: view)
            return
        }
        guard scale != currentZoomScale || offset != contentOffset else { return }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        zoomMotion = ZoomMotion(kind: .animation, fromScale: currentZoomScale, toScale: scale,
                                fromOffset: contentOffset, toOffset: offset)
        startZoomClock()
    }

    // MARK: - Pinching

    /// The scale shown for a pinch that asks for `raw`: beyond a limit, rubber-banded
    /// when `bouncesZoom`, else the limit.
    func shownZoomScale(forRaw raw: CGFloat) -> CGFloat {
        let range = zoomRange
        guard raw.isFinite, raw > 0 else { return currentZoomScale }
        guard bouncesZoom else { return clampedZoomScale(raw) }
        if raw > range.upperBound {
            let excess = RubberBand.displacement(forOvershoot: log(raw / range.upperBound), dimension: Self.zoomBounceRange)
            return range.upperBound * exp(excess)
        }
        if raw < range.lowerBound {
            let excess = RubberBand.displacement(forOvershoot: log(raw / range.lowerBound), dimension: Self.zoomBounceRange)
            return range.lowerBound * exp(excess)
        }
        return raw
    }

    /// The pinch's action.
    func handlePinch() {
        guard let pinch = zoomPinch else { return }
        switch pinch.state {
        case .began:
            guard let view = zoomingView else { return }
            stopMotion()
            stopZoomMotion()
            isZooming = true
            zoomAnchor = ZoomAnchor(startScale: currentZoomScale, point: .zero, centroid: .zero, fingers: 0)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            followPinch(pinch, view)
        case .changed:
            guard isZooming, let view = zoomingView else { return }
            followPinch(pinch, view)
        case .ended, .cancelled:
            guard isZooming else { return }
            endPinch()
        default:
            break
        }
    }

    private func followPinch(_ pinch: ScrollViewPinchGestureRecognizer, _ view: UIView) {
        guard var anchor = zoomAnchor else { return }
        let fingers = pinch.fingerLocations(in: self)
        guard !fingers.isEmpty else { return }
        let offset = contentOffset
        let sum = fingers.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        let centroid = CGPoint(x: sum.x / CGFloat(fingers.count) - offset.x, y: sum.y / CGFloat(fingers.count) - offset.y)
        if fingers.count != anchor.fingers {
            // A finger came or went: hold the point under the new centroid from here on.
            anchor.point = zoomedPoint(under: centroid, in: view)
            anchor.fingers = fingers.count
        }
        anchor.centroid = centroid
        zoomAnchor = anchor
        let scale = shownZoomScale(forRaw: anchor.startScale * pinch.scale)
        show(scale: scale, offset: self.offset(holding: anchor.point, at: centroid, in: view, scale: scale), in: view)
    }

    /// The fingers lifted: the scale springs back into the limits about the last
    /// centroid, and the offset into the content; the delegate hears
    /// `scrollViewDidEndZooming` when the scale comes to rest.
    private func endPinch() {
        let anchor = zoomAnchor
        isZooming = false
        zoomAnchor = nil
        guard let view = zoomingView else { return }
        let scale = currentZoomScale
        let target = clampedZoomScale(scale)
        var offset = contentOffset
        if let anchor { offset = self.offset(holding: anchor.point, at: anchor.centroid, in: view, scale: target) }
        offset = restingOffset(offset, in: view, scale: target)
        guard target != scale || offset != contentOffset else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            return
        }
        zoomMotion = ZoomMotion(kind: .bounce, fromScale: scale, toScale: target, fromOffset: contentOffset, toOffset: offset)
        startZoomClock()
    }

    /// Whether the pan's action should leave the content to the pinch: from a pan that
    /// moves during a pinch or its bounce until its fingers lift. A drag it interrupted
    /// ends without a glide (the zoom settles the offset).
    func panIsHeldByZoom() -> Bool {
        let zoomBusy = isZooming || zoomMotion != nil
        switch pan.state {
        case .began, .changed:
            if zoomBusy { panHeldByZoom = true }
            return panHeldByZoom
        case .ended, .cancelled:
            guard panHeldByZoom else { return false }
            panHeldByZoom = false
            if isDragging {
                isDragging = false
                delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            }
            return true
        default:
            return false
        }
    }

    // MARK: - The zoom's frame clock

    private func startZoomClock() {
        guard zoomClock == nil else { return }
        // Weak, as the scrolling clock: a scroll view that goes away stops its link.
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.advanceZoom(target: link.targetTimestamp, duration: link.duration)
        }
        zoomClock = link
        link.ownerLayer = layer
        link.isPaused = window == nil
        link.add(to: .main, forMode: .common)
    }

    /// Stops a zoom motion where it is, without telling the delegate.
    func stopZoomMotion() {
        zoomMotion = nil
        zoomClock?.invalidate()
        zoomClock = nil
    }

    /// The frame shown at `target`, `duration` after the one before.
    func advanceZoom(target: Double, duration: Double) {
        guard var current = zoomMotion, let view = zoomingView else {
            stopZoomMotion()
            return
        }
        if current.startTime == nil {
            current.startTime = target - duration
            zoomMotion = current
        }
        let t = target - current.startTime!  // just set
        // A frame time before the start comes from another clock: finish (see `advance`).
        let finished = t < 0 || current.isFinished(at: t)
        show(scale: finished ? current.toScale : current.scale(at: t),
             offset: finished ? current.toOffset : current.offset(at: t), in: view)
        guard finished else { return }
        stopZoomMotion()
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: current.toScale)
    }
}
