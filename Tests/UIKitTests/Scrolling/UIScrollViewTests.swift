// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// UIScrollView through the real touch path and frame clock (ScrollHarness): offsets
/// follow the finger, glides, bounces and springs follow their formulas at every frame,
/// and the content is never redrawn. Fingers are at x = 500, inside the 500-point view.
@MainActor @Suite struct UIScrollViewTests {
    /// `value` on the pixel grid of `scale` as UIKit rounds a content offset: to the
    /// nearest pixel, half a pixel up.
    static func onGrid(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        (value * scale + 0.5).rounded(.down) / scale
    }

    static func onGrid(_ point: CGPoint, scale: CGFloat) -> CGPoint {
        CGPoint(x: onGrid(point.x, scale: scale), y: onGrid(point.y, scale: scale))
    }

    /// Every offset shown while the content moved by itself matches `motion` at the
    /// frame's time, on the screen's pixel grid (the last one, the rest offset, within the
    /// curves' 0.1-point rest distance and a pixel).
    static func expectFollows(_ log: ScrollDelegateLog, _ motion: ScrollMotion, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!log.motionSamples.isEmpty, sourceLocation: sourceLocation)
        let scale = log.scrollView?.window?.screen.scale ?? 1
        for (index, sample) in log.motionSamples.enumerated() {
            let expected = onGrid(motion.offset(at: sample.t), scale: scale)
            let tolerance: CGFloat = index == log.motionSamples.count - 1 ? 0.1 + 1 / scale : 1e-6
            #expect(abs(sample.offset.x - expected.x) <= tolerance && abs(sample.offset.y - expected.y) <= tolerance,
                    "t = \(sample.t): \(sample.offset), formula \(expected)", sourceLocation: sourceLocation)
        }
        // Frames come every 1/60 s from the first, which shows one period of the motion.
        if let first = log.motionSamples.first { #expect(abs(first.t - 1.0 / 60) < 1e-9, sourceLocation: sourceLocation) }
    }

    /// The motion a release at the logged offset and velocity makes, from the formulas.
    static func releaseMotion(_ log: ScrollDelegateLog, _ scrollView: UIScrollView, target: CGPoint? = nil) -> ScrollMotion {
        let offset = log.releaseOffset!, velocity = log.releaseVelocity!
        let range = scrollView.offsetRange
        let rate = scrollView.decelerationRate.rawValue
        let natural = CGPoint(
            x: ScrollAxisMotion.naturalTarget(offset: offset.x, velocity: velocity.x * 1000, range: range.x, rate: rate),
            y: ScrollAxisMotion.naturalTarget(offset: offset.y, velocity: velocity.y * 1000, range: range.y, rate: rate))
        let target = target ?? log.offeredTarget!
        return ScrollMotion(
            kind: .deceleration,
            x: .afterRelease(offset: offset.x, velocity: velocity.x * 1000, range: range.x, rate: rate, bounces: scrollView.bounces,
                             target: target.x, naturalTarget: natural.x, paging: scrollView.isPagingEnabled),
            y: .afterRelease(offset: offset.y, velocity: velocity.y * 1000, range: range.y, rate: rate, bounces: scrollView.bounces,
                             target: target.y, naturalTarget: natural.y, paging: scrollView.isPagingEnabled))
    }

    @Test func contentOffsetIsTheBoundsOriginAndMovesTheContentWithoutRedrawing() {
        let h = ScrollHarness()
        let draws = h.content.draws
        #expect(draws == 1)
        h.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(h.scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(h.log.events == ["scroll"])
        // The content's top-left is now 120 points above the view's.
        #expect(h.content.convert(CGPoint.zero, to: nil) == CGPoint(x: 250, y: 130))
        h.scrollView.bounds.origin = CGPoint(x: 0, y: 200)
        #expect(h.scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(h.log.events == ["scroll", "scroll"])
        h.wait(0.1)
        #expect(h.content.draws == draws, "scrolling reuses the content's backing store")
        // Content y 0..<40 is filled blue: at offset −10 it shows at window y 260..<300.
        h.scrollView.contentOffset = CGPoint(x: 0, y: -10)
        #expect(h.composedPixel(300, 255) == 0xFFFF_FFFF)
        #expect(h.composedPixel(300, 265) == 0xFF00_00FF)
        #expect(h.composedPixel(300, 305) == 0xFFFF_FFFF)
        h.scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(h.composedPixel(300, 255) == 0xFF00_00FF)
        #expect(h.composedPixel(300, 265) == 0xFFFF_FFFF)
        #expect(h.content.draws == draws)
        // Non-finite offsets are ignored; bad sizes read as zero.
        h.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 5)
        #expect(h.scrollView.contentOffset == CGPoint(x: 0, y: 30))
        let plain = UIScrollView(frame: .zero)
        plain.contentSize = CGSize(width: -5, height: CGFloat.infinity)
        #expect(plain.contentSize == .zero)
        #expect(plain.clipsToBounds)
    }

    @Test func aDragMovesTheContentWithTheFingerAfterTheTenPointHysteresis() {
        let h = ScrollHarness()
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 500), rest: 0.2, lift: false)
        #expect(h.scrollView.isTracking && h.scrollView.isDragging)
        // 200 points up, less the 10-point hysteresis.
        #expect(h.scrollView.contentOffset == CGPoint(x: 0, y: 190))
        h.touches.send(.ended, CGPoint(x: 500, y: 500), at: h.now + 0.01)
        #expect(!h.scrollView.isTracking && !h.scrollView.isDragging && !h.scrollView.isDecelerating)
        #expect(h.log.milestones == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(h.log.releaseVelocity == .zero)
        #expect(h.log.offeredTarget == CGPoint(x: 0, y: 190))
        // The offset followed every step: 20 points per move, the first one 10 (hysteresis).
        #expect(h.log.dragOffsets.map(\.y) == [10, 30, 50, 70, 90, 110, 130, 150, 170, 190])
    }

    @Test func aFlickGlidesByTheDecelerationRatePerMillisecond() {
        let h = ScrollHarness()
        let draws = h.content.draws
        // 30 points every 10 ms: 3000 points per second, upward, so the offset grows.
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 400))
        #expect(h.scrollView.isDecelerating)
        #expect(abs(h.log.releaseVelocity!.y - 3) < 1e-9, "points per millisecond")
        #expect(h.log.releaseOffset == CGPoint(x: 0, y: 290))
        // Rest: 290 + 3·0.998/0.002 = 290 + 1497 = 1787.
        #expect(abs(h.log.offeredTarget!.y - 1787) < 1e-9)
        h.settle()
        Self.expectFollows(h.log, Self.releaseMotion(h.log, h.scrollView))
        #expect(abs(h.scrollView.contentOffset.y - 1787) < 1e-9)
        #expect(h.log.milestones == ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                     "willBeginDecelerating", "didEndDecelerating"])
        #expect(!h.scrollView.isDecelerating)
        #expect(h.content.draws == draws, "the glide redrew nothing")
        // On a 1× screen the shown offset last changes when less than half a pixel
        // remains: ln(0.5/1497)/ln(0.998) = 3998 ms (the glide itself runs on until 0.1
        // point remains, at 4802 ms, without moving the content again).
        #expect(h.scrollView.window?.screen.scale == 1)
        let last = h.log.motionSamples.last!.t
        #expect(abs(last - 3.998) < 1.0 / 60 + 0.001)
    }

    @Test func theFastRateStopsSooner() {
        let h = ScrollHarness()
        h.scrollView.decelerationRate = .fast
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 400))
        // 290 + 3·0.99/0.01 = 290 + 297 = 587.
        #expect(abs(h.log.offeredTarget!.y - 587) < 1e-9)
        h.settle()
        Self.expectFollows(h.log, Self.releaseMotion(h.log, h.scrollView))
        #expect(abs(h.scrollView.contentOffset.y - 587) < 1e-9)
    }

    @Test func theDelegateCanMoveTheTarget() {
        let h = ScrollHarness()
        h.log.retarget = { target in CGPoint(x: target.x, y: (target.y / 500).rounded() * 500) }
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 400))
        h.settle()
        // 1787 rounds to 2000: the same kind of glide, 1710 points long.
        #expect(h.scrollView.contentOffset.y == 2000)
        Self.expectFollows(h.log, Self.releaseMotion(h.log, h.scrollView, target: CGPoint(x: 0, y: 2000)))
        let glide = DecelerationCurve(start: 290, distance: 1710, rate: 0.998)
        let sample = h.log.motionSamples[30]
        #expect(abs(sample.offset.y - Self.onGrid(glide.position(at: sample.t), scale: 1)) < 1e-6)
    }

    @Test func pullingPastTheTopRubberBandsThenSpringsBack() {
        let h = ScrollHarness()
        // 300 points down at the top: 290 past the edge after the hysteresis, shown as
        // (1 − 1/(290·0.55/500 + 1))·500 = (1 − 1/1.319)·500 = 120.9249… points, shown
        // at the nearest pixel of the 1× screen: −121.
        h.drag(from: CGPoint(x: 500, y: 400), to: CGPoint(x: 500, y: 700), rest: 0.2, lift: false)
        #expect(h.scrollView.contentOffset.y == -121)
        h.touches.send(.ended, CGPoint(x: 500, y: 700), at: h.now + 0.01)
        #expect(h.log.milestones.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"])
        h.settle()
        let spring = SpringBackCurve(from: h.log.releaseOffset!.y, to: 0, velocity: 0)
        Self.expectFollows(h.log, Self.releaseMotion(h.log, h.scrollView))
        #expect(abs(h.log.motionSamples[5].offset.y - Self.onGrid(spring.position(at: h.log.motionSamples[5].t), scale: 1)) < 1e-6)
        #expect(h.scrollView.contentOffset.y == 0)
        #expect(h.log.milestones.last == "didEndDecelerating")
    }

    @Test func aGlideIntoTheBottomBouncesBack() {
        let h = ScrollHarness()
        h.scrollView.contentOffset = CGPoint(x: 0, y: 2300)
        // 1000 points per second from 2390: the glide would reach 2889, past the last
        // offset, 2500.
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 600))
        #expect(h.log.releaseOffset == CGPoint(x: 0, y: 2390))
        #expect(h.log.offeredTarget == CGPoint(x: 0, y: 2500))
        h.settle()
        Self.expectFollows(h.log, Self.releaseMotion(h.log, h.scrollView))
        let furthest = h.log.motionSamples.map(\.offset.y).max()!
        #expect(furthest > 2500 && furthest < 2600, "it went past the edge: \(furthest)")
        #expect(h.scrollView.contentOffset.y == 2500)
    }

    @Test func withoutBouncesTheContentStopsAtTheEdges() {
        let h = ScrollHarness()
        h.scrollView.bounces = false
        h.drag(from: CGPoint(x: 500, y: 400), to: CGPoint(x: 500, y: 700), rest: 0.2, lift: false)
        #expect(h.scrollView.contentOffset.y == 0)
        h.touches.send(.ended, CGPoint(x: 500, y: 700), at: h.now + 0.01)
        #expect(h.log.milestones.last == "didEndDragging(false)")
        h.scrollView.contentOffset = CGPoint(x: 0, y: 2300)
        h.log.motionSamples.removeAll()
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 600))
        h.settle()
        #expect(h.log.motionSamples.allSatisfy { $0.offset.y <= 2500 })
        #expect(h.scrollView.contentOffset.y == 2500)
    }

    @Test func contentThatFitsDoesNotScrollUnlessItAlwaysBounces() {
        let h = ScrollHarness(contentSize: CGSize(width: 500, height: 400))
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 400), rest: 0.2, lift: false)
        #expect(h.scrollView.contentOffset == .zero)
        #expect(!h.scrollView.isDragging)
        h.touches.send(.ended, CGPoint(x: 500, y: 400), at: h.now + 0.01)
        h.scrollView.alwaysBounceVertical = true
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 600), rest: 0.2, lift: false)
        // 90 points past the end: (1 − 1/(90·0.55/500 + 1))·500 = 45.0409… points, 45 on
        // the 1× grid.
        #expect(h.scrollView.contentOffset.y == 45)
        h.touches.send(.ended, CGPoint(x: 500, y: 600), at: h.now + 0.01)
        h.settle()
        #expect(h.scrollView.contentOffset == .zero)
    }

    /// With `isScrollEnabled` off a finger moves nothing (the pan is disabled, as Apple
    /// documents); back on, the same drag scrolls 200 − 10 = 190 points.
    @Test func aDisabledScrollViewIgnoresTheFinger() {
        let h = ScrollHarness()
        h.scrollView.isScrollEnabled = false
        #expect(!h.scrollView.panGestureRecognizer.isEnabled)
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 500), rest: 0.2, lift: false)
        #expect(h.scrollView.contentOffset == .zero && !h.scrollView.isDragging)
        h.touches.send(.ended, CGPoint(x: 500, y: 500), at: h.now + 0.01)
        h.scrollView.isScrollEnabled = true
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 500), rest: 0.2, lift: false)
        #expect(h.scrollView.contentOffset == CGPoint(x: 0, y: 190))
        h.touches.send(.ended, CGPoint(x: 500, y: 500), at: h.now + 0.01)
        h.settle()
    }

    /// The same across: content no wider than the view stays put until
    /// `alwaysBounceHorizontal`, then a 100-point drag (90 past the hysteresis) pulls it
    /// by the rubber band's 45 points.
    @Test func contentThatFitsAcrossDoesNotScrollUnlessItAlwaysBouncesHorizontally() {
        let h = ScrollHarness(contentSize: CGSize(width: 400, height: 500))
        h.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 400, y: 500), rest: 0.2, lift: false)
        #expect(h.scrollView.contentOffset == .zero)
        h.touches.send(.ended, CGPoint(x: 400, y: 500), at: h.now + 0.01)
        h.scrollView.alwaysBounceHorizontal = true
        h.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 600, y: 500), rest: 0.2, lift: false)
        #expect(h.scrollView.contentOffset == CGPoint(x: 45, y: 0))
        h.touches.send(.ended, CGPoint(x: 600, y: 500), at: h.now + 0.01)
        h.settle()
        #expect(h.scrollView.contentOffset == .zero)
    }

    /// Content wider than the view shows the horizontal indicator while it scrolls,
    /// unless `showsHorizontalScrollIndicator` is off.
    @Test func theHorizontalIndicatorShowsUnlessTurnedOff() {
        let h = ScrollHarness(contentSize: CGSize(width: 1500, height: 500))
        let horizontal = h.scrollView.indicators.horizontal
        h.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 500, y: 500), rest: 0.2, lift: false)
        #expect(horizontal.opacity == 1)
        #expect(h.scrollView.indicators.vertical.opacity == 0, "the content is no taller than the view")
        h.scrollView.showsHorizontalScrollIndicator = false
        #expect(horizontal.opacity == 0)
        h.touches.send(.ended, CGPoint(x: 500, y: 500), at: h.now + 0.01)
        h.settle()
    }

    @Test func pagingSettlesOnTheNextPageInTheFlicksDirection() {
        let h = ScrollHarness(contentSize: CGSize(width: 2500, height: 500))
        h.scrollView.isPagingEnabled = true
        // A slow drag 60 % of a page (300 points, then rest) goes on to page 1.
        h.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 390, y: 500), rest: 0.2)
        h.settle()
        #expect(h.scrollView.contentOffset == CGPoint(x: 500, y: 0))
        Self.expectFollows(h.log, Self.releaseMotion(h.log, h.scrollView))
        // A quick flick 140 points on goes to page 2.
        h.log.motionSamples.removeAll()
        h.drag(from: CGPoint(x: 700, y: 500), to: CGPoint(x: 550, y: 500))
        #expect(h.log.offeredTarget == CGPoint(x: 1000, y: 0))
        h.settle()
        #expect(h.scrollView.contentOffset == CGPoint(x: 1000, y: 0))
        Self.expectFollows(h.log, Self.releaseMotion(h.log, h.scrollView))
        // A slow drag 30 % back and a rest returns to page 2.
        h.drag(from: CGPoint(x: 400, y: 500), to: CGPoint(x: 560, y: 500), rest: 0.2)
        h.settle()
        #expect(h.scrollView.contentOffset == CGPoint(x: 1000, y: 0))
    }

    @Test func directionalLockHoldsADragToItsFirstAxis() {
        for locked in [true, false] {
            let h = ScrollHarness(contentSize: CGSize(width: 1500, height: 3000))
            h.scrollView.isDirectionalLockEnabled = locked
            // 200 left and 40 up: 11° off the horizontal.
            h.drag(from: CGPoint(x: 600, y: 600), to: CGPoint(x: 400, y: 560), rest: 0.2, lift: false)
            let offset = h.scrollView.contentOffset
            // Less the hysteresis along the drag: 200 − 10·cos 11.3° = 190.194…, 190 on the
            // 1× grid (and 40 − 10·sin 11.3° = 38.04…, 38).
            #expect(offset.x == 190)
            if locked {
                #expect(offset.y == 0)
            } else {
                #expect(offset.y == 38)
            }
        }
    }

    @Test func setContentOffsetAnimatedEasesAndTellsTheDelegate() {
        let h = ScrollHarness()
        h.scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        #expect(!h.scrollView.isDecelerating)
        h.settle()
        let easing = CAMediaTimingFunction(name: .easeInEaseOut)
        for sample in h.log.motionSamples.dropLast() {
            #expect(abs(sample.offset.y - Self.onGrid(1000 * CGFloat(easing.value(at: sample.t / 0.3)), scale: 1)) < 1e-6)
        }
        #expect((18...19).contains(h.log.motionSamples.count), "0.3 s at 60 Hz")
        #expect(h.scrollView.contentOffset.y == 1000)
        #expect(h.log.milestones == ["didEndScrollingAnimation"])
        // scrollRectToVisible moves the least distance: a rect below the view is brought
        // to its bottom edge (1800 + 100 − 500 = 1400); one above, to its top.
        h.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1800, width: 100, height: 100), animated: false)
        #expect(h.scrollView.contentOffset.y == 1400)
        h.scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 100, height: 100), animated: false)
        #expect(h.scrollView.contentOffset.y == 300)
        h.scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 100), animated: false)
        #expect(h.scrollView.contentOffset.y == 300, "already visible")
    }

    @Test func contentInsetExtendsTheRange() {
        let h = ScrollHarness()
        h.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 70, right: 0)
        #expect(h.scrollView.adjustedContentInset == h.scrollView.contentInset)
        #expect(h.scrollView.offsetRange.y == -50...2570)
        h.scrollView.contentOffset = CGPoint(x: 0, y: -50)
        // Pulled 90 points past −50 and let go, it springs back to −50, not 0.
        h.drag(from: CGPoint(x: 500, y: 400), to: CGPoint(x: 500, y: 500), rest: 0.2)
        h.settle()
        #expect(h.scrollView.contentOffset.y == -50)
    }

    @Test func indicatorsAreLayersThatShowWhileScrollingAndFadeAfter() {
        let h = ScrollHarness()
        #expect(h.scrollView.subviews.count == 1, "indicators are not subviews")
        let vertical = h.scrollView.indicators.vertical, horizontal = h.scrollView.indicators.horizontal
        #expect(vertical.opacity == 0)
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 500), rest: 0.2, lift: false)
        #expect(vertical.opacity == 1)
        #expect(horizontal.opacity == 0, "the content is no wider than the view")
        // Track: 500 − 2·3 = 494 points; length 494·500/3000 = 82.33; at 190 of 2500,
        // 3 + 0.076·(494 − 82.33) = 34.29 points below the view's top, which is at 190.
        #expect(abs(vertical.frame.minY - (190 + 3 + 0.076 * (494 - 494.0 * 500 / 3000))) < 1e-6)
        #expect(abs(vertical.frame.height - 494.0 * 500 / 3000) < 1e-6)
        #expect(vertical.frame.minX == 494 && vertical.frame.width == 3)
        // Layers on top of the content, drawn by nobody.
        #expect(h.scrollView.layer.sublayers?.suffix(2).map { $0 === vertical || $0 === horizontal } == [true, true])
        h.touches.send(.ended, CGPoint(x: 500, y: 500), at: h.now + 0.01)
        h.wait(0.4)
        #expect(vertical.opacity == 1, "held for 0.5 s")
        h.wait(0.2)
        #expect(vertical.opacity > 0 && vertical.opacity < 1, "fading")
        h.wait(0.5)
        #expect(vertical.opacity == 0)
        #expect(!h.isRunningFrames, "no frames once the indicators are gone")
        h.scrollView.flashScrollIndicators()
        h.wait(0.1)
        #expect(vertical.opacity == 1)
        h.scrollView.showsVerticalScrollIndicator = false
        #expect(vertical.opacity == 0)
    }

    @Test func aFingerOnAGlideStopsIt() {
        let h = ScrollHarness()
        h.drag(from: CGPoint(x: 500, y: 700), to: CGPoint(x: 500, y: 400))
        h.wait(0.3)
        #expect(h.scrollView.isDecelerating)
        h.touches.send(.began, CGPoint(x: 500, y: 500), at: h.now + 0.001)
        #expect(!h.scrollView.isDecelerating)
        let caught = h.scrollView.contentOffset
        h.wait(0.2)
        h.touches.send(.ended, CGPoint(x: 500, y: 500), at: h.now + 0.001)
        h.wait(0.5)
        #expect(h.scrollView.contentOffset == caught)
        #expect(!h.log.milestones.contains("didEndDecelerating"))
    }
}
