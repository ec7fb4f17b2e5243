// Vitrine — Apache License 2.0
import Foundation
import Glibc
import Testing
@testable import Platform

/// A datagram socket bound to a temporary path, standing in for systemd's notify socket.
final class NotifySocketStub {
    let path: String
    private let fd: Int32

    init() throws {
        path = NSTemporaryDirectory() + "vitrine-notify-\(UUID().uuidString.prefix(8)).sock"
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard fd >= 0, result == 0 else { throw Errno.current }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The next datagram, or nil after 5 s.
    func receive() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(fd, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }

    deinit {
        close(fd)
        unlink(path)
    }
}

@Suite struct SystemdNotifierTests {
    @Test func sendsStateToTheNotifySocket() throws {
        let stub = try NotifySocketStub()
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": stub.path])
        try notifier.notify("READY=1\nSTATUS=hello")
        #expect(stub.receive() == "READY=1\nSTATUS=hello")
    }

    @Test func outsideSystemdNothingIsSent() throws {
        let notifier = SystemdNotifier(environment: [:])
        #expect(!notifier.isEnabled && notifier.watchdogInterval == nil)
        try notifier.notify("READY=1")  // no socket, no error
    }

    @Test func watchdogIntervalComesFromWatchdogUsecForThisProcess() {
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "10000000"]).watchdogInterval == 10)
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "\(getpid())"]).watchdogInterval == 10)
        #expect(SystemdNotifier(environment: ["WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "1"]).watchdogInterval == nil)
    }

    @Test func anUnreachableSocketIsAnError() {
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": "/nonexistent/notify.sock"])
        #expect(throws: Errno.self) { try notifier.notify("READY=1") }
    }
}
