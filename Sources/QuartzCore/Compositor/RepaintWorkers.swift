// Vitrine — Apache License 2.0
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A fixed pool of threads that run the tasks of one job together with the thread that
/// submits it: the compositor's bands of a large repaint.
///
/// Threads are started on first use, up to the largest number of helpers asked for, and
/// kept for the life of the process: no frame creates a thread. A job's tasks are taken
/// from a shared atomic counter by whichever participant is free, the submitting thread
/// included, so a helper that is slow to wake (a loaded machine) costs nothing but its
/// share: the submitter goes on taking tasks and the job never waits for a helper that
/// has not started one. Nobody spins: a helper with nothing to take sleeps, and the
/// submitter, its own tasks done, sleeps until the helpers' last ones finish.
///
/// The helpers run in Linux's batch scheduling class, so waking one never preempts a
/// running thread: when every CPU is busy (a VNC encoder on the other core) the helper
/// waits for a free one instead of taking the CPU of the thread that woke it, which then
/// takes the tasks itself. On an idle CPU a batch thread starts as soon as any would.
///
/// Each participant is given a lane number (0 for the submitting thread, 1... for
/// helpers, below `participants`), so it can use per-lane scratch state without locking.
/// One job runs at a time; a job submitted while another runs (another thread's
/// compositor) runs wholly on its submitting thread instead of waiting.
package final class RepaintWorkers: @unchecked Sendable {
    // @unchecked: every mutable property below is read and written under `condition`,
    // except the `Atomic`s.

    /// The pool the compositors share.
    package static let shared = RepaintWorkers()

    /// More helpers than any board has cores: a bound on what a board file can ask for.
    static let maximumHelpers = 63

    private final class Job {
        let taskCount: Int
        let body: @Sendable (_ task: Int, _ lane: Int) -> Void
        let nextTask = Atomic<Int>(0)
        let finishedTasks = Atomic<Int>(0)
        /// When the first helper took a task (`CACurrentMediaTime`, 0: none yet).
        let firstJoin = Atomic<UInt64>(0)
        /// Helpers that may still join (each takes the next lane); under `condition`.
        var openLanes: Int
        var nextLane = 1

        init(taskCount: Int, helpers: Int, body: @escaping @Sendable (Int, Int) -> Void) {
            self.taskCount = taskCount
            self.openLanes = helpers
            self.body = body
        }

        /// Whether a participant joining now would find a task left.
        var hasTasksLeft: Bool { nextTask.load(ordering: .relaxed) < taskCount }
    }

    private let condition = NSCondition()
    private var job: Job?
    private var threadCount = 0

    /// Where the submitting thread of a job spent its time beyond its own tasks, for
    /// `vitrine-bench`: how long after the job was posted a helper first took a task
    /// (nil when none did), and how long the submitter then slept, with no task left to
    /// take, until the helpers' last tasks finished. Seconds.
    package struct JobTimings: Sendable {
        package var helperJoinDelay: Double?
        package var finalWait: Double
    }

    /// The timings of the last job that helpers could join; written under `condition`,
    /// read on the thread that ran it.
    package private(set) var lastJobTimings = JobTimings(helperJoinDelay: nil, finalWait: 0)

    /// Runs `body(task, lane)` for every task in `0..<taskCount` on the calling thread and
    /// up to `participants - 1` helpers, and returns when all have finished. Tasks must
    /// not depend on each other's order or lane.
    package func run(taskCount: Int, participants: Int, _ body: @escaping @Sendable (_ task: Int, _ lane: Int) -> Void) {
        let helpers = min(max(participants - 1, 0), Self.maximumHelpers, taskCount - 1)
        guard helpers > 0 else {
            for task in 0..<taskCount { body(task, 0) }
            return
        }
        condition.lock()
        guard job == nil else {
            condition.unlock()
            for task in 0..<taskCount { body(task, 0) }
            return
        }
        while threadCount < helpers { startThread() }
        let current = Job(taskCount: taskCount, helpers: helpers, body: body)
        job = current
        let posted = CACurrentMediaTime()
        condition.broadcast()
        condition.unlock()

        work(on: current, lane: 0)

        let ownTasksDone = CACurrentMediaTime()
        condition.lock()
        // A helper finishing the last task broadcasts under the lock after counting it, so
        // this check and the wait cannot miss it.
        while current.finishedTasks.load(ordering: .acquiring) < taskCount { condition.wait() }
        job = nil
        let joined = current.firstJoin.load(ordering: .relaxed)
        lastJobTimings = JobTimings(helperJoinDelay: joined == 0 ? nil : max(Double(bitPattern: joined) - posted, 0),
                                    finalWait: CACurrentMediaTime() - ownTasksDone)
        condition.unlock()
    }

    /// Takes tasks of `job` until none is left.
    private func work(on job: Job, lane: Int) {
        while true {
            let task = job.nextTask.add(1, ordering: .relaxed).oldValue
            guard task < job.taskCount else { return }
            if lane != 0, job.firstJoin.load(ordering: .relaxed) == 0 {
                _ = job.firstJoin.compareExchange(expected: 0, desired: CACurrentMediaTime().bitPattern, ordering: .relaxed)
            }
            job.body(task, lane)
            // Releasing: the submitter reads what the task wrote once it sees the count.
            if job.finishedTasks.add(1, ordering: .acquiringAndReleasing).newValue == job.taskCount, lane != 0 {
                condition.lock()
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// Starts one helper; called with `condition` locked.
    private func startThread() {
        threadCount += 1
        // The pool lives as long as the process, so the threads may hold it strongly.
        let thread = Thread { self.helperLoop() }
        thread.name = "vitrine-repaint-\(threadCount)"
        thread.start()
    }

    /// SCHED_BATCH in <bits/sched.h>, which Swift's Glibc module does not export.
    private static let batchPolicy: Int32 = 3

    private func helperLoop() {
        #if os(Linux)
        // The batch class (any thread may enter it; on failure the helper stays as it was).
        var parameters = sched_param()  // a priority of 0, as the batch class requires
        _ = sched_setscheduler(0, Self.batchPolicy, &parameters)  // 0: the calling thread, on Linux
        #endif
        condition.lock()
        while true {
            if let current = job, current.openLanes > 0, current.hasTasksLeft {
                current.openLanes -= 1
                let lane = current.nextLane
                current.nextLane += 1
                condition.unlock()
                work(on: current, lane: lane)
                condition.lock()
                continue
            }
            condition.wait()
        }
    }
}
