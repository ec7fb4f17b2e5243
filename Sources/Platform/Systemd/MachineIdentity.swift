// Vitrine — Apache License 2.0
import CLibSystemd
import Foundation

/// The machine's identity as an application may show it: `/etc/machine-id` hashed with an
/// application's own id (libsystemd's `sd_id128_get_machine_app_specific`, an HMAC-SHA256),
/// so the value is stable on the machine, differs between applications, and does not give
/// the raw machine id away. A new machine id (a reinstalled kiosk) gives a new value.
public enum MachineIdentity {
    /// Why the machine's identity could not be read.
    public struct Failure: Error, CustomStringConvertible {
        /// What libsystemd reported.
        public let errno: Errno

        public var description: String {
            let hint = errno == .noSuchFileOrDirectory || errno.rawValue == ENOMEDIUM
                ? " (is /etc/machine-id missing or empty? `systemd-machine-id-setup` writes it)" : ""
            return "cannot read the machine id: \(errno)\(hint)"
        }
    }

    /// The machine's id hashed with `applicationID`.
    public static func applicationSpecificID(_ applicationID: UUID) throws(Failure) -> UUID {
        var result = sd_id128_t()
        let status = sd_id128_get_machine_app_specific(sd_id128_t(applicationID), &result)
        guard status >= 0 else { throw Failure(errno: Errno(rawValue: -status)) }
        return UUID(result)
    }
}

extension sd_id128_t {
    init(_ uuid: UUID) {
        self.init()
        withUnsafeMutableBytes(of: &self) { $0.copyBytes(from: withUnsafeBytes(of: uuid.uuid) { Array($0) }) }
    }
}

extension UUID {
    init(_ id: sd_id128_t) {
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeBytes(of: id) { source in withUnsafeMutableBytes(of: &bytes) { $0.copyMemory(from: source) } }
        self.init(uuid: bytes)
    }
}
