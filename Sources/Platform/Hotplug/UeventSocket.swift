// Vitrine — Apache License 2.0
// The kernel's uevents straight from netlink (group 1), the same messages udevd reads.
// libudev's monitor was the alternative: it needs udevd running (many kiosk images and the
// QEMU test guest have none) and a library for what is a socket and a split on NUL bytes.

/// A non-blocking netlink socket that receives the kernel's uevents.
public final class UeventSocket {
    /// The socket, readable when an event is waiting.
    public let fileDescriptor: Int32

    /// Opens the socket and joins the kernel's uevent group.
    /// - Throws: `Errno` from socket() or bind() (EPROTONOSUPPORT without netlink, EPERM in
    ///   some sandboxes).
    ///
    /// The corresponding C functions are `socket(AF_NETLINK, …, NETLINK_KOBJECT_UEVENT)` and `bind`.
    public init() throws(Errno) {
        let fd = try valueOrErrno { platform_socket(_AF_NETLINK, _SOCK_DGRAM_NONBLOCK_CLOEXEC, _NETLINK_KOBJECT_UEVENT) }.get()
        if case .failure(let error) = nothingOrErrno({ platform_bindNetlink(fd, groups: 1) }) {
            _ = platform_close(fd)
            throw error
        }
        fileDescriptor = fd
    }

    deinit {
        _ = platform_close(fileDescriptor)
    }

    /// Reads every event waiting, without blocking.
    /// - Throws: `Errno` from recv() other than EAGAIN (ENOBUFS when events were lost
    ///   because the socket's buffer filled: the caller should then re-probe everything).
    ///
    /// The corresponding C function is `recv`.
    public func receive() throws(Errno) -> [KernelUevent] {
        var events: [KernelUevent] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let result = buffer.withUnsafeMutableBytes { bytes in valueOrErrno { platform_recv(fileDescriptor, bytes) } }
            switch result {
            case .success(let count):
                if count == 0 { return events }
                if let event = KernelUevent(buffer[0..<count]) { events.append(event) }
            case .failure(.wouldBlock):
                return events
            case .failure(let error):
                throw error
            }
        }
    }
}
