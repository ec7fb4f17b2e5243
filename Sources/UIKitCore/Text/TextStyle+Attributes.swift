// Vitrine — Apache License 2.0
// Attribute dictionaries and attributed strings become Core Graphics layout input, with
// UIKit's documented defaults for missing attributes (the system font at 12 points — in
// place of Helvetica 12 — black text, the default paragraph style).

extension TextStyle {
    /// The style `attributes` describe; missing or wrongly typed values take UIKit's defaults.
    init(attributes: [NSAttributedString.Key: Any]?) {
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let color: CGColor? = if let foreground = attributes?[.foregroundColor] {
            (foreground as? UIColor)?.cgColor ?? (foreground as? CGColor) ?? CGColor(gray: 0, alpha: 1)
        } else {
            CGColor(gray: 0, alpha: 1)
        }
        let background = (attributes?[.backgroundColor] as? UIColor)?.cgColor ?? (attributes?[.backgroundColor] as? CGColor)
        // Tracking, where given, takes precedence over kern (as UIKit documents).
        let spacing = Self.points(fromAttributeValue: attributes?[.tracking]) ?? Self.points(fromAttributeValue: attributes?[.kern]) ?? 0
        self.init(
            face: font.fontFace, pointSize: font.pointSize, color: color, backgroundColor: background,
            kern: spacing,
            paragraph: ParagraphLayoutStyle(attributes?[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle.default),
            underline: Self.decoration(attributes?[.underlineStyle], color: attributes?[.underlineColor]),
            strikethrough: Self.decoration(attributes?[.strikethroughStyle], color: attributes?[.strikethroughColor])
        )
        if let offset = Self.points(fromAttributeValue: attributes?[.baselineOffset]), offset.isFinite {
            baselineOffset = min(max(offset, -1e4), 1e4)
        }
        if let attachment = attributes?[.attachment] as? NSTextAttachment {
            inlineImage = attachment.inlineImage(textColor: color)
        }
        if let shadow = attributes?[.shadow] as? NSShadow {
            self.shadow = TextShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: shadow.resolvedColor)
        }
    }

    // Apps pass the style as an Int raw value (`NSUnderlineStyle.single.rawValue`), as UIKit documents.
    private static func decoration(_ value: Any?, color: Any?) -> TextDecoration? {
        let raw: Int? = switch value {
        case let v as NSUnderlineStyle: v.rawValue
        case let v as Int: v
        case let v as NSNumber: v.intValue
        default: nil
        }
        guard let raw, let pattern = NSUnderlineStyle(rawValue: raw).decoration else { return nil }
        return TextDecoration(pattern: pattern, color: (color as? UIColor)?.cgColor ?? (color as? CGColor))
    }
}

extension ParagraphLayoutStyle {
    /// The layout settings of `style`.
    init(_ style: NSParagraphStyle) {
        let alignment: Alignment = switch style.alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
        let lineBreak: LineBreak = switch style.lineBreakMode {
        case .byWordWrapping: .wordWrapping
        case .byCharWrapping: .charWrapping
        case .byClipping: .clipping
        case .byTruncatingHead: .truncatingHead
        case .byTruncatingTail: .truncatingTail
        case .byTruncatingMiddle: .truncatingMiddle
        }
        self.init(alignment: alignment, lineBreak: lineBreak, lineSpacing: style.lineSpacing,
                  paragraphSpacing: style.paragraphSpacing, firstLineHeadIndent: style.firstLineHeadIndent,
                  headIndent: style.headIndent)
    }
}

extension NSAttributedString {
    /// The string's attribute runs as layout runs (UTF-16 ranges, as NSRange counts).
    var layoutRuns: [(range: Range<Int>, style: TextStyle)] {
        AttributeRunCache.shared.styledRuns(of: self)
    }

    /// The string's layout under `options` (kept with the string when its styles are fixed).
    func layout(options: TextLayout.Options) -> TextLayout {
        AttributeRunCache.shared.layout(of: self, options: options)
    }
}
