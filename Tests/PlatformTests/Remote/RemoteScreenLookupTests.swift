// Vitrine — Apache License 2.0
import Foundation
import Logging
import Testing
@testable import Platform
import PlatformCore
import VitrineTesting

/// How the runtime finds the remote screen of its display, and what it takes from it:
/// a mirror beside a panel (`[remote] vnc = true`) gives the same input sources as the
/// `vnc` backend, unless `view-only`; the `vnc` backend's size comes from the board, else
/// `VITRINE_VNC_SIZE`.
@MainActor @Suite(.serialized) struct RemoteScreenLookupTests {
    /// A loopback port nobody listens on now: the kernel's pick for a socket bound to port 0.
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
        try #require(bound, "no free port (errno \(errno))")
        return UInt16(bigEndian: address.sin_port)
    }

    static func board(_ remote: String, mode: String = "320x200", rotation: Int = 0) throws -> BoardConfiguration {
        try BoardConfiguration.parse("""
            name = "lookup"
            [display]
            mode = "\(mode)"
            rotation = \(rotation)
            [remote]
            listen = "127.0.0.1:\(try freePort())"
            \(remote)
            """, file: "lookup.toml")
    }

    @Test func aMirrorIsFoundByItsDisplayAndGivesItsViewersAsInputSources() throws {
        let board = try Self.board("vnc = true\n")
        let panel = try HeadlessDisplayOutput(board.display)
        let other = try HeadlessDisplayOutput(board.display)
        let mirror = try RemoteMirror(mirroring: panel, board: board, logger: Logger(label: "test"))
        defer { mirror.stop() }
        #expect(RemoteScreens.serving(panel) === mirror)
        #expect(RemoteScreens.serving(other) == nil, "a display nobody mirrors has no remote screen")
        #expect(mirror.takesInput)
        // The headless backend has no input of its own: the mirror's viewers are all there is.
        let touches = DisplayBackend.headless.inputSources(for: board, display: panel, logger: Logger(label: "test"))
        let keys = DisplayBackend.headless.keyboardSources(for: board, display: panel, logger: Logger(label: "test"))
        #expect(touches.count == 1 && touches.first === mirror.touchSource)
        #expect(keys.count == 1 && keys.first === mirror.keyboardSource)
        #expect(DisplayBackend.headless.inputSources(for: board, display: other, logger: Logger(label: "test")).isEmpty)
    }

    @Test func aViewOnlyMirrorTakesNoInput() throws {
        let board = try Self.board("vnc = true\nview-only = true\n")
        let panel = try HeadlessDisplayOutput(board.display)
        let mirror = try RemoteMirror(mirroring: panel, board: board, logger: Logger(label: "test"))
        defer { mirror.stop() }
        #expect(!mirror.takesInput && mirror.server.settings.isViewOnly)
    }

    /// The server's socket lives in a private folder (mkdtemp, under TMPDIR as mkdtemp's
    /// callers take it); stopping the mirror removes the folder and lets the display go.
    @Test func stoppingAMirrorRemovesItsFolderAndLetsTheDisplayGo() throws {
        let board = try Self.board("vnc = true\n")
        let panel = try HeadlessDisplayOutput(board.display)
        var mirror: RemoteMirror? = try RemoteMirror(mirroring: panel, board: board, logger: Logger(label: "test"))
        weak let stopped = mirror
        let folder = try #require(mirror?.server.runtimeFolder)
        #expect(folder.hasPrefix(RemoteScreenServer.temporaryFolder() + "/vitrine-vnc-"), "\(folder)")
        #expect(FileManager.default.fileExists(atPath: folder + "/server.sock"))
        mirror?.stop()
        mirror = nil
        #expect(!FileManager.default.fileExists(atPath: folder), "\(folder) is left behind")
        #expect(panel.presentObserver == nil && stopped == nil, "the display still feeds a stopped mirror")
        #expect(RemoteScreens.serving(panel) == nil)
    }

    /// Touches arrive in the panel's logical screen with the mounting undone, and UIKit
    /// applies the interface's turn: when the interface turns (the display turned further),
    /// a viewer's pointer is still turned back by the mounting alone, as the panel's own
    /// touches are. A 320x200 panel mounted a quarter turn: pixel (0, 0)'s centre is
    /// (0.5/320, 0.5/200) = (0.0015625, 0.0025), undone to (0.0025, 1 − 0.0015625).
    @Test func aViewersPointerUndoesTheMountingAloneWhenTheInterfaceTurns() throws {
        let board = try Self.board("vnc = true\n", mode: "320x200", rotation: 90)
        let panel = try HeadlessDisplayOutput(board.display)
        let mirror = try RemoteMirror(mirroring: panel, board: board, logger: Logger(label: "test"))
        defer { mirror.stop() }
        var frames: [TouchFrame] = []
        mirror.touchSource.frameHandler = { frames.append($0) }
        try mirror.touchSource.start(on: ManualEventLoop())
        panel.setRotation(.degrees180)  // the mounting followed by the interface's quarter turn
        mirror.touchSource.handlePointer(x: 0, y: 0, buttons: 1)
        let contact = try #require(frames.first?.contacts.first)
        #expect(abs(contact.x - 0.0025) < 1e-12 && abs(contact.y - 0.9984375) < 1e-12, "\(contact)")
    }

    @Test func thePrivateFolderGoesUnderTMPDIRElseTmp() {
        #expect(RemoteScreenServer.temporaryFolder(environment: [:]) == "/tmp")
        #expect(RemoteScreenServer.temporaryFolder(environment: ["TMPDIR": ""]) == "/tmp")
        #expect(RemoteScreenServer.temporaryFolder(environment: ["TMPDIR": "/run/user/1000//"]) == "/run/user/1000")
        #expect(RemoteScreenServer.temporaryFolder(environment: ["TMPDIR": "/"]) == "/")
    }

    @Test func theVNCBackendsSizeIsTheBoardsModeElseTheEnvironments() throws {
        let sized = try VNCDisplayOutput(board: Self.board(""), environment: ["VITRINE_VNC_SIZE": "640x480"])
        #expect(sized.info.pixelWidth == 320 && sized.info.pixelHeight == 200, "the board's mode wins")
        sized.shutDown()
        let free = try Self.board("", mode: "preferred")
        let fromEnvironment = try VNCDisplayOutput(board: free, environment: ["VITRINE_VNC_SIZE": "640x480"])
        #expect(fromEnvironment.info.pixelWidth == 640 && fromEnvironment.info.pixelHeight == 480)
        #expect(RemoteScreens.serving(fromEnvironment) === fromEnvironment)
        fromEnvironment.shutDown()
        for bad in ["640", "0x480", "9000x480", "wide"] {
            #expect(throws: RemoteScreenError.self, "VITRINE_VNC_SIZE=\(bad)") {
                try VNCDisplayOutput(board: free, environment: ["VITRINE_VNC_SIZE": bad])
            }
        }
    }
}
