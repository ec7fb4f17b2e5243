// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform
import VitrineTesting

@Suite struct RemoteConfigurationTests {
    /// This test's files, removed when it ends.
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("vitrine-remote")
    }

    /// A file holding `text` with `mode`, in this test's folder.
    func secret(_ text: String = "sesame\n", mode: mode_t = 0o600) throws -> String {
        let path = try scratch.file("password-\(UUID().uuidString.prefix(8))", contents: text).path
        chmod(path, mode)
        return path
    }

    @Test func absentTheScreenIsNotServedAndListensOnLoopbackPort5900() throws {
        let remote = try BoardConfiguration.parse("name = \"k\"\n", file: "k.toml").remote
        #expect(remote == RemoteConfiguration())
        #expect(!remote.isEnabled && remote.host == "127.0.0.1" && remote.port == 5900)
        #expect(remote.maximumClients == 2 && !remote.isViewOnly && remote.passwordFile == nil)
        #expect(remote.loginTimeout == 30)
    }

    @Test func aFullSectionIsRead() throws {
        let password = try secret()
        let board = """
            name = "k"
            [remote]
            vnc = true
            listen = "0.0.0.0:5901"
            password-file = "\(password)"
            tls-key = "\(password)"
            tls-cert = "\(password)"
            view-only = true
            max-clients = 4
            login-timeout = 45
            """
        let remote = try BoardConfiguration.parse(board, file: "k.toml").remote
        #expect(remote == RemoteConfiguration(isEnabled: true, host: "0.0.0.0", port: 5901, passwordFile: password,
                                              isViewOnly: true, maximumClients: 4, tlsKey: password, tlsCertificate: password,
                                              loginTimeout: 45))
        #expect(try remote.serverSettings(name: "k").loginTimeout == 45)
        #expect(try remote.readPassword() == "sesame")
        let v6 = try BoardConfiguration.parse("name = \"k\"\n[remote]\nlisten = \"[::1]:5902\"\n", file: "k.toml").remote
        #expect(v6.host == "::1" && v6.port == 5902)
    }

    @Test func aNetworkAddressWithoutAPasswordIsRefusedWithFileLineAndKey() {
        let open = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n\n[remote]\nvnc = true\nlisten = \"0.0.0.0:5900\"\n", file: "kiosk.toml")
        }
        #expect(open?.description.hasPrefix("kiosk.toml:5: remote.listen: 0.0.0.0:5900 can be reached from the network, so a password is required") == true)
        let name = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[remote]\nlisten = \"localhost:5900\"\n", file: "k.toml")
        }
        #expect(name?.description.hasPrefix("k.toml:3: remote.listen: \"localhost:5900\" is not an IP address and port") == true)
        for bad in ["127.0.0.1", "127.0.0.1:0", "127.0.0.1:70000", "[::1]5900", "::1:5900"] {
            #expect(throws: BoardConfigurationError.self, "\(bad)") {
                try BoardConfiguration.parse("name = \"k\"\n[remote]\nlisten = \"\(bad)\"\n", file: "k.toml")
            }
        }
    }

    @Test func aPasswordFileOthersCanReadIsRefused() throws {
        let readable = try secret(mode: 0o644)
        let error = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[remote]\npassword-file = \"\(readable)\"\ntls-key = \"\(readable)\"\ntls-cert = \"\(readable)\"\n", file: "k.toml")
        }
        #expect(error?.description.hasPrefix("k.toml:3: remote.password-file: \"") == true)
        #expect(error?.description.hasSuffix("has mode 644: others may read it; chmod 600 it") == true, "\(error?.description ?? "")")
        let missing = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[remote]\npassword-file = \"/nonexistent/pw\"\n", file: "k.toml")
        }
        #expect(missing?.description.contains("No such file or directory") == true)
    }

    @Test func aPasswordWithoutTLSFilesIsRefused() throws {
        let password = try secret()
        let error = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[remote]\npassword-file = \"\(password)\"\n", file: "k.toml")
        }
        #expect(error?.description.hasPrefix("k.toml:3: remote.password-file: a password needs tls-key and tls-cert too") == true)
    }

    @Test func maxClientsAndUnknownKeysAreChecked() {
        let none = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[remote]\nmax-clients = 0\n", file: "k.toml")
        }
        #expect(none?.description == "k.toml:3: remote.max-clients: 0 is not a number of viewers within 1…16")
        let unknown = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[remote]\nport = 5900\n", file: "k.toml")
        }
        #expect(unknown?.description == "k.toml:3: remote.port: unknown key (expected one of: vnc, listen, password-file, view-only, max-clients, tls-key, tls-cert, login-timeout)")
        let endless = #expect(throws: BoardConfigurationError.self) {
            try BoardConfiguration.parse("name = \"k\"\n[remote]\nlogin-timeout = 0\n", file: "k.toml")
        }
        #expect(endless?.description == "k.toml:3: remote.login-timeout: 0 is not a number of seconds within 1…300")
    }

    /// systemd.resource-control(5): `SocketBindAllow=` is checked before `SocketBindDeny=`;
    /// a rule is `[family:][tcp|udp:]ports` or `any`.
    @Test func theSystemdDropInLetsTheKioskBindOnlyTheRemoteScreensPort() throws {
        let mirror = try BoardConfiguration.parse("name = \"k\"\n[remote]\nvnc = true\nlisten = \"127.0.0.1:5901\"\n", file: "k.toml")
        let backend = try BoardConfiguration.parse("name = \"k\"\n[display]\nbackend = \"vnc\"\n", file: "k.toml")
        let plain = try BoardConfiguration.parse("name = \"k\"\n", file: "k.toml")
        #expect(mirror.servesRemoteScreen && backend.servesRemoteScreen && !plain.servesRemoteScreen)
        #expect(mirror.systemdSocketBindDropIn.hasSuffix("\n[Service]\nSocketBindAllow=tcp:5901\nSocketBindDeny=any\n"))
        #expect(backend.systemdSocketBindDropIn.hasSuffix("\n[Service]\nSocketBindAllow=tcp:5900\nSocketBindDeny=any\n"))
        #expect(plain.systemdSocketBindDropIn.hasSuffix("\n[Service]\nSocketBindDeny=any\n"))
        #expect(mirror.systemdSocketBindDropIn.contains("[remote] listen = 127.0.0.1:5901"))

        // systemd's own parser reads every line: `systemd-analyze verify` warns about any it cannot.
        let analyze = "/usr/bin/systemd-analyze"
        guard FileManager.default.isExecutableFile(atPath: analyze) else { return }
        for (index, board) in [mirror, backend, plain].enumerated() {
            let unit = scratch.url.appendingPathComponent("vitrine-dropin-\(index).service")
            try ("[Unit]\nDescription=drop-in check\n[Service]\nExecStart=/bin/true\n" + board.systemdSocketBindDropIn)
                .write(to: unit, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: analyze)
            process.arguments = ["verify", unit.path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0 && output.isEmpty, "\(output)")
        }
    }
}
