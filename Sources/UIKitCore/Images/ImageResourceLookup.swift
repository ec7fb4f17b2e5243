// Vitrine — Apache License 2.0

/// Finds image files the way `UIImage(named:)` does: by name, scale suffix and extension.
enum ImageResourceLookup {
    static let extensions = ["png", "jpg", "jpeg"]

    /// The directories of `bundle` that may hold resources: on Linux a bundle may be a plain
    /// directory (resources beside the executable) or have a `Resources` folder.
    static func directories(of bundle: Bundle) -> [String] {
        var result: [String] = []
        for candidate in [bundle.resourcePath, bundle.bundlePath, bundle.bundlePath + "/Resources"] {
            if let candidate, !result.contains(candidate) { result.append(candidate) }
        }
        return result
    }

    /// The file for `name`, or nil when none exists.
    static func path(named name: String, in directories: [String], preferredScale: CGFloat) -> String? {
        let (base, givenExtension) = split(name)
        let preferred = min(max(Int(preferredScale.rounded()), 1), 3)
        // Preferred scale first, then larger (downscaling looks better), then smaller.
        let scales = [preferred] + Array(stride(from: preferred + 1, through: 3, by: 1)) + (1..<preferred).reversed()
        let suffixes = scales.map { $0 == 1 ? "" : "@\($0)x" }
        let candidateExtensions = givenExtension.map { [$0] } ?? extensions
        for directory in directories {
            for fileExtension in candidateExtensions {
                for suffix in suffixes {
                    let path = "\(directory)/\(base)\(suffix).\(fileExtension)"
                    if FileManager.default.fileExists(atPath: path) { return path }
                }
            }
        }
        return nil
    }

    /// The scale a file name states: 2 for `icon@2x.png`, 3 for `icon@3x.jpg`, else 1.
    static func scale(ofPath path: String) -> CGFloat {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let (base, _) = split(file)
        if base.hasSuffix("@2x") { return 2 }
        if base.hasSuffix("@3x") { return 3 }
        return 1
    }

    /// Splits a known image extension off `name`.
    private static func split(_ name: String) -> (base: String, fileExtension: String?) {
        guard let dot = name.lastIndex(of: ".") else { return (name, nil) }
        let fileExtension = String(name[name.index(after: dot)...])
        guard extensions.contains(fileExtension.lowercased()) else { return (name, nil) }
        return (String(name[..<dot]), fileExtension)
    }
}
