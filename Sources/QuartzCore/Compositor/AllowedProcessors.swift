// Vitrine — Apache License 2.0
import Foundation

/// How many CPUs this process may keep busy at once: the fewer of the CPUs its affinity
/// mask allows (taskset, systemd's `CPUAffinity=`, a container's
/// cpuset) and its cgroup's CPU bandwidth quota (`cpu.max` of cgroup v2, or
/// `cpu.cfs_quota_us`/`cpu.cfs_period_us` of v1: systemd's `CPUQuota=`, `docker --cpus`),
/// on this cgroup and every one above it. A quota of 1.5 CPUs counts as 2: a second
/// thread still runs half the time. Always at least 1. The compositor starts that many
/// repaint threads unless the board file says otherwise (`[display] compositor-threads`).
public enum AllowedProcessors {
    /// The count for this process, read once.
    public static let count: Int = current()

    /// Reads the affinity mask and the cgroup quotas now.
    public static func current() -> Int {
        let cgroupText = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
        var limits: [String] = []
        for directory in cgroupDirectories(procSelfCgroup: cgroupText) {
            if let text = try? String(contentsOfFile: directory + "/cpu.max", encoding: .utf8) {
                limits.append(text)
            } else if let quota = try? String(contentsOfFile: directory + "/cpu.cfs_quota_us", encoding: .utf8),
                      let period = try? String(contentsOfFile: directory + "/cpu.cfs_period_us", encoding: .utf8) {
                limits.append(quota.trimmingCharacters(in: .whitespacesAndNewlines) + " "
                              + period.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        return count(affinity: affinityCount(), cpuMaxLimits: limits)
    }

    /// The rule: the affinity mask's CPU count, lowered to the tightest quota among
    /// `cpuMaxLimits` (each `"QUOTA PERIOD"` in microseconds, or `"max …"` for none);
    /// at least 1. A limit that cannot be read is ignored.
    static func count(affinity: Int?, cpuMaxLimits: [String]) -> Int {
        var result = max(affinity ?? 1, 1)
        for limit in cpuMaxLimits {
            if let cpus = cpus(cpuMax: limit) { result = min(result, cpus) }
        }
        return max(result, 1)
    }

    /// The CPUs a `cpu.max` line allows, rounded up; nil for `max` (no quota), a v1 quota
    /// of -1, or text that is not two positive numbers.
    static func cpus(cpuMax text: String) -> Int? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard let first = fields.first, first != "max", let quota = Int(first), quota > 0 else { return nil }
        let period = fields.count > 1 ? Int(fields[1]) : 100_000  // cgroup v2's default period
        guard let period, period > 0 else { return nil }
        return (quota + period - 1) / period
    }

    /// The cgroup folders whose CPU limits apply to this process, innermost first, from
    /// `/proc/self/cgroup`: for cgroup v2 (`0::/path`) the folder of `path` under
    /// `/sys/fs/cgroup` and each one above it; for v1 (`N:cpu,cpuacct:/path`) the `cpu`
    /// hierarchy's folder of `path` and its root.
    static func cgroupDirectories(procSelfCgroup text: String, mount: String = "/sys/fs/cgroup") -> [String] {
        var directories: [String] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let path = fields[2].split(separator: "/").filter { $0 != ".." && $0 != "." }
            if fields[0] == "0" && fields[1].isEmpty {
                for depth in stride(from: path.count, through: 0, by: -1) {
                    directories.append(([mount] + path[..<depth].map(String.init)).joined(separator: "/"))
                }
            } else if fields[1].split(separator: ",").contains("cpu") {
                let hierarchy = mount + "/" + fields[1]
                directories.append(([hierarchy] + path.map(String.init)).joined(separator: "/"))
                if !path.isEmpty { directories.append(hierarchy) }
            }
        }
        return directories
    }

    /// The number of CPUs in the process's affinity mask (what `sched_getaffinity`
    /// returns, which Swift's Glibc module does not import), as the kernel prints it in
    /// `/proc/self/status`; nil when it cannot be read.
    static func affinityCount() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        return affinityCount(procSelfStatus: status)
    }

    /// The CPUs of the `Cpus_allowed_list:` line of a `/proc/<pid>/status` text: a list
    /// such as `0-3,8,10-11`; nil when the line is missing or malformed.
    static func affinityCount(procSelfStatus text: String) -> Int? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else { return nil }
        let list = line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
        var count = 0
        for item in list.split(separator: ",") {
            let bounds = item.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), let first = Int(bounds[0]), first >= 0,
                  let last = Int(bounds[bounds.count - 1]), last >= first else { return nil }
            count += last - first + 1
        }
        return count > 0 ? count : nil
    }
}
