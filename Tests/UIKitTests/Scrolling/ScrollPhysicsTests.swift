// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// The curves scrolling follows, against their formulas at sampled values, with the
/// arithmetic in the comments.
@MainActor @Suite struct ScrollPhysicsTests {
    @Test func rubberBandFollowsIOSCurve() {
        // d = 500, c = 0.55: x = 100 shows (1 − 1/(100·0.55/500 + 1))·500
        // = (1 − 1/1.11)·500 = 49.5495…; x = 1000 shows (1 − 1/2.1)·500 = 261.904…
        #expect(abs(RubberBand.displacement(forOvershoot: 100, dimension: 500) - 49.549_549) < 1e-5)
        #expect(abs(RubberBand.displacement(forOvershoot: 1000, dimension: 500) - 261.904_762) < 1e-5)
        #expect(abs(RubberBand.displacement(forOvershoot: -100, dimension: 500) + 49.549_549) < 1e-5)
        // The slope at the edge is c: 1 point past shows 0.55 point, less a sliver.
        #expect(abs(RubberBand.displacement(forOvershoot: 1, dimension: 500) - 0.55) < 0.001)
        // It never reaches d, and the inverse gives the overshoot back.
        #expect(RubberBand.displacement(forOvershoot: 1e9, dimension: 500) < 500)
        for x: CGFloat in [-700, -20, 3, 150, 900] {
            let shown = RubberBand.displacement(forOvershoot: x, dimension: 500)
            #expect(abs(RubberBand.overshoot(forDisplacement: shown, dimension: 500) - x) < 1e-6)
        }
        #expect(RubberBand.displacement(forOvershoot: .nan, dimension: 500) == 0)
        #expect(RubberBand.displacement(forOvershoot: 50, dimension: 0) == 0)
    }

    @Test func decelerationMultipliesVelocityByTheRateEveryMillisecond() {
        // 1000 pt/s = 1 pt/ms at r = 0.998: D = 1·0.998/0.002 = 499 points.
        let glide = DecelerationCurve(start: 100, velocity: 1000, rate: 0.998)
        #expect(abs(glide.distance - 499) < 1e-9)
        #expect(abs(glide.end - 599) < 1e-9)
        // After 100 ms: 499·(1 − 0.998¹⁰⁰) = 499·(1 − 0.818567…) = 90.5352… past the start.
        #expect(abs(glide.position(at: 0.1) - (100 + 90.535_164)) < 1e-4)
        // Each whole millisecond adds the velocity times r, r², …: the sum of the first
        // three is 0.998 + 0.996004 + 0.994011992 = 2.988015992 points.
        #expect(abs(glide.position(at: 0.003) - (100 + 2.988_015_992)) < 1e-9)
        // The velocity decays by r per millisecond.
        #expect(abs(glide.velocity(at: 0.01) / glide.velocity(at: 0) - pow(0.998, 10)) < 1e-12)
        // It starts within 0.1 % of the finger's speed: −r·ln r/(1 − r) = 0.998999…
        #expect(abs(glide.velocity(at: 0) - 998.999_333) < 1e-3)
        // It is over once 0.1 point remains: ln(0.1/499)/ln(0.998) ms = 4253.3… ms.
        #expect(abs(glide.duration - 4.253_337) < 1e-4)
        // The fast rate: 1 pt/ms·0.99/0.01 = 99 points.
        #expect(abs(DecelerationCurve(start: 0, velocity: 1000, rate: 0.99).distance - 99) < 1e-9)
        // Bad rates fall back to the normal one.
        #expect(DecelerationCurve(start: 0, velocity: 1000, rate: .nan).rate == 0.998)
        #expect(DecelerationCurve(start: 0, velocity: 1000, rate: 1.5).rate == 0.998)
    }

    @Test func springBackIsCriticallyDamped() {
        // From 100 points out, at rest: x(t) = (100 + 1200·t)·e^(−12t).
        let spring = SpringBackCurve(from: 100, to: 0, velocity: 0)
        #expect(abs(spring.position(at: 0) - 100) < 1e-9)
        // t = 0.1: (100 + 120)·e^(−1.2) = 220·0.301194… = 66.2627…
        #expect(abs(spring.position(at: 0.1) - 66.262_727) < 1e-4)
        // t = 0.5: 700·e^(−6) = 1.73513…
        #expect(abs(spring.position(at: 0.5) - 1.735_127) < 1e-4)
        // Never past the rest offset (no oscillation) when starting at rest.
        for step in 0...200 {
            #expect(spring.position(at: Double(step) * 0.01) >= 0)
        }
        // From the edge at 1200 pt/s outward: x(t) = 1200·t·e^(−12t), at most
        // 1200/(12·e) = 36.788 points, at t = 1/12 s.
        let bounce = SpringBackCurve(from: 0, to: 0, velocity: 1200)
        #expect(abs(bounce.position(at: 1.0 / 12) - 36.787_944) < 1e-4)
        #expect(bounce.position(at: 1.0 / 12) >= bounce.position(at: 1.0 / 12 + 0.01))
        #expect(!bounce.isSettled(at: 0.2))
        #expect(bounce.isSettled(at: 2))
    }

    @Test func aGlideIntoAnEdgeHandsItsVelocityToTheSpring() {
        // 0 → range 0…200, 1000 pt/s: the glide would go 499 points; it reaches 200 when
        // 1 − r^t = 200/499, t = ln(299/499)/ln(0.998) ms = 255.9… ms.
        let motion = ScrollAxisMotion.afterRelease(offset: 0, velocity: 1000, range: 0...200, rate: 0.998, bounces: true,
                                                   target: 200, naturalTarget: 200, paging: false)
        let glide = DecelerationCurve(start: 0, velocity: 1000, rate: 0.998)
        let reached = log(299.0 / 499) / log(0.998) / 1000
        #expect(abs(motion.handoff!.time - reached) < 1e-9)
        #expect(abs(motion.position(at: 0.1) - glide.position(at: 0.1)) < 1e-9)
        let spring = SpringBackCurve(from: 200, to: 200, velocity: glide.velocity(at: reached))
        #expect(abs(motion.position(at: reached + 0.05) - spring.position(at: 0.05)) < 1e-9)
        #expect(motion.position(at: reached + 0.05) > 200)
        #expect(motion.finalPosition == 200)
        // Without bouncing it stops at the edge.
        let stop = ScrollAxisMotion.afterRelease(offset: 0, velocity: 1000, range: 0...200, rate: 0.998, bounces: false,
                                                 target: 200, naturalTarget: 200, paging: false)
        #expect(stop.position(at: reached + 0.05) == 200)
        #expect(stop.isFinished(at: reached + 1e-9))
    }

    @Test func pagingPicksTheNextPageInTheFlicksDirection() {
        let range: ClosedRange<CGFloat> = 0...2000
        // 0.3 of the way to page 1: a forward flick goes to it, a backward one or a slow
        // release comes back; 0.6 of the way, a slow release goes on.
        #expect(UIScrollView.pageTarget(offset: 150, start: 0, velocity: 800, page: 500, range: range) == 500)
        #expect(UIScrollView.pageTarget(offset: 150, start: 0, velocity: -800, page: 500, range: range) == 0)
        #expect(UIScrollView.pageTarget(offset: 150, start: 0, velocity: 0, page: 500, range: range) == 0)
        #expect(UIScrollView.pageTarget(offset: 300, start: 0, velocity: 0, page: 500, range: range) == 500)
        // Never more than one page from where the drag started, never outside the content.
        #expect(UIScrollView.pageTarget(offset: 900, start: 0, velocity: 5000, page: 500, range: range) == 500)
        #expect(UIScrollView.pageTarget(offset: -80, start: 0, velocity: -5000, page: 500, range: range) == 0)
    }
}
