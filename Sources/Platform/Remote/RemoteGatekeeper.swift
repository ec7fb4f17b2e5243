// Vitrine — Apache License 2.0
import Foundation
import Logging
import PlatformCore

/// The remote screen's front door: it owns the TCP socket viewers connect to and relays
/// each connection to neatvnc, which listens only on a Unix socket in a folder no other
/// user may enter. It turns a viewer away before neatvnc sees it when
///
/// - `max-clients` connections are open already, counting those still logging in (with
///   RFB's refusal message), and
/// - a password is required but the viewer chooses a security type other than VeNCrypt:
///   neatvnc up to 0.8.0 accepts a client's "None" even when it offered only VeNCrypt
///   (CVE-2024-42458; Debian 12 ships 0.5.4), so without this check a password would
///   keep no one out.
///
/// A viewer that has not logged in (sent its ClientInit) within the login timeout is
/// dropped, so connections that stall in the handshake cannot hold every place for long.
/// Without a password the gatekeeper reads the login in the clear; with VeNCrypt it is
/// inside TLS, and neatvnc's word that a client finished (`viewerLoggedIn()`, which does
/// not say which) goes to the connection logging in that sent bytes last.
///
/// It also knows every viewer's address, which neatvnc does not give, for the logs.
/// Everything runs on the gatekeeper's own thread (a `poll` loop), never on the main thread.
final class RemoteGatekeeper: @unchecked Sendable {
    private let listener: Int32
    private let upstreamPath: String
    private let maximumClients: Int
    private let requiresVeNCrypt: Bool
    private let loginTimeout: Double
    private let logger: Logger
    private let lock = NSLock()
    private var connections: [Connection] = []
    private var isStopping = false
    private let wake: (read: Int32, write: Int32)
    private let stopped = DispatchSemaphore(value: 0)
    private var thread: Thread?
    /// Connections open now (relayed to neatvnc), and when each opened, for the logs.
    private var openPeers: [(peer: String, since: Double)] = []
    /// Logins neatvnc reported finished that the relay thread has not assigned yet.
    private var reportedLogins = 0
    /// Connections not logged in yet, as of the relay thread's last turn.
    private var loggingIn = 0

    /// RFB's security type for VeNCrypt.
    static let veNCrypt: UInt8 = 19

    /// Binds `host`:`port` (so a taken port fails at start, with a clear error).
    init(host: String, port: UInt16, upstreamPath: String, maximumClients: Int, requiresVeNCrypt: Bool,
         loginTimeout: Double = 30, logger: Logger) throws(RemoteScreenError) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw RemoteScreenError("remote screen: pipe failed (errno \(errno))") }
        for fd in fds { Self.makeNonBlocking(fd) }
        let listener: Int32
        do {
            listener = try Self.listen(host: host, port: port)
        } catch {
            close(fds[0]); close(fds[1])
            throw error
        }
        self.listener = listener
        self.wake = (fds[0], fds[1])
        self.upstreamPath = upstreamPath
        self.maximumClients = maximumClients
        self.requiresVeNCrypt = requiresVeNCrypt
        self.loginTimeout = loginTimeout.isFinite ? max(0.1, loginTimeout) : 30
        self.logger = logger
    }

    deinit {
        close(listener)
        close(wake.read)
        close(wake.write)
    }

    /// The number of viewers connected now.
    var connectionCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return openPeers.count
    }

    /// Connections still logging in (all of them if the relay thread has not counted yet).
    var connectionsLoggingIn: Int {
        lock.lock()
        defer { lock.unlock() }
        return loggingIn
    }

    /// The addresses of viewers that connected within the last `seconds`, newest last.
    func recentPeers(within seconds: Double) -> [String] {
        let now = ProcessInfo.processInfo.systemUptime
        lock.lock()
        defer { lock.unlock() }
        return openPeers.filter { now - $0.since <= seconds }.map(\.peer)
    }

    /// neatvnc finished a login (a ClientInit after the security handshake); any thread.
    func viewerLoggedIn() {
        guard requiresVeNCrypt else { return }  // Without a password the relay sees logins itself.
        lock.lock()
        reportedLogins += 1
        lock.unlock()
        var one: UInt8 = 1
        _ = write(wake.write, &one, 1)
    }

    func start() {
        let thread = Thread { [self] in
            RemoteThreadPriority.lowerCallingThread()
            self.run()
            self.stopped.signal()
        }
        thread.name = "vitrine-vnc-gate"
        thread.start()
        self.thread = thread
    }

    /// Closes every connection and the socket; idempotent.
    func stop() {
        guard thread != nil else { return }
        lock.lock()
        isStopping = true
        lock.unlock()
        var one: UInt8 = 1
        _ = write(wake.write, &one, 1)
        stopped.wait()
        thread = nil
    }

    // MARK: - The relay thread

    /// One viewer: its socket, the Unix connection to neatvnc, and what is waiting to be
    /// written each way (reading stops while a direction has bytes waiting).
    private final class Connection {
        let viewer: Int32
        let server: Int32
        let peer: String
        var toServer: [UInt8] = []
        var toViewer: [UInt8] = []
        /// Bytes the viewer sent so far, until it is vetted: its 12-byte version, then its
        /// security type (RFC 6143 §7.1.1–7.1.2).
        var bytesFromViewer = 0
        var isVetted: Bool
        var isClosed = false
        /// When it connected, and when the viewer last sent something (system uptime).
        let openedAt: Double
        var lastFromViewer: Double
        /// Through its ClientInit: no login deadline any more.
        var isLoggedIn = false

        init(viewer: Int32, server: Int32, peer: String, isVetted: Bool, openedAt: Double) {
            self.viewer = viewer
            self.server = server
            self.peer = peer
            self.isVetted = isVetted
            self.openedAt = openedAt
            self.lastFromViewer = openedAt
        }
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            lock.lock()
            let stopping = isStopping
            lock.unlock()
            if stopping { break }
            var polls = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            for connection in connections {
                polls.append(pollfd(fd: connection.viewer, events: Int16(connection.toServer.isEmpty ? POLLIN : 0) | Int16(connection.toViewer.isEmpty ? 0 : POLLOUT), revents: 0))
                polls.append(pollfd(fd: connection.server, events: Int16(connection.toViewer.isEmpty ? POLLIN : 0) | Int16(connection.toServer.isEmpty ? 0 : POLLOUT), revents: 0))
            }
            // Wake for the first login deadline, if a connection is still logging in.
            let now = ProcessInfo.processInfo.systemUptime
            let deadline = connections.filter { !$0.isLoggedIn }.map { $0.openedAt + loginTimeout }.min()
            let timeout = deadline.map { Int32(min(max(0, ($0 - now) * 1000).rounded(.up), 60_000)) } ?? -1
            guard poll(&polls, nfds_t(polls.count), timeout) >= 0 || errno == EINTR else { break }
            // The connections polled; one accepted below waits for the next turn.
            for (index, connection) in connections.enumerated() {
                let viewerEvents = polls[2 + index * 2].revents, serverEvents = polls[3 + index * 2].revents
                pump(connection, viewerEvents: viewerEvents, serverEvents: serverEvents, buffer: &buffer)
            }
            assignReportedLogins()
            dropLateLogins()
            for connection in connections where connection.isClosed { finish(connection) }
            connections.removeAll { $0.isClosed }
            if polls[0].revents & Int16(POLLIN) != 0 { accept() }
            countLogins()
            if polls[1].revents & Int16(POLLIN) != 0 {
                var drained = [UInt8](repeating: 0, count: 16)
                _ = read(wake.read, &drained, drained.count)
            }
        }
        for connection in connections { finish(connection) }
        connections.removeAll()
    }

    private func pump(_ connection: Connection, viewerEvents: Int16, serverEvents: Int16, buffer: inout [UInt8]) {
        let readable = Int16(POLLIN | POLLHUP | POLLERR)
        if viewerEvents & readable != 0, connection.toServer.isEmpty {
            guard let bytes = receive(connection.viewer, &buffer) else { connection.isClosed = true; return }
            if !bytes.isEmpty { connection.lastFromViewer = ProcessInfo.processInfo.systemUptime }
            if !requiresVeNCrypt, !connection.isLoggedIn {
                // RFC 6143 §7.1–7.3: the version (12 bytes), security type None (1), ClientInit (1).
                connection.bytesFromViewer += bytes.count
                if connection.bytesFromViewer >= 14 { connection.isLoggedIn = true }
            }
            if connection.isVetted {
                connection.toServer = bytes
            } else {
                // The version goes through at once (neatvnc answers it with the types);
                // the byte after it, the viewer's choice, is checked before it does.
                let versionLeft = max(0, 12 - connection.bytesFromViewer)
                connection.bytesFromViewer += bytes.count
                connection.toServer = Array(bytes.prefix(versionLeft))
                if bytes.count > versionLeft {
                    let type = bytes[versionLeft]
                    guard type == Self.veNCrypt else {
                        logger.warning("remote screen: refused a viewer from \(connection.peer): it chose security type \(type), and a password is required (VeNCrypt only)", metadata: .errorKind(.remoteViewerRefused))
                        connection.isClosed = true
                        return
                    }
                    connection.isVetted = true
                    connection.toServer = bytes
                }
            }
        }
        if serverEvents & readable != 0, connection.toViewer.isEmpty {
            guard let bytes = receive(connection.server, &buffer) else { connection.isClosed = true; return }
            connection.toViewer = bytes
        }
        if !connection.toServer.isEmpty, !send(connection.server, &connection.toServer) { connection.isClosed = true }
        if !connection.toViewer.isEmpty, !send(connection.viewer, &connection.toViewer) { connection.isClosed = true }
    }

    /// Gives each login neatvnc reported to the connection logging in that spoke last
    /// (neatvnc answers a ClientInit as soon as it reads it).
    private func assignReportedLogins() {
        lock.lock()
        var count = reportedLogins
        reportedLogins = 0
        lock.unlock()
        while count > 0 {
            count -= 1
            let pending = connections.filter { !$0.isLoggedIn && $0.isVetted && !$0.isClosed }
            guard let latest = pending.max(by: { $0.lastFromViewer < $1.lastFromViewer }) else { break }
            latest.isLoggedIn = true
        }
    }

    private func countLogins() {
        let count = connections.filter { !$0.isLoggedIn }.count
        lock.lock()
        loggingIn = count
        lock.unlock()
    }

    /// Closes the connections whose login took longer than `loginTimeout`.
    private func dropLateLogins() {
        let now = ProcessInfo.processInfo.systemUptime
        for connection in connections where !connection.isLoggedIn && !connection.isClosed && now - connection.openedAt >= loginTimeout {
            logger.warning("remote screen: dropped the viewer from \(connection.peer): it did not log in within \(Self.seconds(loginTimeout))", metadata: .errorKind(.remoteViewerRefused))
            connection.isClosed = true
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// Bytes read, or nil at the end of the stream or on an error.
    private func receive(_ fd: Int32, _ buffer: inout [UInt8]) -> [UInt8]? {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EAGAIN || errno == EINTR { return [] }
        guard count > 0 else { return nil }
        return Array(buffer[0..<count])
    }

    /// Writes what it can of `pending`, keeping the rest; false on an error.
    private func send(_ fd: Int32, _ pending: inout [UInt8]) -> Bool {
        let count = pending.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if count < 0 { return errno == EAGAIN || errno == EINTR }
        pending.removeFirst(count)
        return true
    }

    private func accept() {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let viewer = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.accept(listener, $0, &length) }
        }
        guard viewer >= 0 else { return }
        Self.makeNonBlocking(viewer)
        let peer = Self.describe(storage)
        guard connections.count < maximumClients else {
            // RFC 6143 §7.1.2: no security types, then the reason; the viewer shows it.
            let reason = Array("Too many viewers: this kiosk serves \(maximumClients) at a time".utf8)
            var refusal = Array("RFB 003.008\n".utf8) + [0]
            refusal += withUnsafeBytes(of: UInt32(reason.count).bigEndian, Array.init) + reason
            _ = Glibc.send(viewer, refusal, refusal.count, Int32(MSG_NOSIGNAL))
            Glibc.shutdown(viewer, Int32(SHUT_WR))
            close(viewer)
            let loggingIn = connections.filter { !$0.isLoggedIn }.count
            logger.warning("remote screen: refused a viewer from \(peer): max-clients (\(maximumClients)) are connected (\(loggingIn) of them still logging in)", metadata: .errorKind(.remoteViewerRefused))
            return
        }
        var one: Int32 = 1
        setsockopt(viewer, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        // Counted as logging in before neatvnc can see it (the clipboard waits for none).
        lock.lock()
        loggingIn += 1
        lock.unlock()
        guard let server = connectUpstream() else {
            logger.error("remote screen: cannot reach the VNC server at \(upstreamPath) (errno \(errno)); dropped \(peer)", metadata: .errorKind(.remoteScreen))
            close(viewer)
            return
        }
        let now = ProcessInfo.processInfo.systemUptime
        connections.append(Connection(viewer: viewer, server: server, peer: peer, isVetted: !requiresVeNCrypt, openedAt: now))
        lock.lock()
        openPeers.append((peer, now))
        let count = openPeers.count
        lock.unlock()
        logger.info("remote screen: a viewer connected from \(peer) (\(count) now)")
    }

    private func finish(_ connection: Connection) {
        close(connection.viewer)
        close(connection.server)
        lock.lock()
        if let index = openPeers.firstIndex(where: { $0.peer == connection.peer }) { openPeers.remove(at: index) }
        let count = openPeers.count
        lock.unlock()
        logger.info("remote screen: the viewer from \(connection.peer) left (\(count) now)")
    }

    private func connectUpstream() -> Int32? {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in upstreamPath.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0 }
        }
        guard connected else {
            close(fd)
            return nil
        }
        Self.makeNonBlocking(fd)
        return fd
    }

    private static func listen(host: String, port: UInt16) throws(RemoteScreenError) -> Int32 {
        var v4 = in_addr(), v6 = in6_addr()
        let isV6 = inet_pton(AF_INET, host, &v4) != 1
        guard !isV6 || inet_pton(AF_INET6, host, &v6) == 1 else {
            throw RemoteScreenError("remote screen: \(host) is not an IP address")
        }
        let fd = socket(isV6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw RemoteScreenError("remote screen: socket failed (errno \(errno))") }
        makeNonBlocking(fd)
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound: Bool
        if isV6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            address.sin6_addr = v6
            bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0 }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr = v4
            bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
        }
        guard bound, Glibc.listen(fd, 16) == 0 else {
            let code = errno
            close(fd)
            throw RemoteScreenError(
                "remote screen: cannot listen on \(host.contains(":") ? "[\(host)]" : host):\(port): \(String(cString: strerror(code))) (is the port taken, or the address not this machine's?); set [remote] listen")
        }
        return fd
    }

    /// Non-blocking, and closed in children the kiosk starts.
    private static func makeNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }

    private static func describe(_ storage: sockaddr_storage) -> String {
        var storage = storage
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
                    var address = v4.pointee.sin_addr
                    inet_ntop(AF_INET, &address, &buffer, socklen_t(buffer.count))
                    return "\(String(cString: buffer)):\(UInt16(bigEndian: v4.pointee.sin_port))"
                }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
                    var address = v6.pointee.sin6_addr
                    inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count))
                    return "[\(String(cString: buffer))]:\(UInt16(bigEndian: v6.pointee.sin6_port))"
                }
            }
        default:
            return "an address not known"
        }
    }
}
