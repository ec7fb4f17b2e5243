// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import vitrine_bench

/// The short soak CI runs (`vitrine-bench soak` is the long one): three recordings (taps,
/// two fingers, a protocol-A drag) replayed twice through the kiosk screen, the first pass
/// being the warm-up; then nothing may have grown that a day of replays would multiply.
/// Small screen and 15 frames a second keep it within seconds in a debug build.
@MainActor
@Suite struct SoakBenchmarkTests {
    /// <repo>/Tests/Fixtures/touch-recordings; this file is <repo>/Tests/BenchmarkTests/….
    private let recordings = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/touch-recordings").path
    private let chosen = ["atmel-mxt.1-finger-fast-taps", "edt-ep0430m09.2-fingers-touch-release", "ntrig-protoA.1-finger-drag"]

    @Test func aSecondPassOverTheRecordingsGrowsNeitherDescriptorsNorMemory() throws {
        let count = try SoakBenchmark.loadRecordings(folder: recordings, only: chosen).count
        #expect(count == chosen.count, "recordings missing from \(recordings)")
        // One replay a simulated minute: 2 × count minutes, the first pass warms up.
        let width = 320, height = 200
        let figures = try SoakBenchmark.run(hours: Double(2 * count) / 60, interactionsPerHour: 60, folder: recordings,
                                            only: chosen, width: width, height: height, frameRate: 15)
        #expect(figures.replays == 2 * count)
        // A descriptor opened per replay and never closed would show as `count` (3) more.
        // The count is the whole process's, and suites running beside this one open and
        // close their own meanwhile: one either way is theirs, not a leak.
        #expect(abs(figures.descriptorsAtEnd - figures.descriptorsAfterWarmUp) <= 1,
                "descriptors went from \(figures.descriptorsAfterWarmUp) to \(figures.descriptorsAtEnd)")
        // The bound: a screen's pixels (320 × 200 × 4 B = 250 KiB), the size of the
        // backing stores and bitmaps a frame makes, kept once per replay would add `count`
        // screens; growth must stay under that (the allocator's page-granular noise fits).
        let growth = figures.residentAtEnd - figures.residentAfterWarmUp
        #expect(growth < count * width * height * 4, "resident memory grew \(growth) bytes over \(count) replays after the warm-up")
    }
}
