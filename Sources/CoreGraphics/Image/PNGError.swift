// Vitrine — Apache License 2.0

/// Why encoding, decoding, reading or writing a PNG failed.
///
/// The description follows the project's `<operation> <context>: <reason>` format, for
/// example `decode PNG (57 bytes): libpng: IDAT: unexpected end of file` or
/// `write PNG /tmp/x.png: Permission denied (errno 13)`.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done when the failure happened.
    public enum Operation: String, Sendable {
        /// Turning PNG bytes into a bitmap.
        case decode = "decode PNG"
        /// Turning a bitmap into PNG bytes.
        case encode = "encode PNG"
        /// Reading a PNG file from disk.
        case readFile = "read PNG"
        /// Writing a PNG file to disk.
        case writeFile = "write PNG"
    }

    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// libpng rejected the data; the text is libpng's own message.
        case libpng(String)
        /// The image is larger than a `Bitmap` can address.
        case imageTooLarge(width: Int, height: Int)
        /// A system call on the file failed with this errno.
        case system(errno: Int32)
        /// The path names something other than a regular file ("a directory", "a FIFO").
        case notARegularFile(kind: String)
        /// The file holds at least `size` bytes, more than `limit`.
        case fileTooLarge(size: Int, limit: Int)
        /// The header announces more pixels than `ImageDecodingLimits` allows.
        case exceedsDecodingLimit(width: Int, height: Int, limit: Int)
        /// The header announces more pixels than `bytes` of compressed data can hold
        /// (deflate expands at most 1032 times): the file is truncated or forged.
        case dataTooShort(width: Int, height: Int, bytes: Int)
    }

    /// The operation that failed.
    public var operation: Operation
    /// What it was working on: a file path, or the size of the data in memory.
    public var context: String
    /// The cause.
    public var reason: Reason

    /// Creates an error.
    /// - Parameters:
    ///   - operation: what was being done.
    ///   - context: a path or a short description of the data.
    ///   - reason: the cause.
    public init(_ operation: Operation, context: String, reason: Reason) {
        self.operation = operation
        self.context = context
        self.reason = reason
    }

    /// `<operation> <context>: <reason>`.
    public var description: String {
        let why: String
        switch reason {
        case .libpng(let message):
            why = "libpng: \(message)"
        case .imageTooLarge(let width, let height):
            why = "image of \(width)x\(height) pixels is too large for a bitmap"
        case .system(let errno):
            why = "\(SystemErrno.text(errno)) (errno \(errno))"
        case .notARegularFile(let kind):
            why = FileReadError.Reason.notARegularFile(kind: kind).description
        case .fileTooLarge(let size, let limit):
            why = FileReadError.Reason.tooLarge(size: size, limit: limit).description
        case .exceedsDecodingLimit(let width, let height, let limit):
            why = "image of \(width)x\(height) pixels exceeds the decoding limit of \(limit) pixels"
        case .dataTooShort(let width, let height, let bytes):
            why = "\(bytes) bytes cannot hold an image of \(width)x\(height) pixels (truncated)"
        }
        return "\(operation.rawValue) \(context): \(why)"
    }
}
