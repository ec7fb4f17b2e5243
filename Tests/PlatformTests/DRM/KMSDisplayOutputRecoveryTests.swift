// Vitrine — Apache License 2.0
// `@testable` because a plain `import CoreGraphics` beside `import Testing` makes the compiler
// look for swift-testing's Apple-only `_Testing_CoreGraphics` cross-import overlay.
@testable import CoreGraphics
import Testing
@testable import Platform

/// Losing the screen and getting it back (VT switch, hotplug), on a KMS display whose
/// buffer, flip, modeset and master calls are mocked (a real /dev/null descriptor).
///
/// Mocked ids: dumb buffer handles and framebuffers share one counter, framebuffer =
/// 100 + id, so the three buffers are framebuffers 102, 104 and 106.
@Suite struct KMSDisplayOutputRecoveryTests {
    static let crtc = CRTCID(rawValue: 41)
    static let mode = DisplayMode(width: 64, height: 48, clockKilohertz: 1000, horizontalTotal: 80, verticalTotal: 50, isPreferred: true)
    static let largeMode = DisplayMode(width: 128, height: 96, clockKilohertz: 4000, horizontalTotal: 160, verticalTotal: 100, isPreferred: true)
    static let sameSizeMode = DisplayMode(width: 64, height: 48, clockKilohertz: 1200, horizontalTotal: 80, verticalTotal: 50)

    static func connector(_ status: Connector.Status, modes: [DisplayMode]) -> Connector {
        Connector(id: ConnectorID(rawValue: 35), type: 15, typeIndex: 1, status: status, modes: modes)
    }

    /// A display on connector 35 (Virtual-1) at 64x48, its CRTC found off (so the start modesets).
    private func makeOutput(mode selection: ModeSelection = .preferred) throws -> KMSDisplayOutput {
        let selected = KMSOutputSelection(
            device: try DRMDevice(path: "/dev/null"), connector: Self.connector(.connected, modes: [Self.mode]),
            mode: Self.mode, crtc: Self.crtc,
            crtcStateBefore: CRTCState(id: Self.crtc, framebufferID: nil, x: 0, y: 0, mode: nil))
        return try KMSDisplayOutput(selection: selected, configuration: KMSConfiguration(mode: selection, bufferCount: 3))
    }

    private func screen(_ pixel: UInt32) throws -> Bitmap {
        let bitmap = try #require(Bitmap(width: 64, height: 48))
        bitmap.fill(bitmap.bounds, with: pixel)
        return bitmap
    }

    /// True when every pixel of buffer `index` is `pixel` (the mock maps anonymous memory).
    private func buffer(_ output: KMSDisplayOutput, _ index: Int, isAll pixel: UInt32) -> Bool {
        let buffer = output.buffers[index]
        for y in 0..<buffer.height {
            let row = (buffer.pixels + y * buffer.pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<buffer.width where row[x] & 0x00FF_FFFF != pixel & 0x00FF_FFFF { return false }
        }
        return true
    }

    /// Presents `count` whole blue frames, each completed by its flip event.
    private func presentWholeFrames(_ count: Int, on output: KMSDisplayOutput) throws {
        for _ in 0..<count {
            try output.present(screen(0xFF00_00FF), damage: [PixelRect(x: 0, y: 0, width: 64, height: 48)])
            try output.dispatchEvents()
        }
    }

    /// Presents `count` frames whose damage is the 8x8 corner, each completed by its flip event.
    private func presentCornerFrames(_ count: Int, on output: KMSDisplayOutput) throws {
        for _ in 0..<count {
            try output.present(screen(0xFF00_00FF), damage: [PixelRect(x: 0, y: 0, width: 8, height: 8)])
            try output.dispatchEvents()
        }
    }

    @Test func aVTSwitchDropsMasterAndTheReturnModesetsTheLastFrameAndRepaintsEverything() throws {
        let driver = MockingDriver()
        try MockingDriver.$current.withValue(driver) {
            let output = try makeOutput()
            #expect(driver.trace.last == "drmModeSetCrtc(41, 102)")
            // Every buffer gets a whole frame (buffers 1, 2, 0), then small ones (1, 2, and 0
            // left in flight): no buffer has more than the small corner left to copy.
            try presentWholeFrames(3, on: output)
            try presentCornerFrames(2, on: output)
            try output.present(screen(0xFF00_00FF), damage: [PixelRect(x: 0, y: 0, width: 8, height: 8)])
            #expect(driver.trace.last == "drmModePageFlip(41, 102)")
            driver.trace.removeAll()

            output.releaseScreen()
            // The flip in flight is finished first, then master goes.
            #expect(driver.callNames == ["poll", "drmHandleEvent", "poll", "drmDropMaster"])
            #expect(!output.isReadyForFrame)

            driver.trace.removeAll()
            try output.reacquireScreen()
            // Master, then the mode on the buffer last shown (106).
            #expect(driver.trace == ["drmSetMaster()", "drmModeSetCrtc(41, 102)"])
            #expect(output.isReadyForFrame)

            // The console drew over the CRTC meanwhile: every buffer is repainted whole, even
            // for a present that reports no damage.
            try output.present(screen(0xFFFF_0000), damage: [])
            #expect(driver.trace.last == "drmModePageFlip(41, 104)")
            #expect(buffer(output, 1, isAll: 0xFFFF_0000))
        }
    }

    @Test func shuttingDownInTheBackgroundLeavesTheConsolesScreenAlone() throws {
        let driver = MockingDriver()
        try MockingDriver.$current.withValue(driver) {
            let output = try makeOutput()
            output.releaseScreen()
            driver.trace.removeAll()
            output.shutDown()
            #expect(!driver.callNames.contains("drmModeSetCrtc"))
        }
    }

    @Test func anotherMasterOnReturnIsAClearErrorAndFramesStayStopped() throws {
        let driver = MockingDriver()
        try MockingDriver.$current.withValue(driver) {
            let output = try makeOutput()
            output.releaseScreen()
            driver.failures["drmSetMaster"] = .deviceBusy
            #expect {
                try output.reacquireScreen()
            } throws: { error in
                (error as? DRMError)?.description == "become DRM master of /dev/null: Device or resource busy (errno 16) (another process (a display server, another kiosk) holds DRM master on /dev/null: stop it)"
            }
            #expect(!output.isReadyForFrame)
        }
    }

    @Test func anUnpluggedDisplayStopsFramesAndItsReturnModesetsAndRepaints() throws {
        let driver = MockingDriver()
        try MockingDriver.$current.withValue(driver) {
            let output = try makeOutput()
            try presentWholeFrames(3, on: output)  // buffers 1, 2, 0
            try presentCornerFrames(2, on: output)  // buffers 1, 2: framebuffer 106 on screen

            #expect(try output.connectorDidChange(Self.connector(.disconnected, modes: [])) == .disconnected)
            #expect(!output.isReadyForFrame)
            #expect(try output.connectorDidChange(Self.connector(.disconnected, modes: [])) == .none)

            driver.trace.removeAll()
            // The display comes back preferring another size: the running size is kept.
            let back = Self.connector(.connected, modes: [Self.largeMode, Self.sameSizeMode])
            #expect(try output.connectorDidChange(back) == .reconnected(Self.sameSizeMode))
            #expect(driver.trace == ["drmModeSetCrtc(41, 106)"])
            #expect(output.isReadyForFrame)
            #expect(output.mode == Self.sameSizeMode)
            #expect(try output.connectorDidChange(back) == .none)  // a second uevent for the same state

            try output.present(screen(0xFF00_FF00), damage: [])
            #expect(buffer(output, 0, isAll: 0xFF00_FF00))
        }
    }

    /// A display pulled out with a flip in flight: if its event never comes, the frame is
    /// reported complete anyway, so nothing (the scheduler, the systemd watchdog) waits for it.
    @Test func aFlipLostWithTheDisplayIsReportedCompleteAnyway() throws {
        let driver = MockingDriver()
        try MockingDriver.$current.withValue(driver) {
            let output = try makeOutput()
            var completed: [UInt64] = []
            output.frameCompletionHandler = { completed.append($0.sequence) }
            try output.present(screen(0xFF00_00FF), damage: [PixelRect(x: 0, y: 0, width: 64, height: 48)])
            driver.queuedFlips.removeAll()  // the kernel will never send its event
            #expect(try output.connectorDidChange(Self.connector(.disconnected, modes: [])) == .disconnected)
            #expect(completed == [1])
        }
    }

    @Test func aDisplayWithoutTheRunningSizeStaysDarkWithAReason() throws {
        let driver = MockingDriver()
        try MockingDriver.$current.withValue(driver) {
            let output = try makeOutput()
            _ = try output.connectorDidChange(Self.connector(.disconnected, modes: []))
            let change = try output.connectorDidChange(Self.connector(.connected, modes: [Self.largeMode]))
            #expect(change == .unusable(reason: "Virtual-1 now offers 128x96@250.00, none of them 64x48 as the running screen; restart the kiosk to use the new display"))
            #expect(!output.isReadyForFrame)
        }
    }

    @Test func aDisplayReturningWhileTheVTIsAwayIsSetOnlyWhenTheVTReturns() throws {
        let driver = MockingDriver()
        try MockingDriver.$current.withValue(driver) {
            let output = try makeOutput()
            output.releaseScreen()
            _ = try output.connectorDidChange(Self.connector(.disconnected, modes: []))
            driver.trace.removeAll()
            #expect(try output.connectorDidChange(Self.connector(.connected, modes: [Self.mode])) == .reconnected(Self.mode))
            #expect(driver.trace.isEmpty, "no modeset without master")
            #expect(!output.isReadyForFrame)
            try output.reacquireScreen()
            #expect(driver.trace == ["drmSetMaster()", "drmModeSetCrtc(41, 102)"])
            #expect(output.isReadyForFrame)
        }
    }

    @Test func theBoardsModeWinsWhenItHasTheRunningSize() throws {
        let display = Self.connector(.connected, modes: [Self.mode, Self.sameSizeMode])
        // "64x48@72": the same size at the rate closest to 72 Hz; 1.2 MHz / (80 × 50) = 300 Hz
        // and 1 MHz / 4000 = 250 Hz, so 250 Hz is closer.
        let exact = KMSDisplayOutput.reconnectionMode(for: display, selection: .exact(width: 64, height: 48, refresh: 72), width: 64, height: 48)
        #expect(try exact.get() == Self.mode)
        // Preferred is 128x96, another size: the display's 64x48 is taken instead.
        let larger = Self.connector(.connected, modes: [Self.largeMode, Self.sameSizeMode])
        #expect(try KMSDisplayOutput.reconnectionMode(for: larger, selection: .preferred, width: 64, height: 48).get() == Self.sameSizeMode)
    }
}
