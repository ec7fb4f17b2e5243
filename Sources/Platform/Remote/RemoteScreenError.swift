// Vitrine — Apache License 2.0

/// Why the remote screen cannot serve: each says what to change.
public struct RemoteScreenError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
