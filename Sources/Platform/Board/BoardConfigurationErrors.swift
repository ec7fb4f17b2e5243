// Vitrine — Apache License 2.0

/// Every problem of one board file, in line order: what `vitrine check-config` prints.
public struct BoardConfigurationErrors: Error, Equatable, Sendable, CustomStringConvertible {
    /// At least one error; those without a line (a missing top-level key) come first.
    public var errors: [BoardConfigurationError]

    /// Creates the list.
    /// - Parameter errors: at least one error, in line order.
    public init(errors: [BoardConfigurationError]) {
        precondition(!errors.isEmpty, "BoardConfigurationErrors: 'errors' is empty")
        self.errors = errors
    }

    /// One error per line.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
