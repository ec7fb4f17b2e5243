// Vitrine — Apache License 2.0
import Foundation
import Logging
import Platform
import Testing
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

/// The fleet's metrics: Prometheus' text format as its documentation specifies it, the
/// app's own counters, and a file replaced whole.
@MainActor
@Suite struct MetricsTextfileTests {
    @Test func theTextFormatEscapesAndSpellsValuesAsPrometheusDoes() {
        var text = PrometheusText()
        text.gauge("a_gauge", "Help with a \\ and a\nline feed.", 0.25, labels: ["name": "say \"hi\"\\\n"])
        text.counter("a_total", "", 3)
        text.gauge("inf", "", .infinity)
        #expect(text.text == """
            # HELP a_gauge Help with a \\\\ and a\\nline feed.
            # TYPE a_gauge gauge
            a_gauge{name="say \\"hi\\"\\\\\\n"} 0.25
            # TYPE a_total counter
            a_total 3
            # TYPE inf gauge
            inf +Inf

            """)
    }

    /// Buckets are cumulative and end with +Inf, whose count is the `_count`.
    @Test func frameTimesAreAHistogramWithCumulativeBuckets() {
        var statistics = FrameStatistics()
        for seconds in [0.0005, 0.003, 0.003, 0.02, 1.5, .nan] { statistics.recordFrame(seconds: seconds) }
        var text = PrometheusText()
        text.histogram("t", "", bounds: FrameStatistics.bucketBounds, counts: statistics.frameTimeCounts, sum: statistics.frameTimeSum)
        let lines = text.text.split(separator: "\n").map(String.init)
        // NaN counts as 0 s: the first bucket holds 0.0005 and it.
        #expect(lines.contains("t_bucket{le=\"0.001\"} 2"))
        #expect(lines.contains("t_bucket{le=\"0.004\"} 4"))
        #expect(lines.contains("t_bucket{le=\"0.033\"} 5"))
        #expect(lines.contains("t_bucket{le=\"0.25\"} 5"))
        #expect(lines.contains("t_bucket{le=\"+Inf\"} 6"))
        #expect(lines.contains("t_count 6"))
        #expect(lines.contains("t_sum 1.5265"))
        #expect(statistics.composed == 6)
    }

    @Test func appMetricsAreSharedByNameAndKeptOutOfTheKiosksNames() {
        let orders = VitrineMetrics.counter("metrics_test_orders_total", help: "Orders.")
        orders.increment()
        VitrineMetrics.counter("metrics_test_orders_total").increment(by: 2)
        orders.increment(by: -5)  // ignored: a counter never goes down
        #expect(orders.value == 3)
        let queue = VitrineMetrics.gauge("metrics test/queue")
        queue.set(7)
        queue.decrement(by: 2)
        #expect(queue.name == "metrics_test_queue" && queue.value == 5)
        #expect(MetricsRegistry.exportedName("vitrine_frames_total") == "app_vitrine_frames_total")
        #expect(MetricsRegistry.exportedName("process_open_fds") == "app_process_open_fds")
        #expect(MetricsRegistry.exportedName("9lives") == "_9lives")
        // The same name as the other kind: a working metric that is not exported.
        let clash = VitrineMetrics.gauge("metrics_test_orders_total")
        clash.set(1)
        let samples = MetricsRegistry.shared.samples().filter { ["metrics_test_orders_total", "metrics_test_queue"].contains($0.name) }
        #expect(samples == [
            .init(name: "metrics_test_orders_total", help: "Orders.", kind: .counter, value: 3),
            .init(name: "metrics_test_queue", help: "", kind: .gauge, value: 5),
        ])
    }

    /// The kiosk's figures after a tap: one touch began, one tap recognized, frames
    /// composed and presented, the app's counter; the file is replaced, not appended to.
    @Test func theKioskWritesItsFiguresToTheTextfile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-metrics-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("kiosk.prom").path

        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 320, height: 200, completesImmediately: true)
        let source = ScriptedInputSource()
        let runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, inputSources: [source],
                                             logger: Logger(label: "test"))
        var messages: [String] = []
        let textfile = MetricsTextfile(path: path, interval: 5, metrics: KioskMetrics(runtime: runtime, recovery: nil),
                                       loop: loop) { _, message in messages.append(message) }
        let touchesBefore = runtime.touchRouter.touchesBegan
        let tapsBefore = UIGestureRecognizer.recognizedCounts["UITapGestureRecognizer"] ?? 0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var taps = 0
        window.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        window.isHidden = false
        defer { window.isHidden = true }
        runtime.scheduler.setNeedsFrame()
        loop.runPending()
        // Not started by run(): the source is connected by hand.
        try source.start(on: loop)
        source.frameHandler = { runtime.touchRouter.handle($0) }
        source.send(.began, x: 0.5, y: 0.5, at: loop.now)
        source.send(.ended, x: 0.5, y: 0.5, at: loop.now + 0.05)
        loop.runPending()
        VitrineMetrics.counter("metrics_test_scans_total").increment()

        #expect(textfile.writeNow(), "\(messages)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = Set(text.split(separator: "\n").map(String.init))
        #expect(taps == 1)
        #expect(runtime.touchRouter.touchesBegan == touchesBefore + 1)
        #expect(lines.contains("vitrine_touches_total \(touchesBefore + 1)"), "\(text)")
        #expect(lines.contains("vitrine_gestures_recognized_total{kind=\"UITapGestureRecognizer\"} \(tapsBefore + 1)"), "\(text)")
        #expect(lines.contains("metrics_test_scans_total 1"))
        #expect(lines.contains("vitrine_display_connected 1"))
        let presented = runtime.scheduler.statistics.presented
        #expect(presented >= 1 && lines.contains("vitrine_frames_presented_total \(presented)"))
        #expect(lines.contains { $0.hasPrefix("process_resident_memory_bytes ") })
        #expect(text.hasPrefix("# HELP vitrine_info "))
        // Replaced whole: a second write leaves one copy, and no temporary file behind.
        #expect(textfile.writeNow())
        let again = try String(contentsOfFile: path, encoding: .utf8)
        #expect(again.components(separatedBy: "# TYPE vitrine_info gauge").count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["kiosk.prom"])
        runtime.shutDown()
    }

    /// A folder that is not there: said once, with the path, and the kiosk goes on.
    @Test func aMissingFolderIsSaidOnceAndTheKioskGoesOn() throws {
        let loop = ManualEventLoop()
        let runtime = try ApplicationRuntime(display: FakeDisplayOutput(width: 64, height: 64, completesImmediately: true),
                                             scale: 1, loop: loop, logger: Logger(label: "test"))
        var messages: [(Logger.Level, String)] = []
        let textfile = MetricsTextfile(path: "/nonexistent-vitrine/k.prom", interval: 1,
                                       metrics: KioskMetrics(runtime: runtime, recovery: nil), loop: loop) { messages.append(($0, $1)) }
        textfile.start()
        loop.advanceTime(by: 3.5)
        textfile.stop()
        #expect(messages.count == 1)
        #expect(messages.first?.0 == .warning)
        #expect(messages.first?.1.contains("cannot write /nonexistent-vitrine/k.prom: the folder /nonexistent-vitrine does not exist") == true)
        runtime.shutDown()
    }
}

extension MetricsTextfileTests {
    /// A kiosk started by hand has no /run/vitrine: the default file is given up at once,
    /// with a notice, and no timer keeps waking the kiosk (an idle loop stays idle).
    @Test func withoutTheUnitsFolderTheDefaultFileIsGivenUpAndNoTimerRuns() throws {
        try #require(!FileManager.default.fileExists(atPath: "/run/vitrine"),
                     "this machine has /run/vitrine (a kiosk's unit runs here); the test needs it absent")
        let loop = ManualEventLoop()
        let runtime = try ApplicationRuntime(display: FakeDisplayOutput(width: 64, height: 64, completesImmediately: true),
                                             scale: 1, loop: loop, logger: Logger(label: "test"))
        var messages: [(Logger.Level, String)] = []
        let textfile = MetricsTextfile(path: MetricsConfiguration.defaultTextfile, interval: 5,
                                       metrics: KioskMetrics(runtime: runtime, recovery: nil), loop: loop) { messages.append(($0, $1)) }
        textfile.start()
        #expect(messages.count == 1 && messages.first?.0 == .notice)
        #expect(loop.run() == 0, "the loop ran out of work: no metrics timer")
        textfile.stop()
        runtime.shutDown()
    }
}

extension MetricsTextfileTests {
    /// A frame a whole refresh period or more past its due time is late, and the screen
    /// showed the older frame for each whole period: that many dropped.
    @Test func aFrameWholePeriodsLateIsLateAndDropsThatManyFrames() {
        var statistics = FrameStatistics()
        let period = 1.0 / 60
        statistics.recordPresented(lateness: 0, period: period)
        statistics.recordPresented(lateness: 0.9 * period, period: period)  // within its period: on time
        statistics.recordPresented(lateness: 1.2 * period, period: period)  // one period missed
        statistics.recordPresented(lateness: 3.5 * period, period: period)  // three
        statistics.recordPresented(lateness: .nan, period: period)
        #expect(statistics.presented == 5)
        #expect(statistics.late == 2)
        #expect(statistics.dropped == 4)
    }

    /// Through the scheduler: the first frame is due one period after it starts; its flip
    /// completing 2.5 periods after that drops 2 frames, and the metrics say so.
    @Test func theSchedulerCountsAFlipThatCameLate() throws {
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 64, height: 64, refreshRate: 50, completesImmediately: false)
        let runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, logger: Logger(label: "test"))
        defer { runtime.shutDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        window.backgroundColor = .red
        window.isHidden = false
        defer { window.isHidden = true }
        let start = loop.now
        runtime.scheduler.setNeedsFrame()
        loop.runPending()
        #expect(display.presentedFrames == 1)
        display.completeFrame(at: start + 0.02 + 2.5 * 0.02)
        let statistics = runtime.scheduler.statistics
        #expect(statistics.presented == 1 && statistics.late == 1 && statistics.dropped == 2)
        let lines = KioskMetrics(runtime: runtime, recovery: nil).render().split(separator: "\n").map(String.init)
        #expect(lines.contains("vitrine_frames_late_total 1"))
        #expect(lines.contains("vitrine_frames_dropped_total 2"))
    }
}
