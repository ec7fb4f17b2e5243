// Vitrine — Apache License 2.0
import Foundation
import Logging
import Platform
import PlatformCore
import Testing
import VitrineTesting
@testable import UIKit
@testable import UIKitCore

/// The fleet's "errors by kind": what the kiosk logs is counted by the kind its message
/// names, errors naming none as `other`, and the metrics file lists every kind.
@MainActor
@Suite struct CountingLogHandlerTests {
    /// A logger that counts into fresh counts (not the process's); the messages go to a
    /// recorder that takes every level (swift-log's no-op handler lets only critical through).
    private func countingLogger(_ errors: ErrorCounts, _ levels: LogMessageCounts = LogMessageCounts()) -> Logger {
        Logger(label: "test") { _ in CountingLogHandler(wrapped: RecordingLogHandler(keeping: .error), counts: levels, errors: errors) }
    }

    @Test func aMessageCountsUnderItsKindWhateverItsLevelAndErrorsWithoutOneAsOther() {
        let errors = ErrorCounts(), levels = LogMessageCounts()
        let logger = countingLogger(errors, levels)
        logger.warning("touch panel /dev/input/event3 closed: No such device", metadata: .errorKind(.inputDeviceLost))
        logger.error("display failed", metadata: .errorKind(.displayLost))
        logger.critical("display failed again", metadata: .errorKind(.displayLost))
        logger.error("an error that names no kind")
        logger.warning("a warning that names no kind")  // a warning, not a problem of any kind
        logger.info("a viewer connected")
        #expect(errors.count(of: .inputDeviceLost) == 1)
        #expect(errors.count(of: .displayLost) == 2)
        #expect(errors.count(of: .other) == 1)
        #expect(errors.snapshot().map(\.1).reduce(0, +) == 4)
        // By level, as before: two warnings, two errors, one critical.
        #expect(levels.snapshot().map(\.1) == [2, 2, 1])
    }

    /// Every known kind is listed from the start, at 0; a kind the list lacks follows them.
    @Test func theSnapshotListsEveryKindWithZerosThenOthersByName() {
        let errors = ErrorCounts()
        #expect(errors.snapshot().map(\.0) == ErrorKind.all)
        #expect(errors.snapshot().allSatisfy { $0.1 == 0 })
        errors.record(ErrorKind(rawValue: "zebra"), count: 2)
        errors.record(ErrorKind(rawValue: "aardvark"))
        errors.record(.imageDecode, count: 0)  // nothing
        #expect(errors.snapshot().map(\.0.rawValue).suffix(2) == ["aardvark", "zebra"])
        #expect(errors.count(of: ErrorKind(rawValue: "zebra")) == 2 && errors.count(of: .imageDecode) == 0)
    }

    /// The kind travels in the message's metadata, and is read back from it.
    @Test func theKindIsTheMessagesErrorKindMetadata() {
        let metadata: Logger.Metadata = .errorKind(.remoteAuthentication)
        #expect(metadata == ["error-kind": "remote_authentication"])
        #expect(ErrorKind(metadata: metadata) == .remoteAuthentication)
        #expect(ErrorKind(metadata: ["other-key": "x"]) == nil && ErrorKind(metadata: nil) == nil)
        // Label values Prometheus accepts as they are: lower case, digits and underscores.
        for kind in ErrorKind.all {
            #expect(kind.rawValue.allSatisfy { $0.isLowercase || $0 == "_" }, "\(kind)")
        }
        #expect(Set(ErrorKind.all).count == ErrorKind.all.count)
    }

    /// Data that is no image, and an image whose data is cut short, as UIImage reports
    /// them: `image_decode` problems.
    @Test func anImageThatDoesNotDecodeIsCountedAsImageDecode() throws {
        let errors = ErrorCounts()
        let logger = countingLogger(errors)
        #expect(ImageFileFormat.decode(Data("not an image".utf8), source: "text", logger: logger) == nil)
        // A PNG signature with nothing after it.
        #expect(ImageFileFormat.decode(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), source: "cut", logger: logger) == nil)
        #expect(errors.count(of: .imageDecode) == 2)
        #expect(errors.count(of: .other) == 0)
    }
}

/// A set of keyboards as the metrics see it: how many keyboards and scanners are open.
@MainActor
private final class CountedKeyboards: KeyboardSource {
    var keyHandler: ((KeyEvent) -> Void)?
    let keyboards: Int, scanners: Int
    init(keyboards: Int, scanners: Int) { (self.keyboards, self.scanners) = (keyboards, scanners) }
    func start(on loop: any EventLoop) throws {}
    func stop() {}
    var openDeviceCount: Int? { keyboards }
    var openScannerCount: Int? { scanners }
}

/// Touch panels as the metrics see them.
@MainActor
private final class CountedPanels: InputSource {
    var frameHandler: ((TouchFrame) -> Void)?
    let panels: Int
    init(panels: Int) { self.panels = panels }
    func start(on loop: any EventLoop) throws {}
    func stop() {}
    var openDeviceCount: Int? { panels }
}

extension CountingLogHandlerTests {
    /// "Input devices present" counts keyboards and barcode scanners beside touch panels;
    /// sources that are no set of devices (a script, a replay) are not counted.
    @Test func inputDevicesAreCountedByKindKeyboardsIncluded() throws {
        let loop = ManualEventLoop()
        let runtime = try ApplicationRuntime(display: FakeDisplayOutput(width: 64, height: 64, completesImmediately: true),
                                             scale: 1, loop: loop,
                                             inputSources: [CountedPanels(panels: 1), ScriptedInputSource(), CountedPanels(panels: 1)],
                                             keyboardSources: [CountedKeyboards(keyboards: 2, scanners: 1), ScriptedKeyboardSource()],
                                             logger: Logger(label: "test"))
        defer { runtime.shutDown() }
        let metrics = KioskMetrics(runtime: runtime, recovery: nil)
        #expect(metrics.inputDeviceCounts.map(\.0) == ["touch", "keyboard", "barcode_scanner"])
        #expect(metrics.inputDeviceCounts.map(\.1) == [2, 2, 1])
        let lines = metrics.render().split(separator: "\n").map(String.init)
        #expect(lines.contains("# TYPE vitrine_input_devices gauge"))
        #expect(lines.contains("vitrine_input_devices{kind=\"touch\"} 2"))
        #expect(lines.contains("vitrine_input_devices{kind=\"keyboard\"} 2"))
        #expect(lines.contains("vitrine_input_devices{kind=\"barcode_scanner\"} 1"))

        // Only scripts: no devices, no family.
        let scripted = try ApplicationRuntime(display: FakeDisplayOutput(width: 64, height: 64, completesImmediately: true),
                                              scale: 1, loop: loop, inputSources: [ScriptedInputSource()],
                                              logger: Logger(label: "test"))
        defer { scripted.shutDown() }
        #expect(!KioskMetrics(runtime: scripted, recovery: nil).render().contains("vitrine_input_devices"))
    }

    /// The file has one `vitrine_errors_total` counter per kind, the process's counts in it.
    @Test func theMetricsListEveryErrorKindWithTheProcesssCounts() throws {
        let runtime = try ApplicationRuntime(display: FakeDisplayOutput(width: 64, height: 64, completesImmediately: true),
                                             scale: 1, loop: ManualEventLoop(), logger: Logger(label: "test"))
        defer { runtime.shutDown() }
        let before = ErrorCounts.shared.count(of: .panelPower)
        ErrorCounts.shared.record(.panelPower)
        let lines = KioskMetrics(runtime: runtime, recovery: nil).render().split(separator: "\n").map(String.init)
        #expect(lines.contains("# TYPE vitrine_errors_total counter"))
        for kind in ErrorKind.all {
            #expect(lines.contains { $0.hasPrefix("vitrine_errors_total{kind=\"\(kind.rawValue)\"} ") }, "\(kind)")
        }
        // Other tests may count panel_power meanwhile: at least this one is there.
        let line = try #require(lines.first { $0.hasPrefix("vitrine_errors_total{kind=\"panel_power\"} ") })
        #expect(Int(line.split(separator: " ").last ?? "") ?? 0 >= before + 1)
    }
}
