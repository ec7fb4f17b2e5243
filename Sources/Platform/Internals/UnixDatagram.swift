// Vitrine — Apache License 2.0
// One datagram to an AF_UNIX socket, as sd_notify sends it: the sockaddr_un is built here.
#if canImport(Glibc)
import Glibc
#endif

/// Sends `bytes` as one datagram to the AF_UNIX socket at `path`, an abstract name when
/// it starts with "@". The socket is opened for this datagram and closed after it.
/// - Throws: the `Errno` of socket or sendto, or ENAMETOOLONG for a path that does not fit.
func platform_sendUnixDatagram(_ bytes: [UInt8], to path: String) throws(Errno) {
    let fd = platform_socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw Errno.current }
    defer { _ = platform_close(fd) }

    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    var nameBytes = Array(path.utf8)
    if nameBytes.first == UInt8(ascii: "@") { nameBytes[0] = 0 }  // abstract namespace
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard nameBytes.count < capacity else { throw Errno(rawValue: ENAMETOOLONG) }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        raw.copyBytes(from: nameBytes)
    }
    let length = socklen_t(MemoryLayout<sa_family_t>.size + nameBytes.count)
    let sent = bytes.withUnsafeBytes { buffer in
        withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                platform_sendto(fd, buffer.baseAddress!, buffer.count, Int32(MSG_NOSIGNAL), socketAddress, length)
            }
        }
    }
    guard sent >= 0 else { throw Errno.current }
}
