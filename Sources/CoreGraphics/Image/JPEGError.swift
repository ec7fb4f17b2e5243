// Vitrine — Apache License 2.0

/// Why encoding or decoding a JPEG failed.
///
/// The description follows the project's `<operation> <context>: <reason>` format, for
/// example `decode JPEG (120 bytes): libjpeg: Premature end of JPEG file`.
public struct JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done when the failure happened.
    public enum Operation: String, Sendable {
        /// Turning JPEG bytes into a bitmap.
        case decode = "decode JPEG"
        /// Turning a bitmap into JPEG bytes.
        case encode = "encode JPEG"
    }

    /// The operation that failed.
    public var operation: Operation
    /// What it was working on: the size of the data or of the bitmap.
    public var context: String
    /// libjpeg's message, or Vitrine's when the failure is found before libjpeg runs.
    public var reason: String

    /// Creates an error.
    /// - Parameters:
    ///   - operation: what was being done.
    ///   - context: a short description of the data.
    ///   - reason: the cause.
    public init(_ operation: Operation, context: String, reason: String) {
        self.operation = operation
        self.context = context
        self.reason = reason
    }

    /// `<operation> <context>: libjpeg: <reason>`.
    public var description: String { "\(operation.rawValue) \(context): libjpeg: \(reason)" }
}
