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

    func run() throws {
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
