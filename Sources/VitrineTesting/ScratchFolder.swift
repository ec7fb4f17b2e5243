// Vitrine — Apache License 2.0
import Foundation

/// A folder of one test's own under the temporary directory, removed with the value that
/// holds it: as a suite's stored property, when the test ends, passed or failed. (A local
/// may be released after its last use, before the test is done with its files: a test that
/// makes a folder for itself removes it in a `defer` instead.)
public final class ScratchFolder: Sendable {
    public let url: URL

    /// Makes `<temporary directory>/<prefix>-<8 random characters>`.
    /// - Throws: the file system's error when the folder cannot be made.
    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The file `name` in the folder, written with `contents` when given.
    /// - Throws: the file system's error when `contents` cannot be written.
    public func file(_ name: String, contents: String? = nil) throws -> URL {
        let file = url.appendingPathComponent(name)
        if let contents { try contents.write(to: file, atomically: true, encoding: .utf8) }
        return file
    }
}
