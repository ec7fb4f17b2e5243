// Vitrine — Apache License 2.0
import ArgumentParser
import Foundation
import Platform

/// `vitrine check-config FILE…`: validates board files, naming file, line and key of every
/// error, in line order (a syntax error ends the file's check: the parser stops there).
struct CheckConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-config",
        abstract: "Validate board configuration files."
    )

    @Argument(help: "Board configuration files (TOML).")
    var files: [String]

    @Flag(name: .customLong("systemd-drop-in"),
          help: "Print, for one valid board, the vitrine@.service drop-in that lets the kiosk bind only the remote screen's port.")
    var systemdDropIn = false

    func validate() throws {
        if systemdDropIn && files.count != 1 { throw ValidationError("--systemd-drop-in takes exactly one board file") }
    }

    func run() throws {
        if systemdDropIn {
            switch BoardConfiguration.validate(contentsOf: files[0]) {
            case .success(let board): print(board.systemdSocketBindDropIn, terminator: "")
            case .failure(let errors):
                printError("\(errors)")
                throw ExitCode(1)
            }
            return
        }
        var failed = false
        for file in files {
            switch BoardConfiguration.validate(contentsOf: file) {
            case .success(let board):
                print("\(file): ok (\(board.name))")
                print("  keyboard: \(board.keyboard.summary)")
                if board.remote != RemoteConfiguration() { print("  remote: \(board.remote.summary)") }
            case .failure(let errors):
                failed = true
                printError("\(errors)")
            }
        }
        if failed { throw ExitCode(1) }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
