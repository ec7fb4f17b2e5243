// Vitrine — Apache License 2.0
import Foundation
import Platform
import PlatformCore
import UIKitCore

/// The kiosk's figures in Prometheus' text format: frames, touches and gestures, the
/// display and input devices, logged problems, the process's memory and age, and the
/// app's own counters and gauges (`VitrineMetrics`).
@MainActor
struct KioskMetrics {
    let runtime: ApplicationRuntime
    /// The display's connection and screen ownership, when the host follows them.
    let recovery: DisplayRecovery?

    func render() -> String {
        var out = PrometheusText()
        out.gauge("vitrine_info", "The kiosk's version and display backend (always 1).", 1,
                  labels: ["version": VitrineVersion.current, "display": runtime.display.info.name])

        let frames = runtime.scheduler.statistics
        out.counter("vitrine_frames_composed_total", "Frames laid out, drawn and composed.", Double(frames.composed))
        out.counter("vitrine_frames_presented_total", "Frames that reached the screen.", Double(frames.presented))
        out.counter("vitrine_frames_late_total",
                    "Frames that reached the screen a refresh period or more after their due time.", Double(frames.late))
        out.counter("vitrine_frames_dropped_total",
                    "Refresh periods the screen showed an older frame because the next was late (one per whole period).",
                    Double(frames.dropped))
        out.histogram("vitrine_frame_duration_seconds", "Main-thread time per frame: layout, drawing, composition, presenting.",
                      bounds: FrameStatistics.bucketBounds, counts: frames.frameTimeCounts, sum: frames.frameTimeSum)

        out.counter("vitrine_touches_total", "Touches that began on a view.", Double(runtime.touchRouter.touchesBegan))
        out.labelled("vitrine_gestures_recognized_total", "Gestures recognized, by recognizer class.", type: "counter",
                     label: "kind", UIGestureRecognizer.recognizedCounts.sorted { $0.key < $1.key }.map { ($0.key, Double($0.value)) })
        out.labelled("vitrine_input_devices", "Input devices open, by kind (touch, keyboard, barcode_scanner).", type: "gauge",
                     label: "kind", inputDeviceCounts.map { ($0.0, Double($0.1)) })
        out.gauge("vitrine_display_connected", "1 while the display is plugged in and can show the kiosk.",
                  recovery?.isDisplayConnected == false ? 0 : 1)
        out.gauge("vitrine_display_held", "1 while the kiosk holds the screen (DRM master on DRM), 0 while another VT has it.",
                  recovery?.holdsScreen == false ? 0 : 1)
        out.labelled("vitrine_log_messages_total", "Messages logged at warning level or worse, by level.", type: "counter",
                     label: "level", LogMessageCounts.shared.snapshot().map { ($0.0.rawValue, Double($0.1)) })
        out.labelled("vitrine_errors_total",
                     "Problems logged, by kind (display_lost, input_device_lost, image_decode, remote_authentication…; errors naming none are other).",
                     type: "counter", label: "kind", ErrorCounts.shared.snapshot().map { ($0.0.rawValue, Double($0.1)) })

        if let start = ProcessStatistics.startTimeSinceEpoch() {
            out.gauge("process_start_time_seconds", "When the process started, in seconds since the Unix epoch (a change is a restart).", start)
        }
        if let uptime = ProcessClock.secondsSinceStart() {
            out.gauge("vitrine_uptime_seconds", "Seconds since the process started.", uptime)
        }
        if let rss = ProcessStatistics.residentMemoryBytes() {
            out.gauge("process_resident_memory_bytes", "Resident memory.", Double(rss))
        }
        if let cpu = ProcessStatistics.cpuSeconds() {
            out.counter("process_cpu_seconds_total", "User and system CPU time.", cpu)
        }
        if let fds = ProcessStatistics.openFileDescriptors() {
            out.gauge("process_open_fds", "Open file descriptors.", Double(fds))
        }

        for sample in MetricsRegistry.shared.samples() {
            switch sample.kind {
            case .counter: out.counter(sample.name, sample.help, sample.value)
            case .gauge: out.gauge(sample.name, sample.help, sample.value)
            }
        }
        return out.text
    }

    /// Devices open by kind, for the kinds the kiosk reads as sets of devices (a replay or a
    /// remote viewer is none): touch panels, keyboards, barcode scanners.
    var inputDeviceCounts: [(String, Int)] {
        let touch = runtime.inputSources.compactMap(\.openDeviceCount)
        let keyboards = runtime.keyboardSources.compactMap(\.openDeviceCount)
        let scanners = runtime.keyboardSources.compactMap(\.openScannerCount)
        return [("touch", touch), ("keyboard", keyboards), ("barcode_scanner", scanners)]
            .filter { !$0.1.isEmpty }
            .map { ($0.0, $0.1.reduce(0, +)) }
    }
}
