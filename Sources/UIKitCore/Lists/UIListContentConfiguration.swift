// Vitrine — Apache License 2.0
// The standard content of a list cell, header or footer (iOS 14): an image, a primary
// text and a secondary text, with their fonts, colours and spacing. UIListContentView
// lays it out.
//
// Metrics. Apple documents the structure, not the numbers; these are ours, picked to
// match what iOS shows in a compact-width list: 11-point top and bottom margins and
// 16-point side margins around 17-point body text (a 44-point row), 15-point secondary
// text 3 points below the primary one, 16 points between image and text.

/// A description of a list cell's (or header's, footer's) standard content.
public struct UIListContentConfiguration: UIContentConfiguration {
    // MARK: - Content

    /// The primary text.
    public var text: String?
    /// The primary text with attributes; takes precedence over `text`.
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes; takes precedence over `secondaryText`.
    public var secondaryAttributedText: NSAttributedString?
    /// The image shown before the text.
    public var image: UIImage?

    // MARK: - Appearance

    /// How the primary text looks.
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    /// How the secondary text looks.
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    /// How the image looks.
    public var imageProperties = ImageProperties()

    // MARK: - Layout

    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the secondary text sits beside the primary text (at the trailing edge)
    /// rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 16
    /// The space between side-by-side texts.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between stacked texts.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    // MARK: - Standard configurations

    /// A cell with a primary text (and an optional image).
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }

    /// A cell with a secondary text under the primary text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }

    /// A cell with a secondary text at its trailing edge, beside the primary text.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        return configuration
    }

    /// A header of a plain list.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16)
        configuration.isHeader = true
        return configuration
    }

    /// A footer of a plain list.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16)
        return configuration
    }

    /// A header of a grouped list: footnote-sized, upper-case, secondary colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.textProperties.transform = .uppercase
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        configuration.isHeader = true
        return configuration
    }

    /// A footer of a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// A header of a sidebar: the headline font in the secondary label colour
    /// (Vitrine's reading of iOS's sidebar; Apple documents no metrics).
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// A cell of a sidebar: a cell's metrics; its texts and image turn white while the
    /// cell is selected (over the sidebar background's tint).
    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.turnsWhiteWhenSelected = true
        return configuration
    }

    /// A cell of a sidebar with a secondary text under the primary one.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var configuration = subtitleCell()
        configuration.turnsWhiteWhenSelected = true
        return configuration
    }

    /// A cell of a sidebar that sits beside other content (iPad's split view): a cell's
    /// metrics, unchanged while selected (its background turns grey, not tinted).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }

    /// An accompanied sidebar cell with a secondary text under the primary one.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A prominent header of an inset grouped list: the title 3 style, bold, in the
    /// label colour (Vitrine's reading; Apple documents no metrics).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = TextProperties(font: .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize), color: .label)
        return configuration
    }

    /// A more prominent header of an inset grouped list: the title 2 size, bold.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties = TextProperties(font: .boldSystemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize), color: .label)
        return configuration
    }

    /// A header in the list's style (iOS 15); a plain header here.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A footer in the list's style (iOS 15); a plain footer here.
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    /// A configuration with no content and the cell's metrics.
    public init() {}

    /// Whether this is a header's configuration (an outline disclosure of the automatic
    /// style takes the header style in a cell showing it).
    var isHeader = false
    /// Whether the texts and image turn white while the cell is selected (a sidebar cell's).
    var turnsWhiteWhenSelected = false

    // MARK: - UIContentConfiguration

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration (the cell's highlight is its background's), but for a
    /// sidebar cell's while selected: white texts and image over the tinted background.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        guard turnsWhiteWhenSelected, let cell = state as? UICellConfigurationState, cell.isSelected else { return self }
        var configuration = self
        configuration.textProperties.color = .white
        configuration.secondaryTextProperties.color = .white
        configuration.imageProperties.tintColor = .white
        return configuration
    }
}

extension UIListContentConfiguration {
    /// How a text looks.
    public struct TextProperties {
        /// How the text's letters are changed before it is shown.
        public enum TextTransform: Int, Sendable {
            case none, capitalized, lowercase, uppercase
        }

        /// How the text is aligned.
        public enum TextAlignment: Int, Sendable {
            case natural, center, justified
        }

        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment; default `.natural`.
        public var alignment: TextAlignment = .natural
        /// How a text too long for its line ends; default `.byTruncatingTail`.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The largest number of lines; 0 (the default) means as many as needed.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width; default false.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to; default 0.
        public var minimumScaleFactor: CGFloat = 0
        /// How the letters are changed; default `.none`.
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The text as shown, after `transform`.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .capitalized: return text.capitalized
            case .lowercase: return text.lowercased()
            case .uppercase: return text.uppercased()
            }
        }
    }

    /// How the image looks.
    public struct ImageProperties {
        /// A dimension that lets the configuration use its standard size.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The tint of a template image; nil uses the view's tint colour.
        public var tintColor: UIColor?
        /// The radius of the image's rounded corners; default 0.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; zero (the default) sets no limit.
        public var maximumSize: CGSize = .zero
        /// The space kept for the image even when it is smaller (so texts of rows with
        /// different images line up); `standardDimension` keeps the image's own size.
        public var reservedLayoutSize = CGSize(width: standardDimension, height: standardDimension)

        init() {}

        /// The size the image is shown at: its own, scaled down into `maximumSize`.
        func displaySize(of image: UIImage) -> CGSize {
            var size = image.size
            if maximumSize.width > 0, size.width > maximumSize.width {
                size = CGSize(width: maximumSize.width, height: size.height * maximumSize.width / size.width)
            }
            if maximumSize.height > 0, size.height > maximumSize.height {
                size = CGSize(width: size.width * maximumSize.height / size.height, height: maximumSize.height)
            }
            return size
        }

        /// The space the layout keeps for an image of `size`.
        func reservedSize(for size: CGSize) -> CGSize {
            CGSize(width: reservedLayoutSize.width >= 0 ? reservedLayoutSize.width : size.width,
                   height: reservedLayoutSize.height >= 0 ? reservedLayoutSize.height : size.height)
        }
    }
}
