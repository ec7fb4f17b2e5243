// Vitrine — Apache License 2.0

/// One sysfs attribute file (`brightness`, `max_brightness`, `bl_power` …): a short text
/// read or written in one call, as the kernel's sysfs interface expects.
struct SysfsAttribute {
    /// The file, such as `/sys/class/backlight/10-0045/brightness`.
    let path: String

    /// The file's text without the trailing newline.
    func read() -> Result<String, Errno> {
        let fd: Int32
        switch valueOrErrno({ platform_open(path, _O_RDONLY | _O_CLOEXEC) }) {
        case .success(let value): fd = value
        case .failure(let errno): return .failure(errno)
        }
        defer { _ = platform_close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { bytes in
            valueOrErrno { platform_read(fd, bytes.baseAddress!, bytes.count) }  // a 256-byte array has a base address
        }
        return count.map { String(decoding: buffer[0..<$0], as: UTF8.self).trimmingTrailingWhitespace() }
    }

    /// The file's text as an integer; EINVAL when it is not one.
    func readInteger() -> Result<Int, Errno> {
        read().flatMap { text in Int(text).map { .success($0) } ?? .failure(.invalidArgument) }
    }

    /// Writes `value` and a newline in one `write`, as `echo value > file` does.
    func write(_ value: Int) -> Result<Void, Errno> {
        let fd: Int32
        switch valueOrErrno({ platform_open(path, _O_WRONLY | _O_CLOEXEC) }) {
        case .success(let value): fd = value
        case .failure(let errno): return .failure(errno)
        }
        defer { _ = platform_close(fd) }
        return nothingOrErrno { platform_write(fd, Array("\(value)\n".utf8)) }
    }

    /// Whether the file exists.
    var exists: Bool { platform_access(path, _F_OK) }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
