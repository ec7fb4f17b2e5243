// Vitrine — Apache License 2.0
import ArgumentParser
import Foundation
import Platform

/// `vitrine check-config FILE…`: validates board files, naming file, line and key of each error.
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
            do {
                let board = try BoardConfiguration.load(contentsOf: file)
                print("\(file): ok (\(board.name))")
            } catch {
                failed = true
                printError("\(error)")
            }
        }
        if failed { throw ExitCode(1) }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
