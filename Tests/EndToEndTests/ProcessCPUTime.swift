// Vitrine — Apache License 2.0
import Foundation

/// A process's CPU time as the kernel counts it, read from outside.
enum ProcessCPUTime {
    /// utime + stime of `pid` in clock ticks (10 ms), from /proc/PID/stat.
    static func ticks(of pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the parenthesised command name: utime is the 14th, stime the 15th.
        guard let end = stat.range(of: ")", options: .backwards) else { throw BoardError("no command name in /proc/\(pid)/stat") }
        let fields = stat[end.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
            throw BoardError("unexpected /proc/\(pid)/stat: \(stat)")
        }
        return user + system
    }
}
