// Vitrine — Apache License 2.0
#if canImport(Glibc)
import Glibc
#endif

/// The whole text of the file at `path` through stdio (fopen/fread), decoded as UTF-8.
/// - Throws: the `Errno` of a failed fopen.
func platform_readTextFile(_ path: String) throws(Errno) -> String {
    guard let file = fopen(path, "r") else { throw Errno.current }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}
