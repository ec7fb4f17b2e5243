// Vitrine — Apache License 2.0

/// Which DRM connector the display uses. Board key `display.connector`: a connector
/// name, or absent for the first connected one.
public enum ConnectorRequest: Hashable, Sendable {
    /// The first connector, in the card's order, that has a monitor attached.
    case firstConnected
    /// The connector with this name, as the kernel spells it in
    /// `/sys/class/drm/card0-<name>`: `"HDMI-A-1"`, `"DSI-1"`, `"Virtual-1"`.
    case named(String)
}
