// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// Uevents as the kernel sends them on netlink group 1: "ACTION@DEVPATH\0KEY=VALUE\0…".
/// The DRM one is what drm_sysfs_hotplug_event sends (`udevadm monitor --kernel
/// --property` prints the same fields).
@Suite struct KernelUeventTests {
    static func datagram(_ fields: [String]) -> [UInt8] {
        fields.flatMap { Array($0.utf8) + [0] }
    }

    @Test func aDRMHotplugIsRecognizedWithItsDevice() throws {
        let event = try #require(KernelUevent(Self.datagram([
            "change@/devices/pci0000:00/0000:00:02.0/drm/card0",
            "ACTION=change", "DEVPATH=/devices/pci0000:00/0000:00:02.0/drm/card0", "SUBSYSTEM=drm",
            "HOTPLUG=1", "DEVNAME=dri/card0", "DEVTYPE=drm_minor", "SEQNUM=2211", "MAJOR=226", "MINOR=0",
        ])))
        #expect(event.action == "change")
        #expect(event.devicePath == "/devices/pci0000:00/0000:00:02.0/drm/card0")
        #expect(event.isDRMHotplug)
        #expect(event.deviceNode == "/dev/dri/card0")
        #expect(event.properties["SEQNUM"] == "2211")
    }

    @Test func changesOfTheKiosksCardIncludeSyntheticOnes() throws {
        let hotplug = try #require(KernelUevent(Self.datagram([
            "change@/devices/pci0000:00/0000:00:02.0/drm/card0", "SUBSYSTEM=drm", "HOTPLUG=1", "DEVNAME=dri/card0",
        ])))
        #expect(hotplug.isDRMChange(of: "/dev/dri/card0"))
        #expect(!hotplug.isDRMChange(of: "/dev/dri/card1"))
        // `echo change > /sys/class/drm/card0/uevent`: no HOTPLUG=1, but a change all the same.
        let synthetic = try #require(KernelUevent(Self.datagram([
            "change@/devices/pci0000:00/0000:00:02.0/drm/card0", "ACTION=change", "SUBSYSTEM=drm",
            "DEVNAME=dri/card0", "SYNTH_UUID=0",
        ])))
        #expect(!synthetic.isDRMHotplug && synthetic.isDRMChange(of: "/dev/dri/card0"))
        let added = try #require(KernelUevent(Self.datagram(["add@/devices/x/drm/card0", "SUBSYSTEM=drm", "DEVNAME=dri/card0"])))
        #expect(!added.isDRMChange(of: "/dev/dri/card0"))
    }

    @Test func otherEventsAreNotHotplugs() throws {
        let input = try #require(KernelUevent(Self.datagram([
            "add@/devices/virtual/input/input7/event3", "ACTION=add", "SUBSYSTEM=input", "DEVNAME=input/event3",
        ])))
        #expect(!input.isDRMHotplug)
        // A DRM change without HOTPLUG=1 (a lease or property change) is not one either.
        let lease = try #require(KernelUevent(Self.datagram(["change@/devices/x/drm/card0", "SUBSYSTEM=drm", "LEASE=1"])))
        #expect(!lease.isDRMHotplug)
    }

    @Test func udevdsOwnMessagesAndGarbageAreNotUevents() {
        // udevd's messages (group 2) start with "libudev" and a binary header, no "@".
        #expect(KernelUevent(Array("libudev".utf8) + [0, 0xFE, 0xED, 0xCA, 0xFE]) == nil)
        #expect(KernelUevent([UInt8]()) == nil)
    }
}
