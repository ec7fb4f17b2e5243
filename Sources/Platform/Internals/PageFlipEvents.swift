// Vitrine — Apache License 2.0
// The C side of reading DRM page-flip events: poll(2) for input, then drmHandleEvent with
// a C callback. The callback cannot capture Swift context, so the flip's request travels
// as the user-data pointer (see PageFlipRequest).
#if canImport(Glibc)
import Glibc
#endif
import CLibDRM

/// poll(2) on one descriptor for input. Returns poll's result (-1 and errno on failure)
/// and whether the descriptor reported data; `events` are the other bits it reported.
func platform_pollForInput(_ fd: Int32, timeoutMilliseconds: Int32, events: inout Int16) -> (result: Int32, hasInput: Bool) {
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let result = platform_poll(&descriptor, 1, timeoutMilliseconds)
    events = descriptor.revents
    return (result, descriptor.revents & Int16(POLLIN) != 0)
}

/// drmHandleEvent, completing each page flip read with `PageFlipRequest.completeFlip`.
/// -1 and errno on failure.
func platform_drmHandlePageFlipEvents(_ fd: Int32) -> Int32 {
    var context = drmEventContext()
    context.version = 2
    context.page_flip_handler = { _, _, seconds, microseconds, userData in
        PageFlipRequest.completeFlip(userData, seconds: seconds, microseconds: microseconds)
    }
    return platform_drmHandleEvent(fd, &context)
}
