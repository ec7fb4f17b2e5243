// Vitrine — Apache License 2.0
#if canImport(Glibc)
import Glibc
#endif

/// The major and minor number of the device node at `path` (stat's st_rdev), nil when it
/// cannot be read.
func platform_deviceNumber(ofNodeAt path: String) -> (major: UInt32, minor: UInt32)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let device = UInt64(info.st_rdev)
    // glibc's gnu_dev_major/gnu_dev_minor bit layout.
    let major = UInt32(((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff))
    let minor = UInt32((device & 0xff) | ((device >> 12) & ~0xff))
    return (major, minor)
}
