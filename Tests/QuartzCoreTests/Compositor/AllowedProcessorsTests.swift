// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// The rule for the compositor's default thread count: the CPUs of the affinity mask,
/// lowered to the tightest cgroup CPU quota.
@Suite struct AllowedProcessorsTests {
    @Test func aQuotaIsRoundedUpToWholeCPUs() {
        #expect(AllowedProcessors.cpus(cpuMax: "200000 100000\n") == 2)
        #expect(AllowedProcessors.cpus(cpuMax: "150000 100000") == 2)  // 1.5 CPUs: a second thread runs half the time
        #expect(AllowedProcessors.cpus(cpuMax: "50000 100000") == 1)
        #expect(AllowedProcessors.cpus(cpuMax: "400000") == 4)  // v2's default period, 100 ms
        #expect(AllowedProcessors.cpus(cpuMax: "max 100000\n") == nil)
        #expect(AllowedProcessors.cpus(cpuMax: "-1 100000") == nil)  // v1: no quota
        #expect(AllowedProcessors.cpus(cpuMax: "100000 0") == nil)
        #expect(AllowedProcessors.cpus(cpuMax: "lots") == nil)
        #expect(AllowedProcessors.cpus(cpuMax: "") == nil)
    }

    @Test func theTightestLimitWinsAndAtLeastOneRemains() {
        #expect(AllowedProcessors.count(affinity: 4, cpuMaxLimits: []) == 4)
        #expect(AllowedProcessors.count(affinity: 4, cpuMaxLimits: ["max 100000", "200000 100000", "300000 100000"]) == 2)
        #expect(AllowedProcessors.count(affinity: 2, cpuMaxLimits: ["800000 100000"]) == 2)  // a quota cannot add CPUs
        #expect(AllowedProcessors.count(affinity: 8, cpuMaxLimits: ["1000 100000"]) == 1)
        #expect(AllowedProcessors.count(affinity: nil, cpuMaxLimits: ["max"]) == 1)
        #expect(AllowedProcessors.count(affinity: 0, cpuMaxLimits: []) == 1)
    }

    @Test func theAffinityMaskIsCountedFromTheStatusList() {
        #expect(AllowedProcessors.affinityCount(procSelfStatus: "Name:\tkiosk\nCpus_allowed:\tf0b\nCpus_allowed_list:\t0-3,8,10-11\n") == 7)
        #expect(AllowedProcessors.affinityCount(procSelfStatus: "Cpus_allowed_list:\t2\n") == 1)
        #expect(AllowedProcessors.affinityCount(procSelfStatus: "Cpus_allowed_list:\t3-1\n") == nil)
        #expect(AllowedProcessors.affinityCount(procSelfStatus: "Name:\tkiosk\n") == nil)
    }

    @Test func cgroupFoldersRunFromTheProcessesUpToTheRoot() {
        #expect(AllowedProcessors.cgroupDirectories(procSelfCgroup: "0::/system.slice/kiosk.service\n") == [
            "/sys/fs/cgroup/system.slice/kiosk.service", "/sys/fs/cgroup/system.slice", "/sys/fs/cgroup",
        ])
        #expect(AllowedProcessors.cgroupDirectories(procSelfCgroup: "0::/\n") == ["/sys/fs/cgroup"])
        // cgroup v1: the cpu controller's hierarchy, the process's folder and its root.
        #expect(AllowedProcessors.cgroupDirectories(procSelfCgroup: "5:memory:/docker/abc\n4:cpu,cpuacct:/docker/abc\n") == [
            "/sys/fs/cgroup/cpu,cpuacct/docker/abc", "/sys/fs/cgroup/cpu,cpuacct",
        ])
        #expect(AllowedProcessors.cgroupDirectories(procSelfCgroup: "0::/../x\n") == ["/sys/fs/cgroup/x", "/sys/fs/cgroup"])
    }

    @Test func thisProcessHasAtLeastOneAndNoMoreThanItsMask() throws {
        let count = AllowedProcessors.current()
        #expect(count >= 1)
        #expect(count <= (AllowedProcessors.affinityCount() ?? 1))
    }
}
