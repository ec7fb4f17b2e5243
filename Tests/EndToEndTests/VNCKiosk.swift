// Vitrine — Apache License 2.0
//
// A demo kiosk on VITRINE_DISPLAY=vnc and the viewers the remote-screen tests point at
// it: vncdotool (a real VNC client from PyPI, installed by scripts/setup) and a raw RFB
// socket for what vncdotool cannot do (VeNCrypt, leaving mid-update).
import Foundation
import Testing

/// A `vitrine demo` process serving its screen over VNC on a free loopback port.
final class VNCKiosk {
    let process = Process()
    let port: UInt16
    let folder: URL
    let log: URL
    let board: URL
    /// The kiosk's TMPDIR, where its VNC server keeps its private socket folder.
    let runtime: URL

    /// Starts `demo` with a board whose `[remote]` section is `remote` (plus the listen
    /// address, unless `remote` sets it) and waits until it serves. With `throughRunDemo`,
    /// `scripts/run-demo --vnc` starts it (on the built binary: VITRINE_BINARY), choosing
    /// the display itself.
    init(demo: String, mode: String = "640x400", display: String = "vnc", rotation: Int = 0, remote: String = "",
         serves: Bool = true, arguments: [String] = [], throughRunDemo: Bool = false) throws {
        port = try Self.freePort()
        folder = try VirtualBoard.temporaryDirectory("vitrine-vnc")
        log = folder.appendingPathComponent("kiosk.log")
        board = folder.appendingPathComponent("board.toml")
        runtime = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        let listen = remote.contains("listen") ? "" : "listen = \"127.0.0.1:\(port)\"\n"
        try """
            name = "vnc-test"

            [display]
            mode = "\(mode)"
            rotation = \(rotation)

            [metrics]
            textfile = ""

            [remote]
            \(listen)\(remote)
            """.write(to: board, atomically: true, encoding: .utf8)
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        var environment = ["VITRINE_DISPLAY": display, "VITRINE_SCREENSHOT": "", "VITRINE_BOARD": board.path, "TMPDIR": runtime.path]
        if throughRunDemo {
            process.executableURL = VirtualBoard.repositoryRoot.appendingPathComponent("scripts/run-demo")
            process.arguments = ["--vnc", demo] + arguments
            environment["VITRINE_BINARY"] = try VirtualBoard.vitrineBinary().path
            environment["VITRINE_DISPLAY"] = ""
        } else {
            process.executableURL = try VirtualBoard.vitrineBinary()
            process.arguments = ["demo", demo] + arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        if serves {
            try #require(waitForLog("first frame on screen"), "the kiosk did not start:\n\(logText)")
        }
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Stops the kiosk as systemd does (SIGTERM) and returns its exit status.
    func terminate() -> Int32 {
        process.terminate()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What the kiosk left in its TMPDIR.
    var runtimeContents: [String] { (try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? [] }

    var logText: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Waits (up to a minute: the machine may be loaded) until the log has `line` `count` times.
    @discardableResult
    func waitForLog(_ line: String, count: Int = 1) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if logText.components(separatedBy: line).count - 1 >= count { return true }
            if !process.isRunning { return logText.components(separatedBy: line).count - 1 >= count }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// Runs vncdotool's `vncdo` against the kiosk with `commands`.
    func vncdo(_ commands: [String]) throws -> (status: Int32, output: String) {
        try VirtualBoard.run(URL(fileURLWithPath: "/usr/bin/env"),
                             ["vncdo", "--timeout", "60", "-s", "127.0.0.1::\(port)"] + commands)
    }

    /// A TCP connection to the kiosk's VNC port.
    func connect() throws -> RFBSocket { try RFBSocket(port: port) }

    /// A port nobody listens on now: the kernel's pick for a socket bound to port 0.
    static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw BoardError("cannot find a free port (errno \(errno))") }
        return UInt16(bigEndian: address.sin_port)
    }
}

/// A blocking TCP connection speaking RFB by hand (RFC 6143), with a receive timeout.
final class RFBSocket {
    let fd: Int32

    init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            close(fd)
            throw BoardError("cannot connect to 127.0.0.1:\(port) (errno \(errno))")
        }
    }

    deinit { close(fd) }

    func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }

    /// Exactly `count` bytes, or fewer when the server closed the connection (or went quiet).
    func receive(_ count: Int) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: max(count, 1))
        while result.count < count {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, count - result.count) }
            guard n > 0 else { break }
            result += buffer[0..<n]
        }
        return result
    }

    /// The version exchange and the server's list of security types (RFC 6143 §7.1).
    func securityTypes() -> [UInt8] {
        guard receive(12) == Array("RFB 003.008\n".utf8) else { return [] }
        send(Array("RFB 003.008\n".utf8))
        guard let count = receive(1).first, count > 0 else { return [] }
        return receive(Int(count))
    }

    /// Through security type None and ClientInit (shared); returns the framebuffer size.
    func handshakeWithoutSecurity() -> (width: Int, height: Int)? {
        guard securityTypes().contains(1) else { return nil }
        send([1])
        guard receive(4) == [0, 0, 0, 0] else { return nil }
        send([1])
        let initMessage = receive(24)
        guard initMessage.count == 24 else { return nil }
        let nameLength = Int(initMessage[20]) << 24 | Int(initMessage[21]) << 16 | Int(initMessage[22]) << 8 | Int(initMessage[23])
        _ = receive(nameLength)
        return (Int(initMessage[0]) << 8 | Int(initMessage[1]), Int(initMessage[2]) << 8 | Int(initMessage[3]))
    }

    /// FramebufferUpdateRequest for the whole `width`×`height` screen.
    func requestUpdate(width: Int, height: Int, incremental: Bool) {
        send([3, incremental ? 1 : 0, 0, 0, 0, 0, UInt8(width >> 8), UInt8(width & 255), UInt8(height >> 8), UInt8(height & 255)])
    }

    /// KeyEvent (RFC 6143 §7.5.4): an X keysym pressed, then released unless `release` is false.
    func key(_ keysym: UInt32, release: Bool = true) {
        send([4, 1, 0, 0] + withUnsafeBytes(of: keysym.bigEndian, Array.init))
        if release { send([4, 0, 0, 0] + withUnsafeBytes(of: keysym.bigEndian, Array.init)) }
    }

    /// KeyEvent releasing `keysym`.
    func release(_ keysym: UInt32) { send([4, 0, 0, 0] + withUnsafeBytes(of: keysym.bigEndian, Array.init)) }

    /// PointerEvent (RFC 6143 §7.5.5): the pointer at (`x`, `y`) with `buttons` down (bit 0 the left, 3–6 the wheel).
    func pointer(x: Int, y: Int, buttons: UInt8) {
        send([5, buttons, UInt8(x >> 8), UInt8(x & 255), UInt8(y >> 8), UInt8(y & 255)])
    }

    /// Reads one FramebufferUpdate of Raw rectangles into `screen` (4 bytes a pixel,
    /// `width` pixels a row); false when none came (or another message did).
    func readRawUpdate(into screen: inout [UInt8], width: Int) -> Bool {
        let header = receive(4)
        guard header.count == 4, header[0] == 0 else { return false }
        for _ in 0..<(Int(header[2]) << 8 | Int(header[3])) {
            let rect = receive(12)
            guard rect.count == 12, rect[8...11].allSatisfy({ $0 == 0 }) else { return false }
            let x = Int(rect[0]) << 8 | Int(rect[1]), y = Int(rect[2]) << 8 | Int(rect[3])
            let w = Int(rect[4]) << 8 | Int(rect[5]), h = Int(rect[6]) << 8 | Int(rect[7])
            let pixels = receive(w * h * 4)
            guard pixels.count == w * h * 4 else { return false }
            for row in 0..<h {
                let start = ((y + row) * width + x) * 4
                screen.replaceSubrange(start..<(start + w * 4), with: pixels[(row * w * 4)..<((row + 1) * w * 4)])
            }
        }
        return true
    }

    /// SetEncodings with Raw only, so an update is as large as it gets.
    func useRawEncoding() { send([2, 0, 0, 1, 0, 0, 0, 0]) }
}
