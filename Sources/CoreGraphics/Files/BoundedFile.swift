// Vitrine — Apache License 2.0
// Files a kiosk reads (images, recordings, board files) are named by people and programs
// that make mistakes: /dev/zero never ends, a FIFO blocks forever, a directory is not data.
import Foundation

/// Reads whole regular files with a size limit, failing at once for anything else.
public enum BoundedFile {
    /// The bytes of the regular file at `path`.
    /// - Parameters:
    ///   - path: the file.
    ///   - limit: the most bytes the file may hold.
    /// - Throws: `FileReadError` naming the path: the errno of a failed call, a path that
    ///   is not a regular file (a directory, device, FIFO or socket), or a file over `limit`.
    public static func contents(atPath path: String, limit: Int) throws(FileReadError) -> Data {
        switch FileDescriptorIO.read(contentsOf: path, limit: max(0, limit)) {
        case .success(let data): return data
        case .failure(.system(let errno)): throw FileReadError(path: path, reason: .system(errno: errno.rawValue))
        case .failure(.notARegularFile(let kind)): throw FileReadError(path: path, reason: .notARegularFile(kind: kind))
        case .failure(.tooLarge(let size, let limit)): throw FileReadError(path: path, reason: .tooLarge(size: size, limit: limit))
        }
    }
}

/// Why a file could not be read: `read <path>: <reason>`.
public struct FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// A system call on the file failed with this errno.
        case system(errno: Int32)
        /// The path names something other than a regular file ("a directory", "a FIFO").
        case notARegularFile(kind: String)
        /// The file holds `size` bytes (or, when it grew while being read, at least that
        /// many), more than the `limit`.
        case tooLarge(size: Int, limit: Int)
    }

    /// The file.
    public var path: String
    /// The cause.
    public var reason: Reason

    /// Creates an error.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "read \(path): \(reason)" }
}

extension FileReadError.Reason: CustomStringConvertible {
    /// The reason in words: "No such file or directory (errno 2)", "a FIFO, not a regular file".
    public var description: String {
        switch self {
        case .system(let errno): return "\(SystemErrno.text(errno)) (errno \(errno))"
        case .notARegularFile(let kind): return "\(kind), not a regular file"
        case .tooLarge(let size, let limit): return "file of \(size) bytes exceeds the limit of \(limit) bytes"
        }
    }
}
