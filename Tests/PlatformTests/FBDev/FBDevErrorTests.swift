// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct FBDevErrorTests {
    @Test func permissionDeniedSuggestsTheVideoGroup() {
        let error = FBDevError("open", path: "/dev/fb0", errno: .permissionDenied)
        #expect(error.description == "open /dev/fb0: Permission denied (errno 13) (add the user to the 'video' group or run as root)")
    }

    /// EPERM is a device cgroup's refusal (systemd's DevicePolicy=closed without char-fb, seen
    /// in scripts/vm/systemd-board --display fbdev), not the file's mode.
    @Test func notPermittedNamesTheDevicePolicy() {
        let error = FBDevError("open", path: "/dev/fb0", errno: .notPermitted)
        #expect(error.description == "open /dev/fb0: Operation not permitted (errno 1)"
            + " (a device policy refuses it: under systemd the unit needs DeviceAllow=char-fb)")
    }
}
