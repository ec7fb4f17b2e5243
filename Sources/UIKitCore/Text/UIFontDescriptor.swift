// Vitrine — Apache License 2.0
// A font descriptor is a dictionary of attributes (family, name, size, traits, text style)
// that names a font without opening it; `UIFont(descriptor:size:)` finds the installed face
// that matches best: the family (or face name) asked for, else the system family, at the
// weight and slant the traits ask for. A design (`withDesign`) picks the family standing in
// for Apple's: DejaVu Sans for the default and rounded designs, DejaVu Sans Mono for
// monospaced, DejaVu Serif for serif (the system family when that is not installed).
import Foundation

/// A collection of attributes that describes a font.
open class UIFontDescriptor: Hashable, CustomStringConvertible, @unchecked Sendable {
    // Sendable: immutable after creation.

    /// The attributes that define the font.
    public let fontAttributes: [AttributeName: Any]

    /// Where a design chosen with `withDesign(_:)` is kept (not one of UIKit's keys).
    static let designKey = AttributeName(rawValue: "VitrineSystemDesign")

    /// A descriptor with no attributes: the system font.
    public convenience init() {
        self.init(fontAttributes: [:])
    }

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
    }

    /// The face named `fontName` (a PostScript, full or family name) at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The descriptor of the Dynamic Type font for `style` at the current traits.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: - Reading

    /// The value of `anAttribute`, nil when the descriptor does not set it.
    open func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    /// The face's PostScript name when the descriptor names one, else the family's.
    open var postscriptName: String {
        (fontAttributes[.name] as? String) ?? (fontAttributes[.family] as? String) ?? ""
    }

    /// The size in points; 0 when unset.
    open var pointSize: CGFloat {
        Self.number(fontAttributes[.size]) ?? 0
    }

    /// The transform applied to glyphs; identity when unset.
    open var matrix: CGAffineTransform {
        (fontAttributes[.matrix] as? CGAffineTransform) ?? .identity
    }

    /// The symbolic traits the descriptor asks for.
    open var symbolicTraits: SymbolicTraits {
        guard let raw = traits[.symbolic] else { return [] }
        if let value = raw as? SymbolicTraits { return value }
        if let value = raw as? UInt32 { return SymbolicTraits(rawValue: value) }
        if let value = raw as? Int, let bits = UInt32(exactly: value) { return SymbolicTraits(rawValue: bits) }
        if let value = raw as? NSNumber { return SymbolicTraits(rawValue: value.uint32Value) }
        return []
    }

    var traits: [TraitKey: Any] {
        fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
    }

    // MARK: - Making variants

    /// This descriptor with `attributes` added (replacing those it had under the same keys).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        addingAttributes([.matrix: matrix])
    }

    /// The face of the same family named `newFace` ("Bold", "Oblique").
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        addingAttributes([.face: newFace])
    }

    /// The same attributes in another family; a face name is dropped, as it names a face of
    /// the old family.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This descriptor with its symbolic traits replaced by `symbolicTraits`. A change of
    /// boldness drops a weight the traits set, so the new traits decide it.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var newTraits = traits
        if symbolicTraits.contains(.traitBold) != self.symbolicTraits.contains(.traitBold) { newTraits[.weight] = nil }
        newTraits[.symbolic] = symbolicTraits.rawValue
        var attributes = fontAttributes
        attributes[.traits] = newTraits
        // A face name pins one face: the family then carries the new traits.
        if let name = attributes[.name] as? String, attributes[.family] == nil {
            attributes[.family] = FontCatalog.shared.fonts(named: name).first?.familyNames.first ?? name
        }
        attributes[.name] = nil
        attributes[.face] = nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This descriptor in the system font's `design`; nil for a design there is no family for.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard [.default, .rounded, .monospaced, .serif].contains(design) else { return nil }
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = nil
        attributes[Self.designKey] = design
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The descriptors of the installed faces matching this one's `mandatoryKeys` (all of its
    /// keys when nil), by family and traits.
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        let family = resolvedFamily
        let wantsTraits = mandatoryKeys?.contains(.traits) ?? true
        let wanted = symbolicTraits
        return FontCatalog.shared.fonts(named: family)
            .filter { description in
                guard wantsTraits else { return true }
                let traits = Self.symbolicTraits(of: description)
                return traits.intersection([.traitBold, .traitItalic]) == wanted.intersection([.traitBold, .traitItalic])
            }
            .map { Self.descriptor(of: $0, size: pointSize) }
    }

    // MARK: - Resolving

    /// The family the descriptor stands for: its design's, its family, the family of the face
    /// it names, else the system family.
    var resolvedFamily: String {
        if let design = fontAttributes[Self.designKey] as? SystemDesign {
            switch design {
            case .monospaced: return FontCatalog.monospacedFamilyName
            case .serif: return FontCatalog.shared.fonts(named: "DejaVu Serif").isEmpty ? FontCatalog.systemFamilyName : "DejaVu Serif"
            default: return FontCatalog.systemFamilyName
            }
        }
        if let family = fontAttributes[.family] as? String { return family }
        if let name = fontAttributes[.name] as? String, let face = FontCatalog.shared.fonts(named: name).first {
            return face.familyNames.first ?? FontCatalog.systemFamilyName
        }
        if symbolicTraits.contains(.traitMonoSpace) { return FontCatalog.monospacedFamilyName }
        return FontCatalog.systemFamilyName
    }

    /// The installed face that matches best.
    func resolvedFace() -> FontFace {
        let symbolic = symbolicTraits
        let traitWeight = Self.number(traits[.weight])
        let slant = Self.number(traits[.slant]) ?? 0
        // A face name with no trait asked for is that very face.
        if let name = fontAttributes[.name] as? String, fontAttributes[.traits] == nil, fontAttributes[Self.designKey] == nil,
           let face = FontCatalog.shared.face(named: name) {
            return face
        }
        var weight = traitWeight.map { UIFont.Weight(rawValue: $0) } ?? (symbolic.contains(.traitBold) ? .bold : .regular)
        var italic = symbolic.contains(.traitItalic) || slant > 0
        if let face = fontAttributes[.face] as? String {
            let lowered = face.lowercased()
            if lowered.contains("bold") { weight = .bold }
            if lowered.contains("italic") || lowered.contains("oblique") { italic = true }
        }
        var family = resolvedFamily
        if symbolic.contains(.traitCondensed), !FontCatalog.shared.fonts(named: family + " Condensed").isEmpty {
            family += " Condensed"
        }
        return FontCatalog.shared.face(named: family, weight: weight.fontconfigWeight, italic: italic)
            ?? UIFont.systemFont(ofSize: 12, weight: weight).fontFace
    }

    // MARK: - Describing installed faces

    /// The symbolic traits of an installed face.
    static func symbolicTraits(of description: FontDescription) -> SymbolicTraits {
        var traits: SymbolicTraits = []
        if description.weight >= 180 { traits.insert(.traitBold) }
        if description.slant > 0 { traits.insert(.traitItalic) }
        if description.isMonospaced { traits.insert(.traitMonoSpace) }
        if description.width < 100 { traits.insert(.traitCondensed) }
        if description.width > 100 { traits.insert(.traitExpanded) }
        return traits
    }

    /// The descriptor of an installed face at `size`.
    static func descriptor(of description: FontDescription, size: CGFloat, textStyle: UIFont.TextStyle? = nil) -> UIFontDescriptor {
        var attributes: [AttributeName: Any] = [
            .family: description.familyNames.first ?? "",
            .name: description.postScriptName,
            .face: description.style,
            .size: size,
            .traits: [TraitKey.symbolic: symbolicTraits(of: description).rawValue,
                      TraitKey.weight: UIFont.Weight(fontconfigWeight: description.weight).rawValue] as [TraitKey: Any],
        ]
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// `value` as a finite number of points (attribute dictionaries hold any number type).
    static func number(_ value: Any?) -> CGFloat? {
        TextStyle.points(fromAttributeValue: value).flatMap { $0.isFinite ? $0 : nil }
    }

    // MARK: - Hashable

    /// Descriptors are equal when their attributes describe the same thing (compared by
    /// their descriptions, as the values are of any type).
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    open var description: String {
        let parts = fontAttributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted()
        return "UIFontDescriptor <\(parts.joined(separator: ", "))>"
    }
}

extension UIFont {
    /// The font made from `descriptor` at `pointSize` (the descriptor's size when 0, and 12
    /// points when it has none).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 12)
        let face = descriptor.resolvedFace()
        // A text style's descriptor used at its own size keeps scaling with Dynamic Type.
        if pointSize <= 0, let raw = descriptor.object(forKey: .textStyle) as? String {
            let style = UIFont.TextStyle(rawValue: raw)
            let scaling = DynamicTypeScaling(style: style, baseSize: DynamicTypeScaling.pointSize(of: style, for: .large))
            self.init(face: face, size: size, dynamicType: scaling)
            return
        }
        self.init(face: face, size: size)
    }

    /// The descriptor of this font: its family, face, size and traits.
    public var fontDescriptor: UIFontDescriptor {
        let face = fontFace
        guard let description = FontCatalog.shared.fonts.first(where: { $0.path == face.path && $0.index == face.index }) else {
            return UIFontDescriptor(fontAttributes: [.family: familyName, .name: fontName, .size: pointSize])
        }
        return UIFontDescriptor.descriptor(of: description, size: pointSize, textStyle: dynamicType?.style)
    }
}
