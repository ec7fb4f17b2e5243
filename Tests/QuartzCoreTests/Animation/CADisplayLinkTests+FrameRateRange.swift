// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

extension CADisplayLinkTests {
    /// Runs ten 60 Hz frames and returns how often `link` fired.
    private func callsIn10Frames(of link: CADisplayLink, ticker: Ticker, start: Double) -> Int {
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        for frame in 0..<10 {
            let t = start + Double(frame) / 60
            AnimationClock.shared.beginFrame(timestamp: t, targetTimestamp: t + 1.0 / 60, duration: 1.0 / 60)
        }
        return ticker.calls.count
    }

    @Test func theDefaultRangeIsAllZeroAndFiresEveryFrame() {
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        #expect(link.preferredFrameRateRange.isEqual(to: .default))
        #expect(callsIn10Frames(of: link, ticker: ticker, start: 40) == 10)
    }

    @Test func aPreferredRateOf30In60HzFiresEveryOtherFrame() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)
        // 10 frames of 1/60 s at 30 per second: 5 calls.
        #expect(callsIn10Frames(of: link, ticker: ticker, start: 50) == 5)
    }

    @Test func withoutAPreferredRateTheMaximumIsAimedFor() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.preferredFramesPerSecond = 60  // the range takes precedence
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 8, maximum: 20)
        // A 20 Hz period is 3 frames at 60 Hz: frames 0, 3, 6, 9 fire.
        #expect(callsIn10Frames(of: link, ticker: ticker, start: 60) == 4)
    }
}
