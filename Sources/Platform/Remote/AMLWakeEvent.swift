// Vitrine — Apache License 2.0
import CNeatVNC
import Glibc

/// An eventfd an aml loop watches: any thread wakes the loop by adding to it, and the loop
/// drains it when it wakes.
///
/// The main thread wakes the remote screen's loop this way, not with `aml_interrupt`, which
/// writes aml's pipe: a pipe's write takes the pipe's mutex (which the loop's thread holds
/// while it drains the pipe) and wakes the reader synchronously, a hint that lets the
/// scheduler hand the writer's CPU to the reader; an eventfd's write takes a spinlock only
/// and wakes the loop with a plain wake-up.
///
/// Thread-safety: `signal()` from any thread; `attach` and `detach` on the loop's thread.
final class AMLWakeEvent: @unchecked Sendable {
    let descriptor: Int32
    private var handler: OpaquePointer?

    /// nil when the kernel gives no eventfd (the descriptor limit).
    init?() {
        let descriptor = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        if let handler { aml_unref(UnsafeMutableRawPointer(handler)) }
        close(descriptor)
    }

    /// Watches the eventfd on `loop`: each wake ends the loop's `runOnce`.
    ///
    /// The corresponding C functions are `aml_handler_new` and `aml_start`.
    func attach(to loop: AMLLoop) -> Bool {
        guard handler == nil else { return true }
        guard let handler = aml_handler_new(descriptor, drainWakeEvent, nil, nil) else { return false }
        guard aml_start(loop.pointer, UnsafeMutableRawPointer(handler)) == 0 else {
            aml_unref(UnsafeMutableRawPointer(handler))
            return false
        }
        self.handler = handler
        return true
    }

    /// Stops watching (before the loop goes).
    ///
    /// The corresponding C function is `aml_stop`.
    func detach(from loop: AMLLoop) {
        guard let handler else { return }
        _ = aml_stop(loop.pointer, UnsafeMutableRawPointer(handler))
    }

    /// Wakes the loop; never blocks (a full counter already means a wake is pending).
    func signal() {
        var one: UInt64 = 1
        _ = write(descriptor, &one, 8)
    }
}

/// Reads the eventfd's counter back to zero, so the loop sleeps again until the next wake.
private let drainWakeEvent: aml_callback_fn = { handler in
    let descriptor = aml_get_fd(handler)
    var counter: UInt64 = 0
    _ = read(descriptor, &counter, 8)
}
