// Vitrine — Apache License 2.0
import Foundation

// The machine the kiosk runs on. A kiosk board has no accelerometer, battery or proximity
// sensor: it reports what iOS reports for a device without them — an orientation fixed by
// how the panel is mounted, a battery level of −1 with the state `.unknown`, and
// proximity monitoring that stays off when asked for.

/// The device the app runs on.
@preconcurrency @MainActor
open class UIDevice {
    /// The device the app runs on.
    public static let current = UIDevice()

    init() {}

    /// The machine's host name: what tells kiosks of a fleet apart.
    open var name: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "Kiosk" }
        return String(cString: buffer)
    }

    /// The kind of device: "Kiosk".
    open var model: String { "Kiosk" }

    /// The kind of device in the user's language; Vitrine's interface text is English.
    open var localizedModel: String { model }

    /// The operating system: "Linux".
    open var systemName: String { "Linux" }

    /// The running kernel's release (as `uname -r` prints it).
    open var systemVersion: String {
        var names = utsname()
        guard uname(&names) == 0 else { return "" }
        return withUnsafeBytes(of: &names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The interface the app runs in: `.pad`, as the screen's traits say.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

    /// Identifies the kiosk to the app's vendor: the same for every Vitrine app on the
    /// machine, different on every machine, and new when the machine is reinstalled (a new
    /// machine id), as iOS gives one value to a vendor's apps on a device. Nil when the host
    /// could not read the machine id, or before an app is launched (in unit tests).
    open var identifierForVendor: UUID? { vendorIdentifier }

    /// Set by the host at launch (UIApplicationMain).
    package var vendorIdentifier: UUID?

    // MARK: - Orientation

    /// How the panel is mounted: upright when the screen (its mounting rotation applied)
    /// is taller than wide, else on its side as the interface's natural `.landscapeRight`
    /// has it. A panel does not turn, so this never changes while the app runs.
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.naturalBounds.size
        return size.height > size.width ? .portrait : .landscapeLeft
    }

    /// Whether an app asked for orientation notifications (and has not yet asked to stop
    /// as many times). None are posted: the orientation never changes.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    private var orientationNotificationRequests = 0

    open func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
        isGeneratingDeviceOrientationNotifications = true
    }

    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(orientationNotificationRequests - 1, 0)
        isGeneratingDeviceOrientationNotifications = orientationNotificationRequests > 0
    }

    /// Posted when the device's orientation changes (never, on a kiosk).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    // MARK: - Battery and proximity

    /// Whether the app watches the battery; settable, but there is none to watch.
    open var isBatteryMonitoringEnabled = false

    /// The battery's charge from 0 to 1, or −1 when unknown, as with no battery.
    open var batteryLevel: Float { -1 }

    /// The battery's state: `.unknown` with no battery.
    open var batteryState: BatteryState { .unknown }

    /// Whether the proximity sensor is on: it stays false when set, as on iOS for a
    /// device without the sensor.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether something is close to the sensor: never.
    open var proximityState: Bool { false }

    /// Whether the device can run apps side by side: a kiosk runs one.
    open var isMultitaskingSupported: Bool { false }

    /// A battery's state (Apple's names and raw values).
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    /// Posted when the battery's level changes (never without a battery).
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery's state changes (never without a battery).
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}
