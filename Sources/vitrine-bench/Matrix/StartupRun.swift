// Vitrine — Apache License 2.0
import Foundation

/// One child process started and watched to its end: when its standard error first shows a
/// line, and when it exits. The child's own log line "first frame on screen N ms after the
/// process started" is read too; it counts from the kernel's record of the process start
/// (clock ticks, 10 ms), where the parent's clock (µs) counts from just before the spawn.
struct StartupRun {
    /// Seconds from the spawn to the first stderr chunk that contained `marker`; nil if none did.
    var markerSeen: Double?
    /// Seconds from the spawn to the child's exit.
    var exited: Double
    /// The milliseconds the child logged in "first frame on screen N ms", if it did.
    var loggedFirstFrame: Double?
    var status: Int32
    var output: String

    static let firstFrameMarker = "first frame on screen "

    /// Runs `executable` with `arguments` and `environment` to its end.
    ///
    /// posix_spawn and waitpid rather than Foundation's `Process`: its `waitUntilExit` polls
    /// the run loop every 50 ms, which would be most of what is measured here.
    static func measure(_ executable: URL, _ arguments: [String], environment: [String: String],
                        marker: String = firstFrameMarker) throws -> StartupRun {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw StartupRunError(call: "pipe", errno: errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw StartupRunError(call: "posix_spawn \(executable.path)", errno: spawned)
        }
        var text = [UInt8](), markerSeen: Double?
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            text += buffer[0..<count]
            if markerSeen == nil, String(decoding: text, as: UTF8.self).contains(marker) {
                markerSeen = seconds(clock.now - start)
            }
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = seconds(clock.now - start)
        let output = String(decoding: text, as: UTF8.self)
        // WIFEXITED / WEXITSTATUS, which Swift does not import: a signal shows as 128 + its number.
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
        return StartupRun(markerSeen: markerSeen, exited: exited, loggedFirstFrame: loggedMilliseconds(in: output),
                          status: exitStatus, output: output)
    }

    /// The N of "first frame on screen N ms" in a log.
    static func loggedMilliseconds(in log: String) -> Double? {
        guard let range = log.range(of: firstFrameMarker) else { return nil }
        return Double(log[range.upperBound...].prefix { $0.isNumber })
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}

/// A child that could not be started.
struct StartupRunError: Error, CustomStringConvertible {
    var call: String
    var errno: Int32
    var description: String { "\(call): \(String(cString: strerror(errno))) (errno \(errno))" }
}

/// Median, p90, minimum and maximum of a sample, in the order given to `init`.
struct StartupFigures {
    var median: Double, p90: Double, minimum: Double, maximum: Double

    /// Nearest-rank percentiles of a non-empty sample.
    init?(_ values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        func rank(_ p: Double) -> Double { sorted[max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1)] }
        median = rank(0.5)
        p90 = rank(0.9)
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
    }
}
