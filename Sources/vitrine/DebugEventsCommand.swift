// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit
import Foundation
import Platform

/// `vitrine debug-events`: one JSON line per touch frame from the touch panels and per key
/// event from the keyboards (or from an evemu recording of either), after a header line
/// per device saying how it is decoded. The first
/// thing to run when a panel misbehaves, like libinput's debug-events.
///
/// Line format (one JSON object per line, keys in this order):
/// - `{"type":"screen","width":W,"height":H,"scale":S,"rotation":R,"source":"…"}` — the
///   screen in points that locations are given in, and where its size came from.
/// - `{"type":"device","device":N,"path":"…","name":"…","usb":"vvvv:pppp","bus":B,"protocol":"B|A|single",
///   "slots":K,"direct":true,"x":{"axis":"ABS_MT_POSITION_X","min":0,"max":799,"resolution":0},"y":{…},
///   "transform":["x 0...799","y 0...479","calibration [..]",…],"grabbed":false}`
/// - `{"type":"frame","device":N,"time":T,"touches":[{"id":I,"phase":"began|moved|stationary|ended|cancelled",
///   "x":X,"y":Y,"pressure":P}]}` — x, y in points on the displayed screen (2 decimals),
///   time in seconds of the kernel's monotonic clock (6 decimals), pressure 0…1 or absent.
/// - `{"type":"removed","device":N,"path":"…","reason":"…"}`, `{"type":"error","path":"…","message":"…"}` and
///   `{"type":"ignored","path":"…","name":"…","reason":"…"}` (an input device that is not read, and why).
/// - `{"type":"keyboard","device":N,"path":"…","name":"…","usb":"vvvv:pppp","scanner":false,"layout":"us, model pc105"}`
///   — a keyboard read (or replayed), with the board's layout.
/// - `{"type":"key","device":N,"time":T,"phase":"down|repeat|up|cancelled","keysym":"a","characters":"a",
///   "usage":4,"code":30,"modifiers":["shift","control","alternate","command","alphaShift","numericPad"],"scanner":false}`
///   — usage is the USB HID usage (UIKey.keyCode), code the Linux key code.
/// - `{"type":"removed","keyboard":N,"path":"…","reason":"…"}` — a keyboard unplugged, its held keys cancelled.
struct DebugEventsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "debug-events",
        abstract: "Print one JSON line per touch frame and key event (and a header per device).",
        discussion: "Reads the touchscreens the board selects and the keyboards, or replays an evemu recording (of a panel "
            + "or a keyboard) with --replay DESC EVENTS. "
            + "With --benchmark DIR, decodes every recording in DIR repeatedly and prints events per second."
    )

    @Option(help: "A board configuration file (default: VITRINE_BOARD).")
    var board: String?

    @Option(help: "The screen size in pixels, WxH (default: the connected DRM mode, else 1280x800).")
    var screen: String?

    @Option(help: "Points-to-pixels scale (default: the board's, else 1).")
    var scale: Double?

    @Option(help: "The input device folder.")
    var input = "/dev/input"

    @Option(parsing: .upToNextOption, help: "Replay an evemu recording: DESC EVENTS (or just EVENTS when it holds the description).")
    var replay: [String] = []

    @Flag(help: "With --replay: feed the recording as fast as possible instead of in real time.")
    var fast = false

    @Option(help: "Exit after this many seconds.")
    var duration: Double?

    @Option(help: "Benchmark the decoder on every *.events file of this folder (paired with <prefix>.desc).")
    var benchmark: String?

    @Option(help: "With --benchmark: passes over each recording.")
    var iterations = 200

    func run() throws {
        if let benchmark {
            try InputBenchmark(folder: benchmark, iterations: iterations).run()
            return
        }
        let status = try MainActor.assumeIsolated { try launch() }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func launch() throws -> Int32 {
        let boardPath = board ?? ProcessInfo.processInfo.environment["VITRINE_BOARD"].flatMap { $0.isEmpty ? nil : $0 }
        let boardConfiguration: BoardConfiguration
        do {
            boardConfiguration = try boardPath.map { path throws(BoardConfigurationError) in
                try BoardConfiguration.load(contentsOf: path)
            } ?? .default
        } catch {
            throw DebugEventsFailure("\(error)")
        }
        let screen = try screenSize(boardConfiguration)
        let pointScale = scale ?? boardConfiguration.display.scale ?? 1
        guard pointScale > 0, pointScale.isFinite else { throw ValidationError("--scale must be positive") }
        let rotation = boardConfiguration.display.rotation
        let (pixelWidth, pixelHeight) = rotation.swapsWidthAndHeight ? (screen.height, screen.width) : (screen.width, screen.height)
        let width = Double(pixelWidth) / pointScale, height = Double(pixelHeight) / pointScale
        emit(JSON.object([
            ("type", .string("screen")), ("width", .number(width, 2)), ("height", .number(height, 2)),
            ("scale", .number(pointScale, 3)), ("rotation", .int(rotation.degrees)), ("source", .string(screen.source)),
        ]))

        let loop = DispatchEventLoop()
        let gestures = GestureMonitor(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: CGFloat(pointScale), loop: loop)
        gestures.reportHandler = { report in
            var fields: [(String, JSON)] = [("type", .string("gesture")), ("kind", .string(report.kind)), ("state", .string(report.state))]
            if let direction = report.direction { fields.append(("direction", .string(direction))) }
            fields += report.values.map { ($0.0, JSON.number($0.1, 3)) }
            emit(JSON.object(fields))
        }
        let frameHandler: (TouchFrame) -> Void = { frame in
            defer { gestures.handle(frame) }
            emit(JSON.object([
                ("type", .string("frame")), ("device", .int(frame.deviceID)), ("time", .number(frame.timestamp, 6)),
                ("touches", .array(frame.contacts.map { contact in
                    var fields: [(String, JSON)] = [
                        ("id", .int(contact.id)), ("phase", .string(contact.phase.rawValue)),
                        ("x", .number(contact.x * width, 2)), ("y", .number(contact.y * height, 2)),
                    ]
                    if let pressure = contact.pressure { fields.append(("pressure", .number(pressure, 3))) }
                    return JSON.object(fields)
                })),
            ]))
        }

        let keyHandler: (KeyEvent) -> Void = { emit(keyLine($0)) }
        var source: (any InputSource)?
        var keyboards: (any KeyboardSource)?
        if !replay.isEmpty {
            guard replay.count <= 2 else { throw ValidationError("--replay takes DESC EVENTS, or EVENTS alone") }
            let recording: EvemuRecording
            do {
                recording = try EvemuRecording.load(descriptionPath: replay.count == 2 ? replay[0] : nil, eventsPath: replay[replay.count - 1])
            } catch {
                throw DebugEventsFailure("\(error)")
            }
            if let device = recording.device, device.isKeyboard, device.touchProtocol == nil {
                let keyboard: ReplayKeyboardSource
                do {
                    keyboard = try ReplayKeyboardSource(recording: recording, configuration: boardConfiguration.keyboard,
                                                        pace: fast ? .asFastAsPossible : .realTime)
                } catch {
                    throw DebugEventsFailure("\(error)")
                }
                emit(keyboardHeader(deviceID: 1, path: replay[replay.count - 1], description: device,
                                    isScanner: EvdevKeyboardSource.isScanner(device, configuration: boardConfiguration.keyboard),
                                    layout: boardConfiguration.keyboard.layout))
                keyboard.finishedHandler = { loop.stop(status: 0) }
                keyboards = keyboard
            } else {
                let replaySource: ReplayInputSource
                do {
                    replaySource = try ReplayInputSource(
                        recording: recording, configuration: boardConfiguration.touch, rotation: rotation,
                        pace: fast ? .asFastAsPossible : .realTime)
                } catch {
                    throw DebugEventsFailure("\(error)")
                }
                emit(deviceHeader(
                    deviceID: 1, path: replay[replay.count - 1], description: replaySource.device,
                    touchProtocol: replaySource.touchProtocol, axes: replaySource.positionAxes,
                    steps: replaySource.transformSteps, grabbed: false))
                replaySource.finishedHandler = { loop.stop(status: 0) }
                let replayed = replay[replay.count - 1], positionAxes = replaySource.positionAxes
                replaySource.positionAxesIdleHandler = { moving in
                    let advice = EvdevInputSource.idleAxesAdvice(position: positionAxes, moving: moving)
                    emit(JSON.object([("type", .string("warning")), ("path", .string(replayed)), ("message", .string(advice))]))
                    FileHandle.standardError.write(Data("vitrine debug-events: \(replayed): \(advice)\n".utf8))
                }
                source = replaySource
            }
        } else {
            do {
                let evdevKeyboards = try EvdevKeyboardSource(configuration: boardConfiguration.keyboard, directory: input)
                evdevKeyboards.deviceHandler = { event in
                    switch event {
                    case .opened(let keyboard):
                        emit(keyboardHeader(deviceID: keyboard.deviceID, path: keyboard.path, description: keyboard.description,
                                            isScanner: keyboard.isScanner, layout: boardConfiguration.keyboard.layout))
                    case .closed(let path, let deviceID, let reason):
                        emit(JSON.object([("type", .string("removed")), ("keyboard", .int(deviceID)), ("path", .string(path)), ("reason", .string(reason))]))
                    case .failed(let path, let error):
                        emit(JSON.object([("type", .string("error")), ("path", .string(path)), ("message", .string("\(error)"))]))
                    }
                }
                keyboards = evdevKeyboards
            } catch {
                emit(JSON.object([("type", .string("error")), ("path", .string("keyboard")), ("message", .string("\(error)"))]))
            }
            let evdev = EvdevInputSource(configuration: boardConfiguration.touch, rotation: rotation, directory: input)
            evdev.deviceHandler = { event in
                switch event {
                case .opened(let device):
                    emit(deviceHeader(
                        deviceID: device.deviceID, path: device.path, description: device.description,
                        touchProtocol: device.touchProtocol, axes: (device.xAxis, device.yAxis),
                        steps: device.transformSteps, grabbed: device.grabbed))
                case .closed(let path, let deviceID, let reason):
                    emit(JSON.object([("type", .string("removed")), ("device", .int(deviceID)), ("path", .string(path)), ("reason", .string(reason))]))
                case .ignored(let path, let name, let reason):
                    emit(JSON.object([("type", .string("ignored")), ("path", .string(path)), ("name", .string(name)), ("reason", .string(reason))]))
                case .failed(let path, let error):
                    emit(JSON.object([("type", .string("error")), ("path", .string(path)), ("message", .string("\(error)"))]))
                case .positionAxesIdle(let path, let position, let moving):
                    emit(JSON.object([("type", .string("warning")), ("path", .string(path)),
                                      ("message", .string(EvdevInputSource.idleAxesAdvice(position: position, moving: moving)))]))
                case .noTouchscreen(let directory, let examined):
                    let advice = EvdevInputSource.noTouchscreenAdvice(directory: directory, examined: examined)
                    emit(JSON.object([("type", .string("waiting")), ("message", .string(advice))]))
                    FileHandle.standardError.write(Data("vitrine debug-events: \(advice)\n".utf8))
                }
            }
            source = evdev
        }
        let touches = source, keys = keyboards
        touches?.frameHandler = frameHandler
        keys?.keyHandler = keyHandler
        do {
            try touches?.start(on: loop)
            try keys?.start(on: loop)
        } catch {
            throw DebugEventsFailure("\(error) (is the evdev module loaded? --replay DESC EVENTS works without a panel)")
        }
        let stopAll: @MainActor () -> Void = { touches?.stop(); keys?.stop(); loop.stop(status: 0) }
        let signals = [loop.watchSignal(SIGINT, stopAll), loop.watchSignal(SIGTERM, stopAll)]
        if let duration { loop.schedule(after: duration, stopAll) }
        let status = loop.run()
        signals.forEach { $0.cancel() }
        return status
    }

    private func screenSize(_ board: BoardConfiguration) throws -> (width: Int, height: Int, source: String) {
        if let screen {
            let parts = screen.lowercased().split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { throw ValidationError("--screen must be WxH, such as 800x480") }
            return (parts[0], parts[1], "--screen")
        }
        if case .exact(let width, let height, _) = board.display.mode { return (width, height, "board mode") }
        for card in DRMInventory.scan().cards {
            guard case .success(let details) = card.details else { continue }
            for connector in details.connectors where connector.status == .connected {
                if let mode = connector.preferredMode { return (mode.width, mode.height, "\(card.path) \(connector.name)") }
            }
        }
        return (1280, 800, "default")
    }
}

/// A failure to report as is, without the usage text a ValidationError brings.
private struct DebugEventsFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

@MainActor
private func deviceHeader(
    deviceID: Int, path: String, description: InputDeviceDescription, touchProtocol: TouchProtocol,
    axes: (x: AbsoluteAxis, y: AbsoluteAxis), steps: [String], grabbed: Bool
) -> JSON {
    func axis(_ axis: AbsoluteAxis) -> JSON {
        guard let info = description.axes[axis] else { return .object([("axis", .string(axis.description))]) }
        return .object([("axis", .string(axis.description)), ("min", .int(Int(info.minimum))),
                        ("max", .int(Int(info.maximum))), ("resolution", .int(Int(info.resolution)))])
    }
    // The slots the decoder keeps: the declared count, at most the kernel's limit (a device
    // may declare 2^31 of them).
    let declared = Int(max(0, description.axes[.multitouchSlot]?.maximum ?? 0)) + 1
    let slots = touchProtocol == .slots ? min(declared, TouchFrameDecoder.maximumSlots) : 1
    return .object([
        ("type", .string("device")), ("device", .int(deviceID)), ("path", .string(path)), ("name", .string(description.name)),
        ("usb", .string(description.usbID)), ("bus", .int(description.bus)), ("protocol", .string(touchProtocol.rawValue)),
        ("slots", .int(slots)), ("direct", .bool(description.isDirect)), ("x", axis(axes.x)), ("y", axis(axes.y)),
        ("transform", .array(steps.map { .string($0) })), ("grabbed", .bool(grabbed)),
    ])
}

@MainActor
private func keyboardHeader(deviceID: Int, path: String, description: InputDeviceDescription, isScanner: Bool,
                            layout: KeyboardLayout) -> JSON {
    .object([
        ("type", .string("keyboard")), ("device", .int(deviceID)), ("path", .string(path)), ("name", .string(description.name)),
        ("usb", .string(description.usbID)), ("scanner", .bool(isScanner)), ("layout", .string(layout.description)),
    ])
}

/// One key event's line: the keysym by name, the text, the HID usage and Linux code, the modifiers by UIKit's names.
private func keyLine(_ event: KeyEvent) -> JSON {
    let names: [(KeyModifiers, String)] = [(.shift, "shift"), (.control, "control"), (.alternate, "alternate"),
                                           (.command, "command"), (.alphaShift, "alphaShift"), (.numericPad, "numericPad")]
    return .object([
        ("type", .string("key")), ("device", .int(event.deviceID)), ("time", .number(event.timestamp, 6)),
        ("phase", .string(event.phase.rawValue)), ("keysym", .string(Keymap.name(ofKeysym: event.keysym))),
        ("characters", .string(event.characters)), ("usage", .int(event.hidUsage)), ("code", .int(event.scanCode)),
        ("modifiers", .array(names.filter { event.modifiers.contains($0.0) }.map { .string($0.1) })),
        ("scanner", .bool(event.isFromScanner)),
    ])
}

/// Writes one line and flushes, so a pipe or a serial console sees each frame at once.
private func emit(_ value: JSON) {
    FileHandle.standardOutput.write(Data((value.text + "\n").utf8))
}

/// Just enough JSON for these lines, with keys in a fixed order.
private indirect enum JSON {
    case string(String), int(Int), number(Double, Int), bool(Bool), array([JSON]), object([(String, JSON)])

    var text: String {
        switch self {
        case .string(let value): return Self.quote(value)
        case .int(let value): return String(value)
        case .number(let value, let decimals): return value.isFinite ? String(format: "%.\(decimals)f", value) : "null"
        case .bool(let value): return value ? "true" : "false"
        case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let fields): return "{" + fields.map { Self.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

/// `--benchmark DIR`: events per second through the evemu parser and the decoder.
private struct InputBenchmark {
    var folder: String
    var iterations: Int

    func run() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".events") }.sorted()
        guard !names.isEmpty else { throw ValidationError("no *.events files in \(folder)") }
        guard iterations > 0 else { throw ValidationError("--iterations must be positive") }
        print("decoder benchmark: \(iterations) passes over each recording (debug builds are slower; use -c release for figures)")
        var totalEvents = 0, totalSeconds = 0.0
        for name in names {
            let prefix = String(name.prefix { $0 != "." })
            let descPath = "\(folder)/\(prefix).desc"
            let recording = try EvemuRecording.load(
                descriptionPath: FileManager.default.fileExists(atPath: descPath) ? descPath : nil, eventsPath: "\(folder)/\(name)")
            let text = String(decoding: FileManager.default.contents(atPath: "\(folder)/\(name)") ?? Data(), as: UTF8.self)
            let parsePasses = max(1, iterations / 20)
            let parseStart = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<parsePasses { _ = try EvemuRecording(parsing: text, source: name) }
            let parseSeconds = Double(DispatchTime.now().uptimeNanoseconds - parseStart) / 1e9 / Double(parsePasses)
            var frames = 0
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations { frames = try ReplayInputSource.decodeAll(recording).count }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let events = recording.events.count * iterations
            totalEvents += events
            totalSeconds += seconds
            print(name.padding(toLength: 48, withPad: " ", startingAt: 0) + String(format: " %6d events %5d frames  %8.2f M events/s  parse %6.2f M events/s",
                         recording.events.count, frames, Double(events) / seconds / 1e6,
                         Double(recording.events.count) / parseSeconds / 1e6))
        }
        print(String(format: "total: %d events in %.3f s = %.2f M events/s through the decoder", totalEvents, totalSeconds,
                     Double(totalEvents) / totalSeconds / 1e6))
    }
}
