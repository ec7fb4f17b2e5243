// Vitrine — Apache License 2.0
import Foundation
import Logging
import PlatformCore

/// Checks a viewer's password (any user name) and slows guessing: after
/// `failuresBeforeLockout` failures within `window` seconds every attempt is refused until
/// the window has passed, and the failures are logged at most once per window, so a
/// password guesser can neither get far nor flood the journal. Ours: 5 failures per 60 s.
///
/// neatvnc 0.5 does not tell the check which connection it is for: the log names the
/// addresses of the connections still in their handshake (usually the one).
final class RemoteAuthenticationGate: @unchecked Sendable {
    static let failuresBeforeLockout = 5
    static let window = 60.0

    private let password: [UInt8]
    private let logger: Logger
    private let clock: () -> Double
    private let errorCounts: ErrorCounts
    private let lock = NSLock()
    private var failures: [Double] = []
    private var lastLog = -Double.infinity
    private var suppressed = 0
    /// The peers that may be the one checked (set by the server; called on its thread).
    var peers: () -> [String] = { [] }

    /// - Parameter errorCounts: where the failures the log leaves out are counted.
    init(password: String?, logger: Logger, clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime },
         errorCounts: ErrorCounts = .shared) {
        self.password = Array((password ?? "").utf8)
        self.logger = logger
        self.clock = clock
        self.errorCounts = errorCounts
    }

    /// True when `password` is right and guessing has not locked the gate.
    func check(user: String, password given: String) -> Bool {
        let now = clock()
        lock.lock()
        defer { lock.unlock() }
        failures.removeAll { now - $0 > Self.window }
        let locked = failures.count >= Self.failuresBeforeLockout
        // Compared in full whatever the first difference, so timing tells nothing.
        let bytes = Array(given.utf8)
        var difference = bytes.count == password.count ? 0 : 1
        for index in 0..<max(bytes.count, password.count) {
            let a = index < bytes.count ? bytes[index] : 0, b = index < password.count ? password[index] : 0
            difference |= Int(a ^ b)
        }
        if difference == 0, !locked, !password.isEmpty { return true }
        failures.append(now)
        if now - lastLog >= Self.window {
            let user = String(user.prefix(40).map { $0.isASCII && !$0.isNewline ? $0 : "?" })
            let from = peers()
            logger.warning("remote screen: failed authentication as \"\(user)\" from \(from.isEmpty ? "an address not known" : from.joined(separator: " or "))\(locked ? " (locked: too many failures)" : "")\(suppressed > 0 ? "; \(suppressed) more since the last report" : "")", metadata: .errorKind(.remoteAuthentication))
            lastLog = now
            suppressed = 0
        } else {
            // Not logged, still counted: the metrics see every failure.
            suppressed += 1
            errorCounts.record(.remoteAuthentication)
        }
        return false
    }
}
