// Vitrine — Apache License 2.0
import Testing
@testable import vitrine_bench

@MainActor
@Suite struct TouchLatencyBenchmarkTests {
    @Test func theLatencyBenchmarkMovesThePuckOnEveryFrame() throws {
        let result = try TouchLatencyBenchmark.run(samples: 130, width: 320, height: 200)
        #expect(result.samples == 130)
        // Two strokes of 62 frames and 6 more: every began and move changes the puck's
        // position or the recognizers' work ends without pixels; at least each move of
        // a begun pan (60 − 2 per stroke before the hysteresis) presents a frame.
        #expect(result.framesPresented >= 2 * 55)
        #expect(result.median <= result.p99 && result.p99 <= result.maximum)
    }
}
