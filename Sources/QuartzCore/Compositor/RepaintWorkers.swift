// Vitrine — Apache License 2.0
import Foundation

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
package final class RepaintWorkers: @unchecked Sendable {
    // @unchecked: every mutable property below is read and written under `condition`.

    /// The pool the compositors share.
    package static let shared = RepaintWorkers()

    /// More helpers than any board has cores: a bound on what a board file can ask for.
    static let maximumHelpers = 63

    private final class Job {
        let taskCount: Int
        let body: @Sendable (_ task: Int, _ lane: Int) -> Void
        /// Helpers that may still join (each takes the next lane).
        var openLanes: Int
        var nextLane = 1
        var nextTask = 0
        var finishedTasks = 0

        init(taskCount: Int, helpers: Int, body: @escaping @Sendable (Int, Int) -> Void) {
            self.taskCount = taskCount
            self.openLanes = helpers
            self.body = body
        }
    }

    private let condition = NSCondition()
    private var job: Job?
    private var threadCount = 0

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
        condition.broadcast()
        condition.unlock()

        work(on: current, lane: 0)

        condition.lock()
        while current.finishedTasks < current.taskCount { condition.wait() }
        job = nil
        condition.unlock()
    }

    /// Takes tasks of `job` until none is left.
    private func work(on job: Job, lane: Int) {
        while true {
            condition.lock()
            let task = job.nextTask
            job.nextTask += 1
            condition.unlock()
            guard task < job.taskCount else { return }
            job.body(task, lane)
            condition.lock()
            job.finishedTasks += 1
            if job.finishedTasks == job.taskCount { condition.broadcast() }
            condition.unlock()
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
        while true {
            condition.lock()
            while job == nil || job!.openLanes == 0 || job!.nextTask >= job!.taskCount { condition.wait() }
            let current = job!
            current.openLanes -= 1
            let lane = current.nextLane
            current.nextLane += 1
            condition.unlock()
            work(on: current, lane: lane)
        }
    }
}
