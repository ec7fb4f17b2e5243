// Vitrine — Apache License 2.0
// Finds `<name>.colorset` the way `UIColor(named:)` does on iOS, but in the uncompiled
// catalog: any `*.xcassets` folder in the bundle's resource directories (the same ones
// `UIImage(named:)` searches), including the catalog's group folders.
import Foundation

enum ColorSetLookup {
    /// The `Contents.json` of the colour set called `name`, or nil when none exists.
    static func contentsPath(named name: String, in bundle: Bundle) -> String? {
        let fileManager = FileManager.default
        for directory in ImageResourceLookup.directories(of: bundle) {
            guard let entries = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
            for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
                if let path = search("\(directory)/\(catalog)", for: "\(name).colorset", depth: 4) {
                    return path + "/Contents.json"
                }
            }
        }
        return nil
    }

    /// The folder called `folderName` in `directory` or its subfolders, `depth` levels down.
    private static func search(_ directory: String, for folderName: String, depth: Int) -> String? {
        let direct = "\(directory)/\(folderName)"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: direct, isDirectory: &isDirectory), isDirectory.boolValue { return direct }
        guard depth > 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        for entry in entries.sorted() where !entry.contains(".") {
            if let found = search("\(directory)/\(entry)", for: folderName, depth: depth - 1) { return found }
        }
        return nil
    }
}
