// Vitrine — Apache License 2.0
// CoreGraphics' own small errno type: Platform's `Errno` sits above it in the module graph.
#if canImport(Glibc)
import Glibc
#endif

/// An error number from a failed system call, with the system's text for it.
struct SystemErrno: Error, Equatable {
    /// The C `errno` value.
    let rawValue: Int32

    /// The calling thread's `errno`; read it right after the failing call.
    static var current: SystemErrno { SystemErrno(rawValue: errno) }

    /// The system's text for `errno`, such as "Permission denied".
    static func text(_ errno: Int32) -> String {
        String(cString: strerror(errno))
    }
}
