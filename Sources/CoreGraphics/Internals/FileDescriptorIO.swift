// Vitrine — Apache License 2.0
// Whole-file reads and writes through open/read/write/close, the calls the image codecs'
// file conveniences make, with their errno: PNGError reports it.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing whole files, failing with the errno of the call that failed.
enum FileDescriptorIO {
    /// Why a bounded read failed.
    enum ReadFailure: Error, Equatable {
        /// A system call failed.
        case system(SystemErrno)
        /// The path names a directory, device, FIFO or socket (the kind, in words).
        case notARegularFile(kind: String)
        /// The file holds more than the limit allows (`size` is what was seen: at least
        /// `limit + 1`).
        case tooLarge(size: Int, limit: Int)
    }

    /// The bytes of the regular file at `path`, refusing files of more than `limit` bytes.
    ///
    /// Opened non-blocking so that a FIFO cannot hang the caller; anything but a regular
    /// file (`/dev/zero`, a directory) is refused before a byte is read, and a file that
    /// grows while it is read stops at `limit + 1` bytes.
    static func read(contentsOf path: String, limit: Int) -> Result<Data, ReadFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return .failure(.system(.current)) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .failure(.system(.current)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(.notARegularFile(kind: fileKind(status.st_mode)))
        }
        if Int(status.st_size) > limit { return .failure(.tooLarge(size: Int(status.st_size), limit: limit)) }
        var data = Data(capacity: Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let room = min(chunk.count, limit + 1 - data.count)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, room) }
            if n == 0 { return .success(data) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.system(.current))
            }
            data.append(contentsOf: chunk[0..<n])
            if data.count > limit { return .failure(.tooLarge(size: data.count, limit: limit)) }
        }
    }

    private static func fileKind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
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
