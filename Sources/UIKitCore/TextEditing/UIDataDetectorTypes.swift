// Vitrine — Apache License 2.0

/// Kinds of data a text view can turn into tappable links (Apple's raw values).
///
/// Vitrine keeps the setting but detects nothing: Foundation on Linux has no
/// `NSDataDetector`. Text with `.link` attributes is a link whatever this says.
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times that could be calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Text a lookup could find.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money (iOS 16).
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Measurements with units (iOS 16).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// No detection.
    public static let none: UIDataDetectorTypes = []
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
