// Vitrine — Apache License 2.0
// UIKit's attributes for Swift's `AttributedString`, so that iOS code such as
// `var title = AttributedString("Buy"); title.font = .boldSystemFont(ofSize: 17)` compiles
// and keeps its meaning. Each key's name is the NSAttributedString key's raw value, as on
// iOS. Swift Foundation on Linux has no AttributedString → NSAttributedString conversion
// at all, so `NSAttributedString(_:)`, Apple's spelling, is defined here for these keys.

extension AttributeScopes {
    /// The attributes UIKit draws: font, foreground and background colour, kerning.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let foundation: FoundationAttributes

        /// The font (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// The text colour (`NSAttributedString.Key.foregroundColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        /// The colour behind the text (`NSAttributedString.Key.backgroundColor`).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        /// Points added after each character (`NSAttributedString.Key.kern`).
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }

    /// UIKit's attribute scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `string.font`, `container.foregroundColor` and the like name UIKit's attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// Converts `attributedString`, keeping UIKit's attributes (font, colours, kerning).
    public convenience init(_ attributedString: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attributedString.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run[AttributeScopes.UIKitAttributes.FontAttribute.self] { attributes[.font] = font }
            if let color = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] { attributes[.foregroundColor] = color }
            if let color = run[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] { attributes[.backgroundColor] = color }
            if let kern = run[AttributeScopes.UIKitAttributes.KernAttribute.self] { attributes[.kern] = kern }
            let text = String(attributedString[run.range].characters)
            result.append(NSAttributedString(string: text, attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
