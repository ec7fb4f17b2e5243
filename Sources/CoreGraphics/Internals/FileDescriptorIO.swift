// Vitrine — Apache License 2.0
// Whole-file reads and writes through open/read/write/close, the calls the image codecs'
// file conveniences make, with their errno: PNGError reports it.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing whole files, failing with the errno of the call that failed.
enum FileDescriptorIO {
    /// The bytes of the file at `path`.
    static func read(contentsOf path: String) -> Result<Data, SystemErrno> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.current) }
        defer { close(fd) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n == 0 { return .success(data) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.current)
            }
            data.append(contentsOf: chunk[0..<n])
        }
    }

    /// Creates or truncates `path` (mode 0644 before the umask) and writes `data` into it.
    static func write(_ data: Data, toFile path: String) -> Result<Void, SystemErrno> {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .failure(.current) }
        var failure: SystemErrno? = nil
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)  // count > 0, so baseAddress exists
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = .current
                    return
                }
                offset += n
            }
        }
        if let failure {
            close(fd)
            return .failure(failure)
        }
        guard close(fd) == 0 else { return .failure(.current) }
        return .success(())
    }
}
