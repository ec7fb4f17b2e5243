// Vitrine — Apache License 2.0
// A colour set from an asset catalog: `<name>.colorset/Contents.json` as Xcode writes it.
//
//   { "colors": [ { "idiom": "universal", "color": { "color-space": "srgb",
//       "components": { "red": "0.800", "green": "204", "blue": "0xCC", "alpha": "1.000" } } },
//     { "idiom": "universal", "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
//       "color": { … } } ], "info": { "author": "xcode", "version": 1 } }
//
// Xcode's colour panel writes components in one of three forms: floating point
// ("0.800"), 8-bit integers ("204") or hexadecimal ("0xCC"); alpha is always a fraction.
// Gray colour spaces have a "white" component instead of red, green and blue. Display P3
// and extended colours are taken as sRGB values (clamped): Vitrine composes in sRGB.
// Entries for other idioms than universal, iPad and iPhone, and high-contrast variants,
// are skipped.
import Foundation

/// The variants of one colour set: for any appearance, light and dark.
struct ColorSet {
    var any: CGColor?
    var light: CGColor?
    var dark: CGColor?

    /// Why a colour set cannot be used, naming its file.
    struct DecodingError: Error, CustomStringConvertible {
        var file: String
        var reason: String
        var description: String { "\(file): \(reason)" }
    }

    /// The colour for `style`: the dark variant in dark mode, else the light one, else the
    /// one for any appearance.
    func color(for style: UIUserInterfaceStyle) -> CGColor? {
        if style == .dark, let dark { return dark }
        return light ?? any ?? dark
    }

    /// Reads and decodes `Contents.json` at `path`.
    init(contentsOf path: String) throws(DecodingError) {
        func fail(_ reason: String) -> DecodingError { DecodingError(file: path, reason: reason) }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail("cannot be read") }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("is not valid JSON (\(error.localizedDescription))")
        }
        guard let entries = (root as? [String: Any])?["colors"] as? [Any] else {
            throw fail("has no \"colors\" array")
        }
        for (index, item) in entries.enumerated() {
            guard let entry = item as? [String: Any] else { throw fail("colors[\(index)] is not an object") }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "ipad", "iphone"].contains(idiom) else { continue }
            var luminosity: String?
            var skip = false
            for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
                switch appearance["appearance"] as? String {
                case "luminosity": luminosity = appearance["value"] as? String
                default: skip = true  // high contrast and the like
                }
            }
            guard !skip else { continue }
            guard let color = entry["color"] as? [String: Any] else { throw fail("colors[\(index)] has no \"color\"") }
            let value: CGColor
            do {
                value = try Self.decode(color)
            } catch {
                throw fail("colors[\(index)]: \(error.reason)")
            }
            // Universal first: a device-specific entry only fills a variant still missing.
            let preferred = idiom == "universal"
            switch luminosity {
            case nil, "any": if preferred || any == nil { any = value }
            case "light": if preferred || light == nil { light = value }
            case "dark": if preferred || dark == nil { dark = value }
            case let other?: throw fail("colors[\(index)]: unknown luminosity \"\(other)\" (expected light or dark)")
            }
        }
        guard any != nil || light != nil || dark != nil else { throw fail("has no colour for iOS") }
    }

    /// One `color` object's value.
    private static func decode(_ color: [String: Any]) throws(DecodingError) -> CGColor {
        func fail(_ reason: String) -> DecodingError { DecodingError(file: "", reason: reason) }
        if color["platform"] != nil || color["reference"] != nil {
            throw fail("system colour references are not supported; give components")
        }
        guard let components = color["components"] as? [String: Any] else { throw fail("no \"components\"") }
        let space = color["color-space"] as? String ?? "srgb"
        let alpha = try fraction(components["alpha"] ?? "1", key: "alpha")
        switch space {
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            return CGColor(red: try channel(components["red"], key: "red"), green: try channel(components["green"], key: "green"),
                           blue: try channel(components["blue"], key: "blue"), alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            return CGColor(gray: try channel(components["white"], key: "white"), alpha: alpha)
        default:
            throw fail("unknown color-space \"\(space)\"")
        }
    }

    /// A red, green, blue or white component: "0.5" is a fraction, "128" an 8-bit value,
    /// "0x80" a hexadecimal 8-bit value.
    private static func channel(_ value: Any?, key: String) throws(DecodingError) -> CGFloat {
        guard let value else { throw DecodingError(file: "", reason: "no \"\(key)\" component") }
        if let text = value as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x"), let byte = UInt32(trimmed.dropFirst(2), radix: 16) {
                return CGFloat(byte) / 255
            }
            if !trimmed.contains("."), let byte = Int(trimmed) { return CGFloat(byte) / 255 }
            if let number = Double(trimmed), number.isFinite { return CGFloat(number) }
        } else if let number = value as? NSNumber, number.doubleValue.isFinite {
            // A JSON number: a fraction when it has one or is at most 1, else an 8-bit value.
            let double = number.doubleValue
            return CGFloat(double <= 1 || double != double.rounded() ? double : double / 255)
        }
        throw DecodingError(file: "", reason: "component \"\(key)\" is \(value), not a number such as \"0.5\", \"128\" or \"0x80\"")
    }

    /// The alpha component: always a fraction.
    private static func fraction(_ value: Any, key: String) throws(DecodingError) -> CGFloat {
        if let text = value as? String, let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite {
            return CGFloat(number)
        }
        if let number = value as? NSNumber, number.doubleValue.isFinite { return CGFloat(number.doubleValue) }
        throw DecodingError(file: "", reason: "component \"\(key)\" is \(value), not a fraction such as \"1.000\"")
    }
}
