// Vitrine — Apache License 2.0
// Losing the screen and getting it back, without exiting: the kiosk's VT going to the
// background and returning (VirtualTerminalSwitching), and the display being unplugged and
// plugged back in (a DRM hotplug uevent, HotplugMonitor).
//
// While the screen is away `isReadyForFrame` is false, so the frame scheduler composes
// nothing and the app keeps running. When it returns, the CRTC is set again (the console,
// or the kernel on a new sink, changed it) on the buffer Vitrine last showed, and every
// buffer is marked wholly damaged: the next present copies the whole screen. The caller
// asks for that present (FrameScheduler.setNeedsFullFrame), since nothing in the app changed.
import CoreGraphics
import Foundation
import PlatformCore

extension KMSDisplayOutput {
    /// What a new look at the connector changed.
    public enum ConnectorChange: Equatable, Sendable, CustomStringConvertible {
        /// Nothing for the display: still attached (or still detached).
        case none
        /// The display went away; frames stop until it returns.
        case disconnected
        /// The display is back, set to this mode; the screen needs a full repaint.
        case reconnected(DisplayMode)
        /// A display is attached but none of its modes fits the buffers; frames stay stopped.
        case unusable(reason: String)

        /// "disconnected", "reconnected at 1280x800@60.00" …, for logs.
        public var description: String {
            switch self {
            case .none: "no change"
            case .disconnected: "disconnected"
            case .reconnected(let mode): "reconnected at \(mode)"
            case .unusable(let reason): "connected but unusable: \(reason)"
            }
        }
    }

    // MARK: - VT switching

    /// Lets go of the screen for another VT: finishes a flip in flight, stops presenting
    /// and drops DRM master, so the console can draw. Failures are logged: the switch must
    /// happen anyway.
    ///
    /// The corresponding C function is `drmDropMaster`.
    public func releaseScreen() {
        guard !isReleased, !isShutDown else { return }
        finishPendingFlip()
        isReleased = true
        do {
            try device.dropMaster()
        } catch {
            logger.error("\(error); the console may not be able to draw", metadata: .errorKind(.virtualTerminal))
        }
    }

    /// Takes the screen back when the kiosk's VT returns: DRM master, then the mode and
    /// the last frame (unless the display is unplugged meanwhile), then full damage for
    /// every buffer.
    /// - Throws: `DRMError` (`.setMaster` when another process took master meanwhile,
    ///   `.setCRTC`); frames stay stopped then.
    ///
    /// The corresponding C functions are `drmSetMaster` and `drmModeSetCrtc`.
    public func reacquireScreen() throws(DRMError) {
        guard isReleased, !isShutDown else { return }
        try device.setMaster()
        isReleased = false
        guard !isDisconnected else { return }
        do {
            try restoreScanout(mode: mode)
        } catch {
            isReleased = true
            _ = try? device.dropMaster()
            throw error
        }
    }

    // MARK: - Hotplug

    /// Probes the connector again (after a hotplug uevent) and applies the change.
    /// - Returns: what changed.
    /// - Throws: `DRMError` when the connector cannot be read or the modeset fails.
    ///
    /// The corresponding C function is `drmModeGetConnector`, which probes the sink.
    public func reprobeConnector() throws(DRMError) -> ConnectorChange {
        try connectorDidChange(device.connector(connector.id))
    }

    /// Applies a newly probed state of the connector: stops frames when it lost its
    /// display; sets a mode (the board's choice, else one of the buffers' size) and asks
    /// for a full repaint when a display is back.
    /// - Throws: `DRMError` with operation `.setCRTC` when the modeset fails.
    public func connectorDidChange(_ probed: Connector) throws(DRMError) -> ConnectorChange {
        guard !isShutDown else { return .none }
        let attached = probed.status != .disconnected && !probed.modes.isEmpty
        if !attached {
            guard !isDisconnected else { return .none }
            finishPendingFlip()
            isDisconnected = true
            connector = probed
            return .disconnected
        }
        guard isDisconnected else { return .none }
        let choice = Self.reconnectionMode(for: probed, selection: modeSelection,
                                           width: buffers[0].width, height: buffers[0].height)
        guard case .success(let newMode) = choice else {
            if case .failure(let reason) = choice { return .unusable(reason: reason.description) }
            return .none
        }
        connector = probed
        // Off the screen (another VT has it) there is nothing to set: reacquireScreen will.
        if !isReleased { try restoreScanout(mode: newMode) }
        mode = newMode
        isDisconnected = false
        return .reconnected(newMode)
    }

    /// The mode to show the buffers on a display plugged back in: the board's choice when it
    /// has the buffers' size, else the display's first mode of that size.
    static func reconnectionMode(
        for connector: Connector, selection: ModeSelection, width: Int, height: Int
    ) -> Result<DisplayMode, ReconnectionFailure> {
        if let chosen = selection.choose(from: connector.modes, current: nil), chosen.width == width, chosen.height == height {
            return .success(chosen)
        }
        if let sameSize = connector.modes.first(where: { $0.width == width && $0.height == height && $0.isPreferred })
            ?? connector.modes.first(where: { $0.width == width && $0.height == height }) {
            return .success(sameSize)
        }
        return .failure(ReconnectionFailure(
            description: "\(connector.name) now offers \(connector.modes.map(\.description).joined(separator: ", ")), none of them \(width)x\(height) as the running screen; restart the kiosk to use the new display"))
    }

    /// Why a display plugged back in cannot show the running screen.
    struct ReconnectionFailure: Error, CustomStringConvertible {
        var description: String
    }

    // MARK: - Shared

    /// Waits briefly for a flip in flight and completes it. A flip whose event does not come
    /// (the CRTC went away with the display) is reported complete all the same: the frame
    /// scheduler and the systemd watchdog must not wait for it while the screen is away.
    private func finishPendingFlip() {
        guard let request = pendingFlip else { return }
        _ = try? device.dispatchPageFlipEvents(timeoutMilliseconds: 100)
        completeFlipIfDone()
        guard pendingFlip != nil else { return }
        pendingFlip = nil
        onScreen = request.bufferIndex
        logger.notice("the page flip of frame \(request.sequence) did not complete; dropping it")
        frameCompletionHandler?(FrameCompletion(sequence: request.sequence, timestamp: ProcessInfo.processInfo.systemUptime))
    }

    /// Sets the CRTC to `mode` on the buffer last shown, and marks every buffer wholly damaged.
    private func restoreScanout(mode: DisplayMode) throws(DRMError) {
        try device.setCRTC(crtc, framebuffer: buffers[onScreen].framebufferID, connectors: [connector.id], mode: mode)
        needsModeset = false
        ledger = BufferDamageLedger(
            bufferCount: buffers.count, bounds: PixelRect(x: 0, y: 0, width: info.pixelWidth, height: info.pixelHeight))
    }
}
