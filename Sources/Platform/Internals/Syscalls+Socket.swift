// Vitrine — Apache License 2.0
import CVitrineLinux
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

// MARK: - Netlink (kernel uevents); -1 and errno on failure

let _AF_NETLINK = AF_NETLINK
let _NETLINK_KOBJECT_UEVENT = NETLINK_KOBJECT_UEVENT
let _SOCK_DGRAM_NONBLOCK_CLOEXEC = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)

/// bind() of a netlink socket to multicast `groups` (1: the kernel's uevents).
func platform_bindNetlink(_ fd: Int32, groups: UInt32) -> Int32 {
    var address = sockaddr_nl()
    address.nl_family = sa_family_t(AF_NETLINK)
    address.nl_groups = groups
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_nl>.size)) }
    }
}

func platform_recv(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    recv(fd, buffer.baseAddress, buffer.count, 0)
}
