// Vitrine — Apache License 2.0
import CNeatVNC
import CoreGraphics
import Foundation
import Logging
import PlatformCore

/// Serves a panel's pixels over VNC (neatvnc) from a thread of its own, so encoding and
/// sockets never run on the main thread's frame path.
///
/// The main thread hands each frame over with `publish(damage:writing:)`: it writes the
/// frame's damage into the server's `source` (a display's own copy of the panel, so the
/// frame is copied once, as a headless display copies it) and wakes the server's aml
/// loop (through `AMLWakeEvent`, once for frames handed over faster than it takes them), which copies what changed into a free neatvnc buffer (`RemoteFrameSource`: with
/// no lock held while it copies, so the main thread never waits for it) and feeds that buffer with
/// the damage; neatvnc encodes it on aml's workers for the clients that asked. A frame
/// with no damage wakes nothing, so an idle screen sends nothing. The server's threads
/// run at a lower priority than the main thread (`RemoteThreadPriority`).
///
/// Viewer input goes the other way: the loop's callbacks queue `RemoteInputEvent`s and
/// signal an eventfd the main loop watches; `inputHandler` gets them there, in order.
///
/// Viewers reach neatvnc only through `RemoteGatekeeper`, which owns the TCP socket.
///
/// The clipboard goes both ways (RFB's cut text, Latin-1): a viewer's ClientCutText
/// arrives as `RemoteInputEvent.clipboard`; `sendClipboard(_:)` queues text for every
/// viewer, sent by the server thread once no connection is still logging in (neatvnc
/// writes cut text to every client, and one in its handshake must not get it).
///
/// Thread-safety: `frames` hands frames over (see its notes); `lock` guards `isStopping`,
/// `inbox` and `outgoingClipboard`;
/// everything else belongs to the thread that created it (main) or to the server thread.
public final class RemoteScreenServer: @unchecked Sendable {
    public let settings: RemoteScreenSettings
    /// The panel's size in pixels (turned as the panel is mounted).
    public let width: Int, height: Int
    /// Called on the main loop with each viewer event, unless the server is view-only.
    @MainActor public var inputHandler: ((RemoteInputEvent) -> Void)?

    private let logger: Logger
    private let lock = NSLock()
    private let frames: RemoteFrameSource
    private var inbox: [RemoteInputEvent] = []
    private var outgoingClipboard: [UInt8]?
    private let wakeDescriptor: Int32
    /// Wakes the server's loop when a frame is handed over.
    private let frameWake: AMLWakeEvent
    @MainActor private var wakeWatch: EventRegistration?

    // The server thread's own state.
    private var loop: AMLLoop?
    private var server: NeatVNCServerHandle?
    private var pool: NeatVNCFramebufferPool?
    /// Per neatvnc buffer (by address), the region that changed since it was last filled.
    private var bufferLedger: [UInt: PixmanRegion] = [:]
    /// The front door viewers connect to; neatvnc listens on `socketFolder`'s socket only.
    private var gatekeeper: RemoteGatekeeper?
    private var socketFolder: String?
    private var isStopping = false
    private var thread: Thread?
    private let stopped = DispatchSemaphore(value: 0)
    private let authentication: RemoteAuthenticationGate

    /// Frames fed to neatvnc and rectangles in them, for the benchmark and tests.
    public private(set) var framesFed = 0

    /// A server for a `width`×`height` panel with a copy of its own, which `publish(_:damage:)`
    /// copies frames into; nothing listens before `open()`.
    public convenience init(settings: RemoteScreenSettings, width: Int, height: Int, logger: Logger) throws(RemoteScreenError) {
        guard width <= 8192, height <= 8192, let source = Bitmap(width: width, height: height) else {
            throw RemoteScreenError("remote screen: a \(width)x\(height) panel cannot be served (VNC sizes go to 8192)")
        }
        try self.init(settings: settings, source: source, logger: logger)
    }

    /// A server for the panel whose pixels are `source`, which the caller writes only in
    /// `publish(damage:writing:)` from then on; nothing listens before `open()`.
    public init(settings: RemoteScreenSettings, source: Bitmap, logger: Logger) throws(RemoteScreenError) {
        let width = source.width, height = source.height
        guard width <= 8192, height <= 8192 else {
            throw RemoteScreenError("remote screen: a \(width)x\(height) panel cannot be served (VNC sizes go to 8192)")
        }
        guard let frameWake = AMLWakeEvent() else { throw RemoteScreenError("remote screen: eventfd failed (errno \(errno))") }
        let descriptor = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        guard descriptor >= 0 else { throw RemoteScreenError("remote screen: eventfd failed (errno \(errno))") }
        self.frameWake = frameWake
        self.settings = settings
        self.width = width
        self.height = height
        self.logger = logger
        self.frames = RemoteFrameSource(bitmap: source)
        self.wakeDescriptor = descriptor
        self.authentication = RemoteAuthenticationGate(password: settings.password, logger: logger)
        authentication.peers = { [unowned self] in self.gatekeeper?.recentPeers(within: 30) ?? [] }
    }

    deinit { close(wakeDescriptor) }

    /// Binds the socket and starts the server thread.
    /// - Throws: `RemoteScreenError` when the address cannot be bound or the TLS files
    ///   cannot be loaded.
    @MainActor
    public func open() throws(RemoteScreenError) {
        guard thread == nil else { return }
        let base = Self.temporaryFolder()
        // sockaddr_un holds 108 bytes with the terminating NUL.
        guard base.utf8.count + "/vitrine-vnc-XXXXXX/server.sock".utf8.count <= 107 else {
            throw RemoteScreenError("remote screen: TMPDIR \(base) is too long for a Unix socket path (107 bytes); set a shorter TMPDIR")
        }
        var template = Array((base + "/vitrine-vnc-XXXXXX").utf8CString)
        guard let folder = mkdtemp(&template).map({ String(cString: $0) }) else {
            throw RemoteScreenError("remote screen: cannot make a private folder in \(base) (errno \(errno))")
        }
        socketFolder = folder
        let socketPath = folder + "/server.sock"
        let gatekeeper: RemoteGatekeeper
        do {
            gatekeeper = try RemoteGatekeeper(host: settings.host, port: settings.port, upstreamPath: socketPath,
                                              maximumClients: settings.maximumClients, requiresVeNCrypt: settings.password != nil,
                                              loginTimeout: settings.loginTimeout, logger: logger)
        } catch {
            rmdir(folder)
            socketFolder = nil
            throw error
        }
        let started = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: RemoteScreenError?
        let thread = Thread { [self] in
            // Before aml starts its encoder workers, which inherit the lower priority.
            RemoteThreadPriority.lowerCallingThread()
            failure = self.openOnServerThread(socketPath: socketPath)
            started.signal()
            if failure == nil { self.runServerThread() }
            self.stopped.signal()
        }
        thread.name = "vitrine-vnc"
        thread.start()
        started.wait()
        if let failure {
            stopped.wait()
            rmdir(folder)
            socketFolder = nil
            throw failure
        }
        self.thread = thread
        self.gatekeeper = gatekeeper
        gatekeeper.start()
        var addressText = "\(settings.host):\(settings.port)"
        if settings.host.contains(":") { addressText = "[\(settings.host)]:\(settings.port)" }
        logger.info("remote screen: serving \(width)x\(height) over VNC on \(addressText)\(settings.password == nil ? " without a password" : " with VeNCrypt")\(settings.isViewOnly ? ", view-only" : ""), at most \(settings.maximumClients) viewers")
    }

    /// Delivers viewer input to `inputHandler` through `loop` from now on.
    @MainActor
    public func watchInput(on loop: any EventLoop) {
        guard wakeWatch == nil else { return }
        wakeWatch = loop.watchReadable(wakeDescriptor) { [weak self] in self?.deliverInput() }
    }

    /// Closes every viewer and the socket and ends the thread. Idempotent.
    @MainActor
    public func stop() {
        wakeWatch?.cancel()
        wakeWatch = nil
        guard thread != nil else { return }
        gatekeeper?.stop()
        gatekeeper = nil
        lock.lock()
        isStopping = true
        lock.unlock()
        loop?.interrupt()
        stopped.wait()
        thread = nil
        if let socketFolder {
            unlink(socketFolder + "/server.sock")
            rmdir(socketFolder)
        }
        socketFolder = nil
    }

    /// Where the server's private folder goes: TMPDIR, as mkdtemp(3)'s callers take it, else /tmp.
    static func temporaryFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        var folder = environment["TMPDIR"] ?? ""
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder.isEmpty ? "/tmp" : folder
    }

    /// The private folder holding neatvnc's socket while the server runs (`stop()` removes it).
    var runtimeFolder: String? { socketFolder }

    /// The number of viewers connected now.
    public var connectedClients: Int { gatekeeper?.connectionCount ?? 0 }

    /// Hands a frame over: `write` changes the server's source (the bitmap given to `init`)
    /// within `damage` (panel pixels; clipped to the panel); then the server thread is
    /// woken, unless a wake for earlier damage is still pending. Cheap: no copy but the
    /// caller's, no encoding, no waiting for the server thread.
    public func publish(damage: [PixelRect], writing write: () -> Void) {
        guard frames.publish(damage: damage, writing: write) else { return }
        frameWake.signal()
    }

    /// Hands a frame over: copies `damage` (clipped to the panel) from `panel` into the
    /// server's source and wakes the server thread.
    public func publish(_ panel: Bitmap, damage: [PixelRect]) {
        precondition(panel.width == width && panel.height == height,
                     "RemoteScreenServer.publish: 'panel' is \(panel.width)x\(panel.height), the server \(width)x\(height)")
        let source = frames.bitmap
        guard source !== panel else { return publish(damage: damage) {} }
        publish(damage: damage) {
            for rect in damage {
                let clipped = rect.intersection(source.bounds)
                guard !clipped.isEmpty else { continue }
                RemoteFrameSource.copy(clipped, from: UnsafeRawPointer(panel.pixels), pitch: panel.bytesPerRow,
                                       into: UnsafeMutableRawPointer(source.pixels), pitch: source.bytesPerRow)
            }
        }
    }

    /// Frames handed over by `publish`, and frames fed to neatvnc (several frames published
    /// while the server thread was busy go as one, their damage added up).
    public var handoffCounts: (published: Int, fed: Int) { (frames.framesPublished, framesFed) }

    // MARK: - Server thread

    private func openOnServerThread(socketPath: String) -> RemoteScreenError? {
        guard let loop = AMLLoop() else { return RemoteScreenError("remote screen: aml could not create its loop") }
        loop.makeDefault()
        _ = loop.requireWorkers(1)
        NeatVNCServerHandle.quietLogging()
        guard let server = NeatVNCServerHandle(unixSocket: socketPath, name: settings.name) else {
            return RemoteScreenError("remote screen: neatvnc cannot listen on \(socketPath)")
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        server.setContext(context)
        server.setCallbacks(pointer: remotePointerCallback, key: remoteKeyCallback, newClient: remoteNewClientCallback)
        server.setClipboardCallback(remoteClipboardCallback)
        if settings.password != nil {
            guard let key = settings.tlsKeyPath, let certificate = settings.tlsCertificatePath,
                  server.enableAuthentication(keyPath: key, certificatePath: certificate, check: remoteAuthenticationCallback,
                                              context: Unmanaged.passUnretained(authentication).toOpaque())
            else {
                server.close()
                return RemoteScreenError(
                    "remote screen: cannot enable VeNCrypt with tls-key \(settings.tlsKeyPath ?? "(none)") and tls-cert \(settings.tlsCertificatePath ?? "(none)") (unreadable or not a matching PEM key and certificate)")
            }
        }
        guard let pool = NeatVNCFramebufferPool(width: width, height: height) else {
            server.close()
            return RemoteScreenError("remote screen: cannot allocate \(width)x\(height) buffers")
        }
        guard frameWake.attach(to: loop) else {
            server.close()
            return RemoteScreenError("remote screen: aml cannot watch the frame hand-off's eventfd")
        }
        self.loop = loop
        self.server = server
        self.pool = pool
        // neatvnc turns viewers away until a buffer has been fed: feed the panel as it is
        // (the source starts all damaged).
        feedPendingFrame()
        return nil
    }

    private func runServerThread() {
        while true {
            loop?.runOnce()
            lock.lock()
            let stopping = isStopping
            lock.unlock()
            if stopping { break }
            feedPendingFrame()
            sendPendingClipboard()
        }
        server?.close()
        server = nil
        pool = nil
        if let loop { frameWake.detach(from: loop) }
        loop = nil
    }

    /// Brings a free buffer up to the latest frame and feeds it with the damage of every
    /// frame since the last one fed.
    private func feedPendingFrame() {
        // Most wakes with no damage are input; a free buffer is not worth taking then.
        guard let server, let pool, frames.hasUntakenDamage, let buffer = pool.acquire() else { return }
        defer { NeatVNCFramebufferPool.release(buffer) }
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(buffer)))
        // A buffer the pool just made holds nothing yet.
        let stale = bufferLedger[key] ?? PixmanRegion([PixelRect(x: 0, y: 0, width: width, height: height)])
        bufferLedger[key] = stale
        let damage = frames.fill(NeatVNCFramebufferPool.pixels(of: buffer), pitch: width * 4, stale: stale) { piece in
            for (other, lacking) in bufferLedger where other != key {
                lacking.formUnion(piece)
                lacking.simplify(toAtMost: 64)
            }
        }
        guard let damage else { return }
        server.feed(buffer, damage: damage)
        framesFed += 1
    }

    /// Sends the queued clipboard text when every connection has logged in; otherwise it
    /// waits for a later turn (a login, a frame or input wakes the loop).
    private func sendPendingClipboard() {
        guard let server else { return }
        lock.lock()
        let text = outgoingClipboard
        lock.unlock()
        guard let text, gatekeeper?.connectionsLoggingIn == 0 else { return }
        lock.lock()
        outgoingClipboard = nil
        lock.unlock()
        server.sendClipboard(text)
    }

    /// Gives `text` to every viewer's clipboard (RFB's ServerCutText). RFB carries
    /// Latin-1 with bare line feeds: other characters become "?", CR LF and CR become LF.
    /// A view-only server shares nothing.
    public func sendClipboard(_ text: String) {
        guard !settings.isViewOnly else { return }
        lock.lock()
        outgoingClipboard = Self.latin1(text)
        lock.unlock()
        loop?.interrupt()
    }

    static func latin1(_ text: String) -> [UInt8] {
        let unified = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        return unified.unicodeScalars.map { $0.value <= 0xFF ? UInt8($0.value) : UInt8(ascii: "?") }
    }

    /// `bytes` of Latin-1 as text (every byte is a character: U+0000…U+00FF).
    static func text(latin1 bytes: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }

    // MARK: - Callbacks (server thread)

    fileprivate func received(_ event: RemoteInputEvent) {
        guard !settings.isViewOnly else { return }
        lock.lock()
        inbox.append(event)
        lock.unlock()
        var one: UInt64 = 1
        _ = write(wakeDescriptor, &one, 8)
    }

    /// A viewer finished logging in (neatvnc read its ClientInit).
    fileprivate func viewerLoggedIn() {
        gatekeeper?.viewerLoggedIn()
    }

    // MARK: - Main thread

    @MainActor
    private func deliverInput() {
        var counter: UInt64 = 0
        _ = read(wakeDescriptor, &counter, 8)
        lock.lock()
        let events = inbox
        inbox.removeAll(keepingCapacity: true)
        lock.unlock()
        for event in events { inputHandler?(event) }
    }
}

private func server(of client: OpaquePointer?) -> RemoteScreenServer? {
    NeatVNCServerHandle.context(of: client).map { Unmanaged<RemoteScreenServer>.fromOpaque($0).takeUnretainedValue() }
}

private let remotePointerCallback: nvnc_pointer_fn = { client, x, y, buttons in
    server(of: client)?.received(.pointer(x: Int(x), y: Int(y), buttons: UInt8(truncatingIfNeeded: buttons.rawValue)))
}

private let remoteClipboardCallback: nvnc_cut_text_fn = { server, text, length in
    guard let context = NeatVNCServerHandle.context(ofServer: server), let text else { return }
    let owner = Unmanaged<RemoteScreenServer>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
    owner.received(.clipboard(RemoteScreenServer.text(latin1: UnsafeBufferPointer(start: bytes, count: Int(length)))))
}

private let remoteNewClientCallback: nvnc_client_fn = { client in
    server(of: client)?.viewerLoggedIn()
}

private let remoteKeyCallback: nvnc_key_fn = { client, keysym, isPressed in
    server(of: client)?.received(.key(keysym: keysym, isDown: isPressed))
}


private let remoteAuthenticationCallback: nvnc_auth_fn = { user, password, context in
    guard let context else { return false }
    let gate = Unmanaged<RemoteAuthenticationGate>.fromOpaque(context).takeUnretainedValue()
    return gate.check(user: user.map { String(cString: $0) } ?? "", password: password.map { String(cString: $0) } ?? "")
}
