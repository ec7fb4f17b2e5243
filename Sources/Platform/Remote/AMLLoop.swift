// Vitrine — Apache License 2.0
import CNeatVNC

/// An aml main loop: neatvnc's sockets, TLS and encoder hand-offs run on it. It is not
/// thread-safe; every call but `interrupt()` belongs to the thread that runs it.
final class AMLLoop {
    let pointer: OpaquePointer

    /// nil when aml cannot allocate its loop (its epoll descriptor).
    ///
    /// The corresponding C function is `aml_new`.
    init?() {
        guard let pointer = aml_new() else { return nil }
        self.pointer = pointer
    }

    deinit { aml_unref(UnsafeMutableRawPointer(pointer)) }

    /// Makes this the loop neatvnc's objects attach to (`nvnc_open` uses the default).
    ///
    /// The corresponding C function is `aml_set_default`.
    func makeDefault() { aml_set_default(pointer) }

    /// Encoding runs on aml's worker threads, never on the loop's own thread.
    ///
    /// The corresponding C function is `aml_require_workers`.
    func requireWorkers(_ count: Int32) -> Bool { aml_require_workers(pointer, count) >= 0 }

    /// Waits up to `timeoutMilliseconds` (-1: forever) for events, then runs their handlers.
    ///
    /// The corresponding C functions are `aml_poll` and `aml_dispatch`.
    func runOnce(timeoutMilliseconds: Int32 = -1) {
        _ = aml_poll(pointer, timeoutMilliseconds)
        aml_dispatch(pointer)
    }

    /// Wakes a `runOnce` waiting on another thread; safe from any thread.
    ///
    /// The corresponding C function is `aml_interrupt`.
    func interrupt() { aml_interrupt(pointer) }
}
