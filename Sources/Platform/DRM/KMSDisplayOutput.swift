// Vitrine — Apache License 2.0
// Design note: the DRM/KMS display.
//
// What it does: drives one connector of one card with legacy KMS. At start it picks
// the card, connector, mode and CRTC (KMSOutputSelection), allocates 2–3 XRGB8888 dumb
// buffers, modesets with drmModeSetCrtc onto a cleared (black) first buffer, and keeps
// the CRTC's previous state to restore on shutdown. Each present copies the damaged
// rows of the compositor's Bitmap into the next buffer and page-flips to it with an
// event; the flip event, read from the DRM fd by the event loop, completes the frame.
//
// Invariants:
// - At most one flip is pending (legacy KMS refuses a second with EBUSY), so
//   `isReadyForFrame` is false from `present` until its event is dispatched.
// - The buffer written is never the one on screen nor the one queued.
// - Buffers are only written, never read (they are often write-combined). Each buffer
//   receives the union of the damage since it was last written (BufferDamageLedger),
//   so the compositor passes only the current frame's damage.
// - Shutdown restores the saved CRTC before the buffers are freed: removing a
//   framebuffer that is on screen would turn the CRTC off.
//
// Rejected alternatives:
// - Atomic commits: flutter-pi and LVGL v9 use them, but for one primary plane
//   showing a full-screen dumb buffer, SetCrtc + PageFlip does the same with fewer
//   kernel objects, and works on drivers without atomic support.
// - Drawing straight into the mapped buffer (LVGL direct mode): compositing reads the
//   destination, and reads from write-combined memory are very slow on ARM SoCs.
// - A third buffer pays off only when a present may be queued while a flip is
//   pending; with one pending flip, two suffice. The count stays configurable.
// - Pacing on flip events alone: QEMU's bochs device has no vblank and completes
//   flips almost at once, so `info.refreshRate` carries the mode's rate for the caller
//   to pace by.
import CoreGraphics
import Logging

/// A `DisplayOutput` that scans out through DRM/KMS dumb buffers and page flips.
public final class KMSDisplayOutput: RotatableDisplayOutput, MirrorableDisplayOutput {
    // MARK: - Device
    /// The open card.
    public let device: DRMDevice
    /// The output driven, as last probed (at start, or at its latest hotplug).
    public internal(set) var connector: Connector
    /// The mode set (another of the same size may replace it when the display is plugged back in).
    public internal(set) var mode: DisplayMode
    /// The CRTC scanning out.
    public let crtc: CRTCID
    var buffers: [DumbBuffer]
    private var restorer: CRTCRestorer?

    // MARK: - Configuration
    /// Name, size in pixels (turned by `rotation`) and millimetres, and the mode's refresh rate.
    public private(set) var info: DisplayInfo
    /// Called from `dispatchEvents()` when a presented frame reached the screen.
    public var frameCompletionHandler: ((FrameCompletion) -> Void)?
    let logger = Logger(label: "vitrine.drm")
    /// The board's mode choice, applied again when the display is plugged back in.
    let modeSelection: ModeSelection

    // MARK: - State
    var ledger: BufferDamageLedger
    var onScreen = 0
    var pendingFlip: PageFlipRequest?
    private var presentedFrames: UInt64 = 0
    var isShutDown = false
    /// How presented screens are turned into the buffers: the mounting, then the interface orientation.
    public private(set) var rotation: DisplayRotation
    /// True while DPMS holds the panel off (KMSDisplayOutput+Power.swift): no flips then,
    /// since a page flip on an inactive CRTC fails.
    var isPanelOff = false
    /// True until the first frame when the mode found on the CRTC was kept: if the driver
    /// refuses to flip from the previous owner's framebuffer, that frame is set by modeset.
    var needsModeset = false
    /// True while the kiosk's VT is in the background and DRM master is given up
    /// (KMSDisplayOutput+Recovery.swift): no flips then.
    var isReleased = false
    /// True while the connector has no display attached (KMSDisplayOutput+Recovery.swift):
    /// no flips then, and the kiosk keeps running until one is plugged back in.
    var isDisconnected = false

    /// Opens the card, chooses connector, mode and CRTC as configured, allocates the
    /// buffers and shows a black screen.
    /// - Parameter configuration: the device, connector, mode and buffer count to use.
    /// - Throws: `DRMError` naming the step, the device and the errno, with a hint.
    ///
    /// The corresponding C functions are `drmModeGetResources`, `drmModeGetConnector`,
    /// `drmModeCreateDumbBuffer`, `drmModeAddFB2` and `drmModeSetCrtc`.
    public convenience init(configuration: KMSConfiguration = KMSConfiguration()) throws(DRMError) {
        precondition(KMSConfiguration.bufferCounts.contains(configuration.bufferCount),
                     "KMSDisplayOutput.init: 'bufferCount' must be 2 or 3, got \(configuration.bufferCount)")
        try self.init(selection: try KMSOutputSelection(configuration: configuration), configuration: configuration)
    }

    /// Drives an output already chosen (tests give a selection of their own).
    init(selection: KMSOutputSelection, configuration: KMSConfiguration) throws(DRMError) {
        let device = selection.device
        let mode = selection.mode

        var buffers: [DumbBuffer] = []
        for _ in 0..<configuration.bufferCount {
            // On a throw, the buffers made so far are freed with the array.
            buffers.append(try DumbBuffer(device: device, width: mode.width, height: mode.height))
        }
        buffers[0].clear()
        // A CRTC already showing this mode (a boot splash, the console) keeps it: the first
        // frame arrives by page flip, with no modeset and so no black flash in between.
        let before = selection.crtcStateBefore
        let keepsMode = before.framebufferID != nil && (before.mode.map { $0.hasSameTiming(as: mode) } ?? false)
        if !keepsMode {
            try device.setCRTC(
                selection.crtc, framebuffer: buffers[0].framebufferID,
                connectors: [selection.connector.id], mode: mode)
        }
        self.needsModeset = keepsMode

        self.device = device
        self.connector = selection.connector
        self.mode = mode
        self.crtc = selection.crtc
        self.buffers = buffers
        self.restorer = CRTCRestorer(device: device, saved: selection.crtcStateBefore, connectors: [selection.connector.id])
        self.rotation = configuration.rotation
        self.modeSelection = configuration.mode
        let logical = configuration.rotation.logicalSize(physicalWidth: mode.width, physicalHeight: mode.height)
        self.ledger = BufferDamageLedger(
            bufferCount: buffers.count, bounds: PixelRect(x: 0, y: 0, width: logical.width, height: logical.height))
        let cardName = device.path.split(separator: "/").last.map(String.init) ?? device.path
        self.info = DisplayInfo(
            name: "\(cardName) \(selection.connector.name)", pixelWidth: logical.width, pixelHeight: logical.height,
            physicalWidthMillimeters: selection.connector.physicalWidthMillimeters.map(Double.init),
            physicalHeightMillimeters: selection.connector.physicalHeightMillimeters.map(Double.init),
            refreshRate: mode.refreshRate > 0 ? mode.refreshRate : 60)
        if keepsMode {
            logger.info("\(info.name) already runs \(mode): keeping it, no modeset")
        }
    }

    deinit {
        shutDown()
    }

    /// False while a page flip is pending, while the panel is off, while the VT is in the
    /// background or the display unplugged, and after `shutDown()`.
    public var isReadyForFrame: Bool {
        pendingFlip == nil && !isShutDown && !isPanelOff && !isReleased && !isDisconnected
    }

    /// The DRM descriptor, readable when a flip event is waiting.
    public var eventDescriptor: Int32? { device.fileDescriptor }

    /// Copies the damage this frame's buffer lacks from `screen` and page-flips to it.
    /// - Parameters:
    ///   - screen: the whole screen, `info.pixelWidth × info.pixelHeight`.
    ///   - damage: what changed since the previous present.
    /// - Throws: `DRMError` with operation `.pageFlip`.
    ///
    /// The corresponding C function is `drmModePageFlip`.
    public func present(_ screen: Bitmap, damage: [PixelRect]) throws {
        try presentFrame(screen, damage: damage)
        presentObserver?(screen, damage)
    }

    /// Called after each present (the remote screen's mirror).
    public var presentObserver: ((Bitmap, [PixelRect]) -> Void)?

    private func presentFrame(_ screen: Bitmap, damage: [PixelRect]) throws(DRMError) {
        precondition(screen.width == info.pixelWidth && screen.height == info.pixelHeight,
                     "KMSDisplayOutput.present: 'screen' is \(screen.width)x\(screen.height), the display \(info.pixelWidth)x\(info.pixelHeight)")
        precondition(!isShutDown, "KMSDisplayOutput.present: called after shutDown()")
        precondition(pendingFlip == nil, "KMSDisplayOutput.present: a page flip is pending; wait for isReadyForFrame")

        ledger.record(damage)
        let index = (onScreen + 1) % buffers.count
        let buffer = buffers[index]
        for rect in ledger.takeDamage(forBuffer: index) {
            buffer.copy(rect, from: screen, rotation: rotation)
        }
        let request = PageFlipRequest(sequence: presentedFrames + 1, bufferIndex: index)
        do {
            try device.pageFlip(crtc, to: buffer.framebufferID, request: request)
        } catch where needsModeset && error.errno == .invalidArgument {
            // The previous framebuffer had another format or pitch: modeset this once.
            logger.info("cannot page-flip from the previous framebuffer (\(error)); setting the mode")
            needsModeset = false
            try device.setCRTC(crtc, framebuffer: buffer.framebufferID, connectors: [connector.id], mode: mode)
            presentedFrames += 1
            onScreen = index
            frameCompletionHandler?(FrameCompletion(sequence: request.sequence, timestamp: ProcessInfo.processInfo.systemUptime))
            return
        }
        needsModeset = false
        presentedFrames += 1
        pendingFlip = request
    }

    /// Turns presented screens by `rotation` from the next `present` on: `info` takes the
    /// turned size and every buffer is repainted whole. A flip in flight shows the old
    /// picture until the next one.
    public func setRotation(_ rotation: DisplayRotation) {
        self.rotation = rotation
        let logical = rotation.logicalSize(physicalWidth: mode.width, physicalHeight: mode.height)
        info.pixelWidth = logical.width
        info.pixelHeight = logical.height
        ledger = BufferDamageLedger(
            bufferCount: buffers.count, bounds: PixelRect(x: 0, y: 0, width: logical.width, height: logical.height))
    }

    /// Reads flip events and reports a completed frame to `frameCompletionHandler`.
    /// - Throws: `DRMError` with operation `.readEvents`.
    ///
    /// The corresponding C function is `drmHandleEvent`.
    public func dispatchEvents() throws {
        try device.dispatchPageFlipEvents()
        completeFlipIfDone()
    }

    func completeFlipIfDone() {
        guard let request = pendingFlip, let time = request.completionTime else { return }
        onScreen = request.bufferIndex
        pendingFlip = nil
        frameCompletionHandler?(FrameCompletion(sequence: request.sequence, timestamp: time))
    }

    /// Waits briefly for a pending flip, restores the CRTC as it was found and frees the
    /// buffers. Idempotent. A failed restore is logged: there is no caller to throw to.
    ///
    /// The corresponding C function is `drmModeSetCrtc`.
    public func shutDown() {
        guard !isShutDown else { return }
        isShutDown = true
        if pendingFlip != nil {
            // Restoring with a flip in flight works, but its event would retain the request.
            // The handler is not called: shutDown may run from deinit.
            _ = try? device.dispatchPageFlipEvents(timeoutMilliseconds: 100)
            pendingFlip = nil
        }
        // With the VT in the background the console owns the screen already (and master is
        // given up, so a restore would fail).
        if isReleased {
            restorer?.discard()
        } else {
            do {
                try restorer?.restore()
            } catch {
                logger.error("could not restore the screen: \(error)")
            }
        }
        restorer = nil
        buffers.removeAll()
    }
}
