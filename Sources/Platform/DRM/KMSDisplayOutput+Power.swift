// Vitrine — Apache License 2.0
// The display's own power switch, for boards without a backlight Vitrine can drive: the
// connector's standard "DPMS" property (On = 0, Off = 3). On atomic drivers the kernel
// turns it into the CRTC's ACTIVE = 0; the mode and framebuffer stay set, so switching
// back on shows the last frame at once. While off, no frame is taken (`isReadyForFrame`
// is false), since a page flip on an inactive CRTC fails with EINVAL.

extension KMSDisplayOutput: PanelPower {
    public var name: String { "DPMS of \(info.name)" }

    /// DPMS is on or off: dimming is left to another way.
    public var canDim: Bool { false }

    /// Switches the connector's DPMS off for `.off`, on otherwise.
    /// - Throws: `DRMError` (`.setProperty`, or a reason when the connector has no DPMS property).
    public func setState(_ state: PanelPowerState) throws {
        let off = state == .off
        guard off != isPanelOff else { return }
        guard let property = try device.connectorPropertyID(connector.id, named: "DPMS") else {
            throw DRMError(.setProperty, "connector \(connector) of \(device.path)", devicePath: device.path,
                           reason: "no DPMS property")
        }
        try device.setConnectorProperty(connector.id, property: property, value: off ? _DRM_MODE_DPMS_OFF : _DRM_MODE_DPMS_ON)
        isPanelOff = off
    }
}
