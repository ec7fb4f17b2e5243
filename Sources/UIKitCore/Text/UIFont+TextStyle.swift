// Vitrine — Apache License 2.0

extension UIFont {
    /// A Dynamic Type text style; raw values are Apple's.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// 34 pt at the default size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt at the default size.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt at the default size.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt at the default size.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold at the default size.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt at the default size.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt at the default size.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt at the default size.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt at the default size.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt at the default size.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt at the default size.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}
