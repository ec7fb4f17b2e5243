// Vitrine — Apache License 2.0
import QuartzCore

/// Arithmetic that never leaves the registers, cut into many equal tasks for the repaint
/// pool: what several threads gain on work that shares nothing, neither memory bandwidth
/// nor caches nor the frame's setup. Two vCPUs that are two cores give about 2× on it;
/// two that are hyperthreads of one core, or a host that runs them in turn, give less.
struct ComputeCeiling: ~Copyable {
    /// Enough tasks that two to four threads end within one task of each other (a few
    /// percent of the job), so the figure is the CPUs' and not the split's.
    let taskCount = 64
    /// About 30 µs a task on a 2.6 GHz core (a chain of about nine cycles an iteration with
    /// SSE2's multiply), so one thread's job, about 1.8 ms, lasts about as long as the
    /// repaint of a full 1080p frame, and a loaded machine preempts both alike.
    let iterationsPerTask = 8_192

    /// One result per task, 64 bytes apart so that no two tasks write the same cache line.
    private let results: UnsafeMutablePointer<UInt32>
    private static let slotStride = 16

    init() {
        results = .allocate(capacity: taskCount * Self.slotStride)
        results.initialize(repeating: 0, count: taskCount * Self.slotStride)
    }

    deinit { results.deallocate() }

    /// Runs the job on `participants` threads of the pool (1: the calling thread alone)
    /// and returns its seconds, wall clock.
    func run(participants: Int, seed: UInt32) -> Double {
        let slots = Slots(results)
        let iterations = iterationsPerTask
        let start = CACurrentMediaTime()
        RepaintWorkers.shared.run(taskCount: taskCount, participants: participants) { task, _ in
            slots.base[task * Self.slotStride] = Self.mix(iterations, seed: seed &+ UInt32(truncatingIfNeeded: task))
        }
        return CACurrentMediaTime() - start
    }

    /// A multiply, add, shift and xor per lane and iteration, each depending on the last,
    /// so the loop is bound by the core's latency and cannot be folded away.
    @inline(never)
    private static func mix(_ iterations: Int, seed: UInt32) -> UInt32 {
        var x = SIMD8<UInt32>(repeating: seed) &+ SIMD8(0, 1, 2, 3, 4, 5, 6, 7)
        for _ in 0..<iterations {
            x = x &* 1_664_525 &+ 1_013_904_223
            x ^= x &>> 13
        }
        return x.wrappedSum()
    }

    /// The results' base address for the tasks.
    private struct Slots: @unchecked Sendable {
        // @unchecked: each task writes only its own slot, and `run` reads none.
        let base: UnsafeMutablePointer<UInt32>
        init(_ base: UnsafeMutablePointer<UInt32>) { self.base = base }
    }
}
