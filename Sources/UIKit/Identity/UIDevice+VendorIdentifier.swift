// Vitrine — Apache License 2.0
import Foundation
import Logging
import Platform
import UIKitCore

extension UIDevice {
    /// Vitrine's application id (made once with `systemd-id128 new`): the machine id hashed
    /// with it is what every Vitrine app on the machine gets as `identifierForVendor`.
    static let vitrineApplicationID = UUID(uuid: (0x2D, 0xAD, 0x32, 0x3B, 0xF2, 0x11, 0x4D, 0xC6,
                                                  0x9B, 0xA5, 0xC0, 0x80, 0xF4, 0x2A, 0x69, 0x39))

    /// Reads the machine's identity for `identifierForVendor`; without one (no
    /// /etc/machine-id) the app runs and the identifier stays nil, as iOS allows.
    func loadVendorIdentifier(logger: Logger) {
        do {
            vendorIdentifier = try MachineIdentity.applicationSpecificID(Self.vitrineApplicationID)
        } catch {
            logger.warning("identifierForVendor is nil: \(error)")
        }
    }
}
