// Vitrine — Apache License 2.0
import Foundation

/// The process's own resource figures from /proc, for the fleet's metrics; each is nil
/// when /proc cannot be read (it always can on Linux, but a figure must not stop the kiosk).
public enum ProcessStatistics {
    /// Resident memory in bytes (`/proc/self/statm`'s second field, in pages).
    public static func residentMemoryBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Anonymous resident memory in bytes: the resident pages less those shared with files
    /// (`/proc/self/statm`'s second field less its third). It is what the heap, stacks and
    /// caches hold; file-backed pages (code, mapped fonts) come and go with first use and
    /// the kernel's reclaim, at most the size of the files.
    public static func anonymousMemoryBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 2, let pages = Int(fields[1]), let shared = Int(fields[2]) else { return nil }
        return (pages - shared) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Open file descriptors (entries of `/proc/self/fd`, less the one listing it).
    public static func openFileDescriptors() -> Int? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return nil }
        return max(0, entries.count - 1)
    }

    /// User and system CPU time in seconds (`/proc/self/stat` fields 14 and 15).
    public static func cpuSeconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.range(of: ")", options: .backwards) else { return nil }
        // After "pid (comm)", the state is field 3; utime (14) and stime (15) are the 12th and 13th here.
        let fields = stat[close.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// When the process started, in seconds since the Unix epoch.
    public static func startTimeSinceEpoch() -> Double? {
        ProcessClock.secondsSinceStart().map { Date().timeIntervalSince1970 - $0 }
    }
}
