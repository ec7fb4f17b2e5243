// Vitrine — Apache License 2.0
import Foundation

/// The names the XKB rules know, from the rules' `.lst` file (xkb-data's
/// /usr/share/X11/xkb/rules/evdev.lst): its `! model`, `! layout`, `! variant` and
/// `! option` sections, one name at the start of each indented line.
///
/// xkbcommon refuses an unknown layout or variant but ignores an unknown option or model
/// with only a log line, so the board loader checks those two here.
struct XKBRulesList: Sendable {
    var models: Set<String> = []
    var layouts: Set<String> = []
    /// Variant names, with the layout each belongs to.
    var variants: [String: Set<String>] = [:]
    var options: Set<String> = []

    /// The folder of the XKB data: `XKB_CONFIG_ROOT` when set (as xkbcommon reads it),
    /// else Debian's.
    static var dataRoot: String {
        ProcessInfo.processInfo.environment["XKB_CONFIG_ROOT"] ?? "/usr/share/X11/xkb"
    }

    /// The list of `rules`, nil when the file cannot be read.
    static func load(rules: String = KeyboardLayout.rules, root: String = dataRoot) -> XKBRulesList? {
        guard let text = try? String(contentsOfFile: "\(root)/rules/\(rules).lst", encoding: .utf8) else { return nil }
        return XKBRulesList(parsing: text)
    }

    /// Parses a `.lst` text.
    init(parsing text: String) {
        var section = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("!") {
                section = line.dropFirst().trimmingCharacters(in: .whitespaces)
                continue
            }
            let fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard let name = fields.first.map(String.init) else { continue }
            switch section {
            case "model": models.insert(name)
            case "layout": layouts.insert(name)
            case "variant":
                // "  nodeadkeys      de: German (no dead keys)"
                let rest = fields.count > 1 ? fields[1].trimmingCharacters(in: .whitespaces) : ""
                let layout = String(rest.prefix { $0 != ":" })
                variants[layout, default: []].insert(name)
            case "option": options.insert(name)
            default: continue
            }
        }
    }
}
