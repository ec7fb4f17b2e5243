// Vitrine — Apache License 2.0
import Foundation
import Synchronization

/// A fixed pool of threads that run the tasks of one job together with the thread that
/// submits it: the compositor's bands of a large repaint.
///
/// Threads are started on first use, up to the largest number of helpers asked for, and
/// kept for the life of the process: no frame creates a thread. A job's tasks are taken
/// in index order from a shared counter by whichever participant is free, the submitting
/// thread included, so a helper that is slow to wake (a loaded machine) costs nothing but
/// its share: the submitter goes on taking tasks and the job never waits for a helper
/// that has not started one.
///
/// Each participant is given a lane number (0 for the submitting thread, 1... for
/// helpers, below `participants`), so it can use per-lane scratch state without locking.
/// One job runs at a time; a job submitted while another runs (another thread's
/// compositor) runs wholly on its submitting thread instead of waiting.
///
/// Waking a sleeping thread takes tens of microseconds on a virtual machine (an
/// interrupt to an idle CPU), a few percent of a 1080p repaint each time. So a caller
/// that expects to post a job soon calls `prepare` first, and the helpers wake while it
/// still works out the job (the compositor: while it flattens) and then watch for it
/// without sleeping, for at most `warmSpin`; and the submitter, its own tasks done, watches
/// the helpers' last ones finish, for at most `finishSpin`, before it sleeps.
package final class RepaintWorkers: @unchecked Sendable {
    // @unchecked: every mutable property below is read and written under `condition`,
    // except the `Atomic`s.

    /// The pool the compositors share.
    package static let shared = RepaintWorkers()

    /// More helpers than any board has cores: a bound on what a board file can ask for.
    static let maximumHelpers = 63

    /// How long helpers woken by `prepare` watch for the job before sleeping again: more
    /// than flattening a screenful of layers takes. Ours.
    static let warmSpin = 0.002
    /// How long the submitter watches for the helpers' last tasks before sleeping: longer
    /// than a band of a 1080p frame takes. Ours.
    static let finishSpin = 0.002

    private final class Job {
        let taskCount: Int
        let body: @Sendable (_ task: Int, _ lane: Int) -> Void
        let nextTask = Atomic<Int>(0)
        let finishedTasks = Atomic<Int>(0)
        /// Helpers that may still join (each takes the next lane); under `condition`.
        var openLanes: Int
        var nextLane = 1
        /// When the first helper joined, for `lastJobTimings`; under `condition`.
        var firstJoin: Double?

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
    /// Counts the jobs posted, so that warm helpers see a new one without taking the lock.
    private let postedJobs = Atomic<Int>(0)
    /// Until when (`CACurrentMediaTime`) helpers woken by `prepare` stay awake.
    private var warmUntil = 0.0

    /// Where the submitting thread of a job spent its time beyond its own tasks, for
    /// `vitrine-bench`: how long after the job was posted the first helper took a task
    /// (nil when none did), and how long the submitter then waited, with no task left to
    /// take, for the helpers' last tasks. Seconds.
    package struct JobTimings: Sendable {
        package var helperJoinDelay: Double?
        package var finalWait: Double
    }

    /// The timings of the last job that helpers could join; read on the thread that ran it.
    package private(set) var lastJobTimings = JobTimings(helperJoinDelay: nil, finalWait: 0)

    /// Wakes up to `participants - 1` helpers (starting them if needed) to watch for a job
    /// the caller expects to post within `warmSpin`, so that they take its first tasks
    /// without the delay of waking. Costs the caller one lock and one broadcast.
    package func prepare(participants: Int) {
        let helpers = min(max(participants - 1, 0), Self.maximumHelpers)
        guard helpers > 0 else { return }
        condition.lock()
        while threadCount < helpers { startThread() }
        warmUntil = CACurrentMediaTime() + Self.warmSpin
        condition.broadcast()
        condition.unlock()
    }

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
        warmUntil = 0  // `prepare` woke the helpers for this job only
        postedJobs.add(1, ordering: .releasing)
        let posted = CACurrentMediaTime()
        condition.broadcast()
        condition.unlock()

        work(on: current, lane: 0)

        let ownTasksDone = CACurrentMediaTime()
        // The helpers' last tasks are under way and take at most about one task's time.
        let spinUntil = ownTasksDone + Self.finishSpin
        var checks = 0
        while current.finishedTasks.load(ordering: .acquiring) < taskCount {
            checks += 1
            if checks % 64 == 0, CACurrentMediaTime() > spinUntil { break }
        }
        condition.lock()
        while current.finishedTasks.load(ordering: .acquiring) < taskCount { condition.wait() }
        job = nil
        lastJobTimings = JobTimings(helperJoinDelay: current.firstJoin.map { $0 - posted },
                                    finalWait: CACurrentMediaTime() - ownTasksDone)
        condition.unlock()
    }

    /// Takes tasks of `job` until none is left.
    private func work(on job: Job, lane: Int) {
        while true {
            let task = job.nextTask.add(1, ordering: .relaxed).oldValue
            guard task < job.taskCount else { return }
            job.body(task, lane)
            if job.finishedTasks.add(1, ordering: .acquiringAndReleasing).newValue == job.taskCount {
                // The submitter may have stopped watching and be asleep.
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

    private func helperLoop() {
        condition.lock()
        while true {
            if let current = job, current.openLanes > 0, current.hasTasksLeft {
                current.openLanes -= 1
                let lane = current.nextLane
                current.nextLane += 1
                if current.firstJoin == nil { current.firstJoin = CACurrentMediaTime() }
                condition.unlock()
                work(on: current, lane: lane)
                condition.lock()
                continue
            }
            let until = warmUntil
            if CACurrentMediaTime() < until {
                // Woken ahead of a job: watch for it without sleeping, until `until`.
                let seen = postedJobs.load(ordering: .acquiring)
                condition.unlock()
                var checks = 0
                while postedJobs.load(ordering: .acquiring) == seen {
                    checks += 1
                    if checks % 64 == 0, CACurrentMediaTime() >= until { break }
                }
                condition.lock()
                continue
            }
            condition.wait()
        }
    }
}
