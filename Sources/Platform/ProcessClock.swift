// Vitrine — Apache License 2.0
import Foundation

/// How long the process has been running, from the kernel's record of its start
/// (`/proc/self/stat` field 22, in clock ticks since boot) and the time since boot
/// (`/proc/uptime`): this counts the dynamic loader and the Swift runtime's start-up, which
/// a clock read in `main` would miss. Resolution: one clock tick (10 ms).
public enum ProcessClock {
    /// Seconds since the process started, or nil when /proc cannot be read.
    public static func secondsSinceStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let close = stat.range(of: ")", options: .backwards),
              let uptime = uptimeText.split(separator: " ").first.flatMap({ Double($0) })
        else { return nil }
        // After "pid (comm)", the state is field 3; starttime, field 22, is the 20th here.
        let fields = stat[close.upperBound...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        return max(0, uptime - ticks / ticksPerSecond)
    }
}
