// Vitrine — Apache License 2.0

/// Puts a CRTC back as Vitrine found it (the console's framebuffer and mode, or off),
/// so stopping the kiosk leaves a usable screen.
///
/// Created after Vitrine's own modeset succeeded, with the state read before it.
/// `restore()` is idempotent; `deinit` restores if nobody did.
public final class CRTCRestorer {
    /// The device the CRTC belongs to.
    public let device: DRMDevice
    /// The state to go back to.
    public let saved: CRTCState
    /// The connectors the CRTC drove.
    public let connectors: [ConnectorID]
    /// True once `restore()` succeeded.
    public private(set) var isRestored = false

    /// Reads the CRTC's current state to restore later.
    /// - Throws: `DRMError` with operation `.getCRTC`.
    ///
    /// The corresponding C function is `drmModeGetCrtc`.
    public convenience init(device: DRMDevice, crtc: CRTCID, connectors: [ConnectorID]) throws(DRMError) {
        self.init(device: device, saved: try device.crtcState(crtc), connectors: connectors)
    }

    init(device: DRMDevice, saved: CRTCState, connectors: [ConnectorID]) {
        self.device = device
        self.saved = saved
        self.connectors = connectors
    }

    deinit {
        try? restore()
    }

    /// Gives up restoring: the screen belongs to another client now (the console of another
    /// VT, which has DRM master), so setting the old state would fail or take it back.
    public func discard() {
        isRestored = true
    }

    /// Sets the CRTC back to the saved framebuffer and mode, or turns it off when it was
    /// off. Does nothing after the first success.
    /// - Throws: `DRMError` with operation `.setCRTC` (for instance when the saved
    ///   framebuffer was another process's and is gone).
    ///
    /// The corresponding C function is `drmModeSetCrtc`.
    public func restore() throws(DRMError) {
        guard !isRestored else { return }
        if let framebuffer = saved.framebufferID, let mode = saved.mode {
            try device.setCRTC(saved.id, framebuffer: framebuffer, x: saved.x, y: saved.y, connectors: connectors, mode: mode)
        } else {
            try device.setCRTC(saved.id, framebuffer: nil, connectors: [], mode: nil)
        }
        isRestored = true
    }
}
