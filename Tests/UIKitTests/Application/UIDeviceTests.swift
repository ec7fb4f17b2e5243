// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// UIDevice on a kiosk board: the machine's own names, the `.pad` idiom through the trait
/// environment, and what iOS reports for a device without an accelerometer, battery or
/// proximity sensor.
@MainActor @Suite struct UIDeviceTests {
    @Test func namesComeFromTheMachine() throws {
        let device = UIDevice.current
        // The kernel's release, as /proc reports it (`uname -r`).
        let release = try String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(device.systemVersion == release)
        #expect(device.systemName == "Linux")
        let hostname = try String(contentsOfFile: "/proc/sys/kernel/hostname", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(device.name == hostname)
        #expect(device.model == "Kiosk")
    }

    @Test func theIdiomIsPadOnTheDeviceAndInEveryViewsTraits() {
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        let screen = UIScreen(pixelWidth: 800, pixelHeight: 480, scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        window.screen = screen
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(screen.traitCollection.userInterfaceIdiom == .pad)
        #expect(view.traitCollection.userInterfaceIdiom == .pad)
        // A collection made in code specifies nothing until told.
        #expect(UITraitCollection().userInterfaceIdiom == .unspecified)
        let phone = UITraitCollection(userInterfaceIdiom: .phone)
        #expect(UITraitCollection(traitsFrom: [screen.traitCollection, phone]).userInterfaceIdiom == .phone)
        #expect(UITraitCollection(traitsFrom: [phone, UITraitCollection(userInterfaceStyle: .dark)]).userInterfaceIdiom == .phone)
        #expect(screen.traitCollection.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
        #expect(!screen.traitCollection.containsTraits(in: phone))
        #expect(phone != UITraitCollection(userInterfaceIdiom: .pad))
        #expect(phone.differs(in: UITraitUserInterfaceIdiom.self, from: UITraitCollection()))
    }

    @Test func theOrientationIsHowThePanelIsMounted() {
        let previous = UIScreen.main
        defer { UIScreen.install(previous) }
        UIScreen.install(UIScreen(pixelWidth: 1080, pixelHeight: 1920, scale: 1))
        #expect(UIDevice.current.orientation == .portrait)
        // On its side, as the interface's natural `.landscapeRight`: the device's
        // `.landscapeLeft` (UIKit names device orientations by the home button's side).
        UIScreen.install(UIScreen(pixelWidth: 1920, pixelHeight: 1080, scale: 1))
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(UIDevice.current.orientation.isValidInterfaceOrientation)
        #expect(!UIDevice.current.orientation.isFlat)
    }

    @Test func orientationNotificationRequestsAreCounted() {
        let device = UIDevice()
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func noBatteryAndNoProximitySensor() {
        let device = UIDevice()
        device.isBatteryMonitoringEnabled = true
        // Apple: −1.0 when the level is unknown; the state `.unknown`.
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        // Apple: without a proximity sensor the property stays false when set.
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled)
        #expect(!device.proximityState)
    }
}
