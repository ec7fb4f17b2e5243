// Vitrine — Apache License 2.0
// Colours from an app's asset catalog. A missing colour returns nil quietly, as on iOS; a
// colour set that exists but cannot be read returns nil too and logs why, naming the file,
// since the app's author would otherwise see only a missing colour.
import Foundation
import Logging

/// The logger colour loading reports failures to; a variable so tests can read what it says.
nonisolated(unsafe) var colorLogger = Logger(label: "vitrine")

extension UIColor {
    /// The colour called `name` in the main bundle's asset catalog, dynamic when the colour
    /// set has light and dark variants; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour called `name` in `bundle`'s asset catalog (the main bundle when nil). With
    /// a trait collection, the variant for its style, fixed; without, a dynamic colour.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let path = ColorSetLookup.contentsPath(named: name, in: bundle ?? .main) else { return nil }
        let set: ColorSet
        do {
            set = try ColorSet(contentsOf: path)
        } catch {
            colorLogger.error("UIColor(named: \"\(name)\"): \(error)")
            return nil
        }
        if let traitCollection {
            // `ColorSet` guarantees at least one variant.
            self.init(cgColor: set.color(for: traitCollection.resolvedStyle)!)
        } else if set.dark == nil || set.dark == set.color(for: .light) {
            self.init(cgColor: set.color(for: .light)!)
        } else {
            let light = UIColor(cgColor: set.color(for: .light)!), dark = UIColor(cgColor: set.color(for: .dark)!)
            self.init(content: .dynamic(name: nil) { traits in traits.resolvedStyle == .dark ? dark : light })
        }
    }
}
