// Vitrine — Apache License 2.0

/// An error about a scene, such as a refused geometry request, with UIKit's codes.
public struct UISceneError: Error, CustomStringConvertible, Sendable {
    /// UIKit's scene error codes.
    public enum Code: Int, Sendable {
        /// The app asked for more than one scene.
        case multipleScenesNotSupported = 0
        /// The request was denied.
        case requestDenied = 1
        /// The geometry request is invalid or unsupported (for instance an empty set of
        /// orientations).
        case geometryRequestUnsupported = 100
        /// The geometry request is valid but was denied (for instance none of the
        /// orientations is supported by the root view controller).
        case geometryRequestDenied = 101
    }

    /// The domain of scene errors.
    public static let errorDomain = "UISceneErrorDomain"

    /// What went wrong.
    public let code: Code
    /// Why, for the log.
    public let reason: String

    /// An error with `code` and an explanation.
    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// "UISceneErrorDomain 101: <reason>".
    public var description: String { "\(Self.errorDomain) \(code.rawValue): \(reason)" }
}
