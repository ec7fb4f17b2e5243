// Vitrine — Apache License 2.0

/// The kind of interface an app runs in (Apple's names and raw values). A kiosk panel is a
/// large touchscreen used at arm's length, which is what iOS apps expect of `.pad`: that
/// is what Vitrine's screen reports.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not given: inherited from the environment.
    case unspecified = -1
    /// A phone-sized touch interface.
    case phone = 0
    /// A tablet-sized touch interface; a kiosk panel's.
    case pad = 1
    /// A television interface.
    case tv = 2
    /// An in-car interface.
    case carPlay = 3
    /// A Mac interface.
    case mac = 5
    /// A headset interface.
    case vision = 6
}
