// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

/// An in-memory stand-in for libevdev's reading: a queue of kernel events in which a
/// SYN_DROPPED entry stands for a buffer overflow. Like libevdev, it then reports
/// `.dropped`, discards the queued events up to and including the next SYN_REPORT (the
/// kernel lost them), and in sync mode serves `syncEvents`: the difference between the
/// state it had and the device's real state, ending with SYN_REPORT.
final class MemoryEventReader: InputEventReading {
    var queue: [InputEvent]
    var syncEvents: [InputEvent]
    var failure: Errno?
    private(set) var reads: [String] = []

    init(_ queue: [InputEvent], syncEvents: [InputEvent] = [], failure: Errno? = nil) {
        self.queue = queue
        self.syncEvents = syncEvents
        self.failure = failure
    }

    func nextEvent(syncing: Bool) -> InputReadStatus {
        reads.append(syncing ? "sync" : "normal")
        if syncing {
            return syncEvents.isEmpty ? .drained : .event(syncEvents.removeFirst())
        }
        guard !queue.isEmpty else { return failure.map { .failed($0) } ?? .drained }
        let event = queue.removeFirst()
        if event.type == .synchronization && event.code == SynchronizationCode.dropped {
            while let lost = queue.first {
                queue.removeFirst()
                if lost.type == .synchronization && lost.code == SynchronizationCode.report { break }
            }
            return .dropped
        }
        return .event(event)
    }
}

@Suite struct EvdevInputSourceTests {
    typealias T = TouchFrameDecoderTests

    /// Finger 1 down; then the buffer overflows while finger 1 lifts and finger 2 lands in
    /// slot 1. The sync events (what libevdev synthesizes) end finger 1 and start finger 2;
    /// then normal reading resumes with finger 2 moving.
    @Test func synDroppedIsResynchronizedThroughSyncMode() throws {
        var decoder = try TouchFrameDecoder(description: T.slotDevice, deviceID: 1)
        let reader = MemoryEventReader([
            T.abs(.multitouchTrackingID, 1), T.abs(.multitouchPositionX, 10), T.syn(at: 1),
            T.syn(SynchronizationCode.dropped, at: 2),
            T.abs(.multitouchPositionX, 11), T.syn(at: 2),  // lost in the overflow
            T.abs(.multitouchSlot, 1), T.abs(.multitouchPositionX, 60), T.syn(at: 4),
        ], syncEvents: [
            T.abs(.multitouchSlot, 0, at: 3), T.abs(.multitouchTrackingID, -1, at: 3),
            T.abs(.multitouchSlot, 1, at: 3), T.abs(.multitouchTrackingID, 2, at: 3),
            T.abs(.multitouchPositionX, 50, at: 3), T.abs(.multitouchPositionY, 50, at: 3), T.syn(at: 3),
        ])
        var frames: [TouchFrame] = []
        #expect(EvdevInputSource.drain(reader, into: &decoder, frames: &frames) == nil)
        #expect(frames.map(T.summary) == [
            ["1 began 0.1 0.0"],
            ["1 ended 0.1 0.0", "2 began 0.5 0.5"],
            ["2 moved 0.6 0.5"],
        ])
        #expect(frames.map(\.timestamp) == [1, 3, 4])
        // Normal reads, the drop, 7 sync events + the sync mode's EAGAIN, then normal again.
        #expect(reader.reads.filter { $0 == "sync" }.count == 8)
        #expect(reader.reads.last == "normal")
    }

    @Test func deviceErrorEndsTheDrainWithItsErrno() throws {
        var decoder = try TouchFrameDecoder(description: T.slotDevice, deviceID: 1)
        let reader = MemoryEventReader([T.abs(.multitouchTrackingID, 1), T.syn()], failure: .noSuchDevice)
        var frames: [TouchFrame] = []
        #expect(EvdevInputSource.drain(reader, into: &decoder, frames: &frames) == .noSuchDevice)
        #expect(frames.count == 1)
        // What the source does next: the contact still down is cancelled.
        #expect(decoder.cancelAll(time: 9)?.contacts.map(\.phase) == [.cancelled])
    }

    @Test func selectionFollowsTheIssueRuleAndTheBoardMatches() {
        let ntrig = InputDeviceDescription(
            name: "N-Trig MultiTouch", bus: 3, vendor: 0x1b96, product: 0x0001,
            axes: [.multitouchPositionX: .init(minimum: 0, maximum: 9600), .multitouchPositionY: .init(minimum: 0, maximum: 7200)])
        #expect(EvdevInputSource.selects(T.slotDevice, configuration: .init()))
        #expect(!EvdevInputSource.selects(ntrig, configuration: .init()), "no INPUT_PROP_DIRECT: not a touchscreen by itself")
        #expect(EvdevInputSource.selects(ntrig, configuration: .init(matchUSB: USBID("1b96:0001"))))
        #expect(EvdevInputSource.selects(ntrig, configuration: .init(matchName: "N-Trig")))
        #expect(!EvdevInputSource.selects(ntrig, configuration: .init(matchName: "N-Trig", matchUSB: USBID("0eef:0001"))))
        // ABS_X/ABS_Y and INPUT_PROP_DIRECT without BTN_TOUCH is not a touchscreen.
        let noButton = InputDeviceDescription(name: "tablet", properties: [InputProperty.direct],
                                              axes: [.x: T.range, .y: T.range])
        #expect(!noButton.isTouchscreen)
        #expect(T.singleDevice.isTouchscreen)
    }

    @Test func openingANonEvdevNodeIsAClearError() {
        #expect(throws: EvdevError(.describe, device: "/dev/null", errno: .notTypewriter)) {
            _ = try InputDevice(path: "/dev/null")
        }
        #expect(throws: EvdevError(.open, device: "/nonexistent/event0", errno: .noSuchFileOrDirectory)) {
            _ = try InputDevice(path: "/nonexistent/event0")
        }
    }
}

@Suite struct InputDeviceWatcherTests {
    /// struct inotify_event: wd, mask, cookie, len (little-endian words), then the name
    /// NUL-padded to len bytes.
    static func record(mask: Int32, name: String, length: Int = 16) -> [UInt8] {
        func word(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24)] }
        var bytes = word(1) + word(UInt32(mask)) + word(0) + word(UInt32(length))
        bytes += Array(name.utf8) + [UInt8](repeating: 0, count: length - name.utf8.count)
        return bytes
    }

    @Test func parsesRecordsKeepingEventNodes() {
        let bytes = Self.record(mask: IN_CREATE, name: "event4") + Self.record(mask: IN_CREATE, name: "mouse0")
            + Self.record(mask: IN_ATTRIB, name: "event4") + Self.record(mask: IN_DELETE, name: "event4", length: 32)
        #expect(InputDeviceWatcher.parse(bytes[...], directory: "/dev/input") == [
            .appeared("/dev/input/event4"), .appeared("/dev/input/event4"), .disappeared("/dev/input/event4"),
        ])
        // A truncated record is ignored, not read past.
        #expect(InputDeviceWatcher.parse(Self.record(mask: IN_CREATE, name: "event1").dropLast(4), directory: "/d").isEmpty)
    }

    @MainActor @Test func watchesARealFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let watcher = try InputDeviceWatcher(directory: folder.path)
        let node = folder.appendingPathComponent("event9").path
        #expect(FileManager.default.createFile(atPath: node, contents: nil, attributes: [.posixPermissions: 0o600]))
        try FileManager.default.setAttributes([.posixPermissions: 0o660], ofItemAtPath: node)  // udev's chmod
        try FileManager.default.removeItem(atPath: node)
        let changes = watcher.readChanges()
        #expect(changes.first == .appeared(node))
        #expect(changes.contains(.appeared(node)) && changes.last == .disappeared(node))
    }

    @MainActor @Test func missingFolderIsAClearError() {
        #expect(throws: EvdevError(.watch, device: "/nonexistent/input", errno: .noSuchFileOrDirectory)) {
            _ = try InputDeviceWatcher(directory: "/nonexistent/input")
        }
    }
}

@MainActor @Suite struct EvdevInputSourcePermissionTests {
    /// A node udev has not yet opened up gives EACCES; it is retried after 0.1, 0.2, 0.4,
    /// 0.8, 1.6 and 3.2 s (doubling), then reported with its errno. The EACCES is forced
    /// through the mocking driver, since tests may run as root.
    @Test func permissionDeniedIsRetriedWithBackoffThenReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let node = folder.appendingPathComponent("event0").path
        #expect(FileManager.default.createFile(atPath: node, contents: nil))

        let driver = MockingDriver()
        driver.failures["open"] = .permissionDenied
        let loop = SteppedEventLoop()
        let source = EvdevInputSource(directory: folder.path)
        var failures: [EvdevError] = []
        source.deviceHandler = { if case .failed(_, let error) = $0 { failures.append(error) } }
        var delays: [Double] = []
        try MockingDriver.$current.withValue(driver) {
            try source.start(on: loop)
            var last = loop.now
            while loop.runNext() {
                delays.append(((loop.now - last) * 1000).rounded() / 1000)
                last = loop.now
            }
        }
        #expect(delays == [0.1, 0.2, 0.4, 0.8, 1.6, 3.2])
        #expect(driver.callNames == Array(repeating: "open", count: 7))
        #expect(failures == [EvdevError(.open, device: node, errno: .permissionDenied)])
        source.stop()
    }

    /// Once udev has fixed the permissions, the next retry opens the node and retrying stops
    /// (here the node is a plain file, which libevdev then refuses, silently: not a panel).
    @Test func retryStopsOncePermissionsAreFixed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("event0").path, contents: nil))

        let driver = MockingDriver()
        driver.failures["open"] = .permissionDenied
        let loop = SteppedEventLoop()
        let source = EvdevInputSource(directory: folder.path)
        var events = 0
        source.deviceHandler = { _ in events += 1 }
        try MockingDriver.$current.withValue(driver) {
            try source.start(on: loop)
            #expect(loop.runNext())  // retry 1, still denied
            driver.failures["open"] = nil
            #expect(loop.runNext())  // retry 2 opens it
            #expect(!loop.runNext())
        }
        #expect(driver.callNames == ["open", "open"])
        #expect(events == 0)
        source.stop()
    }
}

struct InputDeviceClassificationTests {
    static func description(_ file: String) throws -> InputDeviceDescription {
        let text = try EvemuRecording.readText(TouchRecordings.path(file))
        return try #require(try EvemuRecording(parsing: text, source: file).device)
    }

    /// `vitrine info` and the reader share one rule; the EDT panel's .desc gives the same
    /// details as the inventory read from the evemu device in the QEMU board.
    @Test func inventoryDetailsComeFromTheSameDescription() throws {
        let details = InputDeviceInventory.DeviceDetails(try Self.description("edt-ep0430m09.desc"))
        #expect(details.name == "EP0430M09")
        #expect(details.multitouchX == .init(minimum: 0, maximum: 1279))
        #expect(details.multitouchY == .init(minimum: 0, maximum: 767))
        #expect(details.slotCount == 5 && details.hasTouchButton && details.isDirect && details.isTouchscreen)
    }

    /// README: the N-Trig and the eGalax PCAP lack INPUT_PROP_DIRECT, so only a board
    /// match selects them; the reason says so.
    @Test(arguments: ["ntrig-protoA.desc", "egalax-empia-pcap.desc", "egalax-usb-0eef-0001-resistive.desc"])
    func panelsWithoutDirectNeedABoardMatch(_ file: String) throws {
        let device = try Self.description(file)
        #expect(!device.isTouchscreen)
        #expect(!InputDeviceInventory.DeviceDetails(device).isTouchscreen)
        #expect(EvdevInputSource.reasonIgnored(device, .init()).hasPrefix("no INPUT_PROP_DIRECT"))
        #expect(EvdevInputSource.selects(device, configuration: .init(matchUSB: USBID(device.usbID))))
    }
}
