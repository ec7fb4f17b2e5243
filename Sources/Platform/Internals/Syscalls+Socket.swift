// Vitrine — Apache License 2.0
import Glibc

// MARK: - Datagram sockets (systemd's notification socket)

func platform_socket(_ domain: Int32, _ type: Int32, _ protocol: Int32) -> Int32 {
    socket(domain, type, `protocol`)
}

func platform_sendto(
    _ fd: Int32, _ buffer: UnsafeRawPointer, _ length: Int, _ flags: Int32,
    _ address: UnsafePointer<sockaddr>, _ addressLength: socklen_t
) -> Int {
    sendto(fd, buffer, length, flags, address, addressLength)
}
