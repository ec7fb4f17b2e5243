// Vitrine — Apache License 2.0
import Glibc

/// The remote screen's threads (the server's loop, neatvnc's encoders, the gatekeeper's
/// relay) give way to the main thread: a viewer must not slow the panel's frames.
///
/// They are nicer, and in Linux's batch class: a batch thread woken (the server's loop,
/// when the main thread hands a frame over) does not preempt the thread that woke it.
/// Linux keeps both per thread, and a thread starts with those of the thread that
/// started it, so aml's encoder workers, started from the server's loop thread, inherit
/// them.
enum RemoteThreadPriority {
    /// How much nicer than the main thread the remote threads run. Chosen here, not from any
    /// documentation: 10 steps give a busy remote thread about a tenth of the CPU time of
    /// the main thread when both want the same core (CFS weights 110 and 1024), yet keep
    /// it running on a loaded machine, where an idle scheduling class would starve it.
    static let niceness: Int32 = 10

    /// SCHED_BATCH in <bits/sched.h>, which Swift's Glibc module does not export.
    static let batchPolicy: Int32 = 3

    /// Lowers the calling thread's priority by `niceness` (capped at 19, the lowest) and
    /// moves it to the batch class (any thread may; failures leave it as it was).
    static func lowerCallingThread() {
        var parameters = sched_param()  // a priority of 0, as the batch class requires
        _ = sched_setscheduler(0, batchPolicy, &parameters)  // 0: the calling thread, on Linux
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        errno = 0
        let current = getpriority(which, 0)  // 0: the calling thread, on Linux
        guard errno == 0 else { return }
        _ = setpriority(which, 0, min(19, current + niceness))
    }
}
