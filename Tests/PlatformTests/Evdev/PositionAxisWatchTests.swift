// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

/// A controller that reports positions on other axes than it declares (the eGalax 0eef:0001
/// recording: ABS_Z and ABS_RX move, ABS_X and ABS_Y stay put) is named in a warning, and
/// the shipped board file for it puts every touch on the screen.
@Suite struct PositionAxisWatchTests {
    private func egalax() throws -> EvemuRecording {
        try EvemuRecording.load(descriptionPath: TouchRecordings.path("egalax-usb-0eef-0001-resistive.desc"),
                                eventsPath: TouchRecordings.path("egalax-usb-0eef-0001-resistive.events"))
    }

    private func decode(_ recording: EvemuRecording, _ configuration: TouchConfiguration) throws -> (TouchFrameDecoder, [TouchFrame]) {
        var decoder = try TouchFrameDecoder(description: #require(recording.device), deviceID: 1, configuration: configuration)
        var frames: [TouchFrame] = []
        var warnings: [[AbsoluteAxis]] = []
        for event in recording.events {
            decoder.feed(event, into: &frames)
            if let moving = decoder.axesMovingInsteadOfPositions {
                warnings.append(moving)
                decoder.axesMovingInsteadOfPositions = nil
            }
        }
        #expect(warnings.count <= 1, "the warning comes once")
        if let moving = warnings.first { decoder.axesMovingInsteadOfPositions = moving }
        return (decoder, frames)
    }

    @Test func readAsDeclaredTheMovingAxesAreNamed() throws {
        let (decoder, _) = try decode(egalax(), TouchConfiguration())
        #expect(decoder.axesMovingInsteadOfPositions == [AbsoluteAxis(rawValue: 0x02), AbsoluteAxis(rawValue: 0x03)])  // ABS_Z, ABS_RX
        let advice = EvdevInputSource.idleAxesAdvice(position: (.x, .y), moving: decoder.axesMovingInsteadOfPositions ?? [])
        #expect(advice == "ABS_X and ABS_Y never move while ABS_Z, ABS_RX do; this controller reports positions there: "
                + "set axis-x = \"ABS_Z\" and axis-y = \"ABS_RX\" in the board's [touch] section")
    }

    @Test func theShippedBoardFileReadsItOnTheScreen() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let board = try BoardConfiguration.load(contentsOf: root.appendingPathComponent("board-configs/hdmi-7inch-1024x600-egalax.toml").path)
        let (decoder, frames) = try decode(egalax(), board.touch)
        #expect(decoder.axesMovingInsteadOfPositions == nil)
        let contacts = frames.flatMap(\.contacts)
        #expect(!contacts.isEmpty)
        #expect(contacts.allSatisfy { (0...1).contains($0.x) && (0...1).contains($0.y) })
        // Two strokes that travel: the positions span a good part of the panel.
        let xs = contacts.map(\.x), ys = contacts.map(\.y)
        #expect((xs.max()! - xs.min()!) > 0.2 || (ys.max()! - ys.min()!) > 0.2)
    }

    @Test func aPanelWhosePositionsMoveIsNeverFlagged() throws {
        for testCase in TouchRecordings.cases {
            let (decoder, _) = try decode(TouchRecordings.load(testCase), testCase.configuration)
            #expect(decoder.axesMovingInsteadOfPositions == nil, "\(testCase.events)")
        }
    }

    @Test @MainActor func anEmptyInputFolderSaysNoTouchscreenIsThere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = EvdevInputSource(directory: folder.path)
        var messages: [String] = []
        source.deviceHandler = { event in
            if case .noTouchscreen(let directory, let examined) = event {
                messages.append(EvdevInputSource.noTouchscreenAdvice(directory: directory, examined: examined))
            }
        }
        try source.start(on: SteppedEventLoop())
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("no touchscreen in \(folder.path) (0 input devices examined); waiting") == true)
        source.stop()
    }

    /// A replay tells its owner too (debug-events, replay and calibrate print it), once.
    @MainActor @Test func aReplayOfSuchAPanelTellsItsOwnerOnce() throws {
        let source = try ReplayInputSource(recording: egalax(), pace: .asFastAsPossible)
        var warnings: [[AbsoluteAxis]] = []
        source.positionAxesIdleHandler = { warnings.append($0) }
        let loop = SteppedEventLoop()
        try source.start(on: loop)
        while loop.runNext() {}
        #expect(warnings == [[AbsoluteAxis(rawValue: 0x02), AbsoluteAxis(rawValue: 0x03)]])  // ABS_Z, ABS_RX
        // Mapped as the shipped board maps it: no warning.
        let mapped = try ReplayInputSource(recording: egalax(), configuration: TouchConfiguration(axisX: AbsoluteAxis(rawValue: 0x02), axisY: AbsoluteAxis(rawValue: 0x03)),
                                           pace: .asFastAsPossible)
        var mappedWarnings = 0
        mapped.positionAxesIdleHandler = { _ in mappedWarnings += 1 }
        let second = SteppedEventLoop()
        try mapped.start(on: second)
        while second.runNext() {}
        #expect(mappedWarnings == 0)
    }
}
