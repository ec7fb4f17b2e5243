// Vitrine — Apache License 2.0
import Foundation
// The content moving on its own: after a lift (glide, bounce, spring back, paging) and
// for `setContentOffset(_:animated:)`. Each is a ScrollMotion, a function of time, run by
// a CADisplayLink on the runtime's frame clock: every frame sets the offset to the
// motion's value at the time that frame is shown, so frame drops change nothing but how
// many values are shown, and tests step time exactly.

extension UIScrollView {
    /// `setContentOffset(_:animated:)`.
    func moveContentOffset(to contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        stopMotion()
        let start = self.contentOffset
        guard start != contentOffset else { return }
        let duration = ScrollAxisMotion.animationDuration
        motion = ScrollMotion(kind: .animation,
                              x: ScrollAxisMotion(.timed(from: start.x, to: contentOffset.x, duration: duration)),
                              y: ScrollAxisMotion(.timed(from: start.y, to: contentOffset.y, duration: duration)))
        indicators.show()
        startFrameClock()
    }

    /// `scrollRectToVisible(_:animated:)`.
    func scrollToShow(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat, _ offset: CGFloat) -> CGFloat {
            if high - low > visibleHigh - visibleLow || low < visibleLow { return offset + (low - visibleLow) }
            if high > visibleHigh { return offset + (high - visibleHigh) }
            return offset
        }
        let range = offsetRange
        let offset = contentOffset
        let target = CGPoint(
            x: min(max(axis(rect.minX, rect.maxX, visible.minX, visible.maxX, offset.x), range.x.lowerBound), range.x.upperBound),
            y: min(max(axis(rect.minY, rect.maxY, visible.minY, visible.maxY, offset.y), range.y.lowerBound), range.y.upperBound))
        setContentOffset(target, animated: animated)
    }

    /// The finger lifted (or the drag was cancelled) with `velocity` in points per second
    /// along the offset: the delegate hears of it and may move the target, then the
    /// content moves on by itself if it has anywhere to go.
    func endDragging(velocity fingerVelocity: CGPoint) {
        let range = offsetRange
        let offset = contentOffset
        var velocity = fingerVelocity
        if !canScroll(.horizontal) || lockedAxis == .vertical || !velocity.x.isFinite { velocity.x = 0 }
        if !canScroll(.vertical) || lockedAxis == .horizontal || !velocity.y.isFinite { velocity.y = 0 }
        let rate = decelerationRate.rawValue
        let natural = CGPoint(
            x: ScrollAxisMotion.naturalTarget(offset: offset.x, velocity: velocity.x, range: range.x, rate: rate),
            y: ScrollAxisMotion.naturalTarget(offset: offset.y, velocity: velocity.y, range: range.y, rate: rate))
        var target = natural
        if isPagingEnabled {
            target = CGPoint(
                x: Self.pageTarget(offset: offset.x, start: dragStartOffset.x, velocity: velocity.x, page: bounds.width, range: range.x),
                y: Self.pageTarget(offset: offset.y, start: dragStartOffset.y, velocity: velocity.y, page: bounds.height, range: range.y))
        }
        // UIKit reports the velocity in points per millisecond.
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        if !target.x.isFinite { target.x = natural.x }
        if !target.y.isFinite { target.y = natural.y }
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>, _ target: CGFloat, _ natural: CGFloat) -> ScrollAxisMotion {
            ScrollAxisMotion.afterRelease(offset: offset, velocity: velocity, range: range, rate: rate, bounces: bounces,
                                          target: target, naturalTarget: natural, paging: isPagingEnabled)
        }
        let next = ScrollMotion(kind: .deceleration,
                                x: axis(offset.x, velocity.x, range.x, target.x, natural.x),
                                y: axis(offset.y, velocity.y, range.y, target.y, natural.y))
        let willDecelerate = !next.isFinished(at: 0) || next.finalOffset != offset
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            indicators.scheduleFade()
            startFrameClock()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        motion = next
        startFrameClock()
    }

    /// Paging: the page next to the offset in the flick's direction, or the nearest page
    /// for a slow release, at most one page from where the drag started. A flick is
    /// faster than 100 points per second (ours; UIKit does not document it).
    static func pageTarget(offset: CGFloat, start: CGFloat, velocity: CGFloat, page: CGFloat, range: ClosedRange<CGFloat>) -> CGFloat {
        guard page > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let position = offset / page
        var index: CGFloat
        if velocity > 100 {
            index = position.rounded(.up)
        } else if velocity < -100 {
            index = position.rounded(.down)
        } else {
            index = position.rounded()
        }
        let startIndex = (start / page).rounded()
        index = min(max(index, startIndex - 1), startIndex + 1)
        let lastIndex = max(0, (range.upperBound / page).rounded(.up))
        index = min(max(index, 0), lastIndex)
        return min(max(index * page, range.lowerBound), range.upperBound)
    }

    /// A finger landed on the scroll view: a glide stops under it. Returns whether one
    /// was stopped (the touch then belongs to the scroll view).
    func stopMotionUnderFinger() -> Bool {
        guard let motion, motion.kind == .deceleration else { return false }
        stopMotion()
        return true
    }

    /// A finger that lifted without dragging leaves the content where a lift would: a
    /// caught glide past an edge or between pages moves on to its rest.
    func settleAfterTouch() {
        guard !isDragging, motion == nil else { return }
        let range = offsetRange
        let offset = contentOffset
        let outside = !range.x.contains(offset.x) || !range.y.contains(offset.y)
        let offPage = isPagingEnabled
            && (Self.pageTarget(offset: offset.x, start: offset.x, velocity: 0, page: bounds.width, range: range.x) != offset.x
                || Self.pageTarget(offset: offset.y, start: offset.y, velocity: 0, page: bounds.height, range: range.y) != offset.y)
        guard outside || offPage else { return }
        dragStartOffset = offset
        lockedAxis = nil
        let target = CGPoint(
            x: isPagingEnabled ? Self.pageTarget(offset: offset.x, start: offset.x, velocity: 0, page: bounds.width, range: range.x)
                : min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: isPagingEnabled ? Self.pageTarget(offset: offset.y, start: offset.y, velocity: 0, page: bounds.height, range: range.y)
                : min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        motion = ScrollMotion(kind: .deceleration,
                              x: ScrollAxisMotion(.spring(SpringBackCurve(from: offset.x, to: target.x, velocity: 0))),
                              y: ScrollAxisMotion(.spring(SpringBackCurve(from: offset.y, to: target.y, velocity: 0))))
        indicators.show()
        startFrameClock()
    }

    /// Stops a glide or an animation where it is, without telling the delegate it ended.
    func stopMotion() {
        guard motion != nil else { return }
        motion = nil
        isDecelerating = false
    }

    /// Sets the offset (bounds origin) for a finger, a motion or `contentOffset`, on the
    /// screen's pixel grid as UIKit keeps it (3.8 becomes 4 at scale 1, 187.5 becomes
    /// 187.333… at scale 3: half a pixel rounds up); setting `bounds` keeps any value.
    /// Whole pixels keep text sharp, and let the compositor shift what it composed
    /// instead of repainting the scroll view. The delegate hears `scrollViewDidScroll`
    /// from `bounds`.
    func applyContentOffset(_ offset: CGPoint) {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let aligned = CGPoint(x: Self.pixelAligned(offset.x, scale: scale),
                              y: Self.pixelAligned(offset.y, scale: scale))
        var rect = bounds
        guard rect.origin != aligned else { return }
        rect.origin = aligned
        bounds = rect
        scrollGuidesDidChange(offset: true)
    }

    /// `value` (points) on the nearest pixel boundary at `scale`, half a pixel up.
    static func pixelAligned(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0, scale.isFinite else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    // MARK: - The frame clock

    /// Makes sure a display link calls `frameDidAdvance` every frame.
    func startFrameClock() {
        guard frameClock == nil else { return }
        // Weak: a scroll view that goes away stops its link, which would otherwise keep
        // asking for frames.
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.frameDidAdvance(link)
        }
        frameClock = link
        link.ownerLayer = layer
        link.isPaused = window == nil
        link.add(to: .main, forMode: .common)
    }

    private func stopFrameClock() {
        frameClock?.invalidate()
        frameClock = nil
    }

    /// One frame: the motion's offset at the frame's time, the indicators' fade.
    func frameDidAdvance(_ link: CADisplayLink) {
        advance(target: link.targetTimestamp, duration: link.duration)
    }

    /// The frame shown at `target`, `duration` after the one before. (Not the link's
    /// `timestamp`: after an idle spell that is the last frame shown, long ago.)
    func advance(target: Double, duration: Double) {
        if var current = motion {
            if current.startTime == nil {
                current.startTime = target - duration
                motion = current
            }
            let t = target - current.startTime!  // just set
            // A frame time before the motion began comes from another clock (the view
            // outlived its app's runtime): end the motion where it was headed rather than
            // wait for a time that may never come.
            let finished = t < 0 || current.isFinished(at: t)
            applyContentOffset(finished ? current.finalOffset : current.offset(at: t))
            if finished, motion?.startTime == current.startTime {
                motion = nil
                switch current.kind {
                case .deceleration:
                    isDecelerating = false
                    delegate?.scrollViewDidEndDecelerating(self)
                case .animation:
                    delegate?.scrollViewDidEndScrollingAnimation(self)
                }
                if motion == nil, !isDragging { indicators.scheduleFade() }
            }
        }
        let fading = indicators.advance(previous: target - duration, time: target)
        updateIndicators()
        // A drag moves the offset from touch events, not frames.
        if motion == nil, !fading { stopFrameClock() }
    }

    /// Places and colours the indicators for the current offset.
    func updateIndicators() {
        let inset = adjustedContentInset
        let content = CGRect(x: -inset.left, y: -inset.top, width: contentSize.width + inset.left + inset.right,
                             height: contentSize.height + inset.top + inset.bottom)
        let dark: Bool
        switch indicatorStyle {
        case .black: dark = true
        case .white: dark = false
        case .default: dark = traitCollection.userInterfaceStyle != .dark
        }
        let color = dark ? UIColor(white: 0, alpha: 0.35).cgColor : UIColor(white: 1, alpha: 0.5).cgColor
        // As in UIKit, `contentInset` itself does not move the indicators: their tracks
        // keep out of the safe-area part of the adjusted inset and their own insets.
        let safe = automaticallyAdjustsScrollIndicatorInsets ? inset : contentInset
        func track(_ own: UIEdgeInsets) -> UIEdgeInsets {
            UIEdgeInsets(top: safe.top - contentInset.top + own.top, left: safe.left - contentInset.left + own.left,
                         bottom: safe.bottom - contentInset.bottom + own.bottom, right: safe.right - contentInset.right + own.right)
        }
        indicators.layout(bounds: bounds, content: content, verticalInsets: track(verticalScrollIndicatorInsets),
                          horizontalInsets: track(horizontalScrollIndicatorInsets),
                          showsVertical: showsVerticalScrollIndicator, showsHorizontal: showsHorizontalScrollIndicator,
                          color: color)
    }
}
