// Vitrine — Apache License 2.0

extension UISheetPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    open class Detent {
        /// The name of a detent (Apple's raw values for the system ones).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// About half the screen's height.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The full height a sheet can have.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier

        init(identifier: Identifier) {
            self.identifier = identifier
        }

        /// A detent about half the screen's height: Vitrine takes half the container's
        /// height, rounded down (Apple documents "approximately half").
        public class func medium() -> Detent { Detent(identifier: .medium) }

        /// The full height: the sheet's top is 40 points below the container's top, where
        /// a sheet without detents sits.
        public class func large() -> Detent { Detent(identifier: .large) }

        /// The sheet's height at this detent in a container `containerHeight` high.
        func height(inContainerHeight containerHeight: CGFloat) -> CGFloat {
            let large = max(0, containerHeight - ModalPresentation.sheetTopInset)
            return identifier == .medium ? min(large, (containerHeight / 2).rounded(.down)) : large
        }
    }
}
