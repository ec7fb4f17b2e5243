// Vitrine — Apache License 2.0

/// Reads image files with the bounds of `ImageDecodingLimits`: regular files only, of a
/// bounded size, so that `/dev/zero`, a FIFO or a directory named as an image fails at once.
public enum ImageFileReader {
    /// The bytes of the image file at `path`.
    /// - Throws: `ImageFileReadError` naming the path: the errno of a failed call, a path
    ///   that is not a regular file, or a file over `limits.maximumFileSize`.
    public static func contents(ofFile path: String, limits: ImageDecodingLimits = .current) throws(ImageFileReadError) -> Data {
        switch FileDescriptorIO.read(contentsOf: path, limit: limits.maximumFileSize) {
        case .success(let data): return data
        case .failure(.system(let errno)): throw ImageFileReadError(path: path, reason: .system(errno: errno.rawValue))
        case .failure(.notARegularFile(let kind)): throw ImageFileReadError(path: path, reason: .notARegularFile(kind: kind))
        case .failure(.tooLarge(let size, let limit)): throw ImageFileReadError(path: path, reason: .tooLarge(size: size, limit: limit))
        }
    }
}

/// Why an image file could not be read: `read image <path>: <reason>`.
public struct ImageFileReadError: Error, Equatable, Sendable, CustomStringConvertible {
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

    public var description: String { "read image \(path): \(reason.text)" }
}

extension ImageFileReadError.Reason {
    /// The reason in words.
    var text: String {
        switch self {
        case .system(let errno): return "\(SystemErrno.text(errno)) (errno \(errno))"
        case .notARegularFile(let kind): return "\(kind), not a regular file"
        case .tooLarge(let size, let limit): return "file of \(size) bytes exceeds the limit of \(limit) bytes"
        }
    }
}
