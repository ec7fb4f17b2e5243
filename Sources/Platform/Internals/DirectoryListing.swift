// Vitrine — Apache License 2.0

/// The names in `directory` that start with `prefix`, sorted by the number that follows
/// the prefix (`card2` before `card10`), then by name.
func directoryEntries(in directory: String, withPrefix prefix: String) -> Result<[String], Errno> {
    guard let handle = platform_opendir(directory) else { return .failure(.current) }
    defer { _ = platform_closedir(handle) }
    var names: [String] = []
    while let entry = platform_readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasPrefix(prefix) { names.append(name) }
    }
    return .success(names.sorted { lhs, rhs in
        let l = Int(lhs.dropFirst(prefix.count)), r = Int(rhs.dropFirst(prefix.count))
        switch (l, r) {
        case let (l?, r?) where l != r: return l < r
        case (_?, nil): return true
        case (nil, _?): return false
        default: return lhs < rhs
        }
    })
}
