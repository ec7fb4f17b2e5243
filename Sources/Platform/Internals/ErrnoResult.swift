// Vitrine — Apache License 2.0
// The two error conventions of the C calls Platform makes, each with its own helper
// (STYLE.md §3.4). Never read errno after a call that returns a negated errno.

/// Runs a libc call that returns -1 and sets `errno` on failure, retrying on `EINTR`
/// when asked. `errno` is read immediately after the call, before anything else runs.
@inline(__always)
func valueOrErrno<I: FixedWidthInteger>(
    retryOnInterrupt: Bool = true, _ call: () -> I
) -> Result<I, Errno> {
    while true {
        let value = call()
        if value != -1 { return .success(value) }
        let error = Errno.current
        if retryOnInterrupt && error == .interrupted { continue }
        return .failure(error)
    }
}

/// Like `valueOrErrno` for calls whose only result is success or failure.
@inline(__always)
func nothingOrErrno<I: FixedWidthInteger>(
    retryOnInterrupt: Bool = true, _ call: () -> I
) -> Result<Void, Errno> {
    valueOrErrno(retryOnInterrupt: retryOnInterrupt, call).map { _ in () }
}

/// Runs a libdrm `drmMode*` or libevdev call, which returns `-errno` on failure and
/// leaves `errno` unspecified. libdrm's `drmIoctl` already restarts on EINTR/EAGAIN,
/// so there is no retry here.
@inline(__always)
func valueOrNegatedErrno<I: FixedWidthInteger & SignedInteger>(_ call: () -> I) -> Result<I, Errno> {
    let value = call()
    if value >= 0 { return .success(value) }
    return .failure(Errno(rawValue: Int32(truncatingIfNeeded: -value)))
}

/// Like `valueOrNegatedErrno` for calls whose only result is success or failure.
@inline(__always)
func nothingOrNegatedErrno<I: FixedWidthInteger & SignedInteger>(_ call: () -> I) -> Result<Void, Errno> {
    valueOrNegatedErrno(call).map { _ in () }
}

/// Runs a libdrm call that returns a pointer, or NULL with `errno` set (`drmModeGet*`,
/// `drmGetVersion`). An allocation failure inside libdrm may leave `errno` at 0; that
/// is reported as `ENOMEM`.
@inline(__always)
func pointerOrErrno<P>(_ call: () -> P?) -> Result<P, Errno> {
    Errno.current = Errno(rawValue: 0)
    if let pointer = call() { return .success(pointer) }
    let error = Errno.current
    return .failure(error.rawValue == 0 ? .noMemory : error)
}
