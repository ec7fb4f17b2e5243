// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

@MainActor @Suite struct CADisplayLinkTests {
    @MainActor final class Ticker {
        var calls: [(timestamp: Double, target: Double, duration: Double)] = []
        func step(_ link: CADisplayLink) {
            calls.append((link.timestamp, link.targetTimestamp, link.duration))
        }
    }

    @Test func aLinkIsCalledEachFrameWithTheFlipTimes() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        #expect(AnimationClock.shared.needsFrames)
        AnimationClock.shared.beginFrame(timestamp: 10, targetTimestamp: 10.02, duration: 0.02)
        AnimationClock.shared.beginFrame(timestamp: 10.02, targetTimestamp: 10.04, duration: 0.02)
        #expect(ticker.calls.count == 2)
        #expect(ticker.calls.last?.timestamp == 10.02)
        #expect(ticker.calls.last?.target == 10.04)
        #expect(ticker.calls.last?.duration == 0.02)
    }

    @Test func aPausedLinkIsNotCalledAndAsksForNoFrames() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.add(to: .main, forMode: .default)
        defer { link.invalidate() }
        link.isPaused = true
        AnimationClock.shared.beginFrame(timestamp: 20, targetTimestamp: 20.0167, duration: 1.0 / 60)
        #expect(ticker.calls.isEmpty)
        #expect(!AnimationClock.shared.displayLinks.contains { !$0.isPaused })
    }

    @Test func aPreferredRateOf30On60HzCallsEveryOtherFrame() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        for frame in 0..<10 {
            let t = 30 + Double(frame) / 60
            AnimationClock.shared.beginFrame(timestamp: t, targetTimestamp: t + 1.0 / 60, duration: 1.0 / 60)
        }
        #expect(ticker.calls.count == 5)
    }

    @Test func invalidatingReleasesTheTarget() {
        var ticker: Ticker? = Ticker()
        weak let weakTicker = ticker
        let link = CADisplayLink(target: ticker!, selector: Ticker.step)
        link.add(to: .main, forMode: .common)
        ticker = nil
        #expect(weakTicker != nil, "a link holds its target, as on iOS")
        link.invalidate()
        #expect(weakTicker == nil)
        #expect(!AnimationClock.shared.displayLinks.contains { $0 === link })
    }
}
