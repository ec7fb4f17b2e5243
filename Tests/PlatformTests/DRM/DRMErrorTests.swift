// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct DRMErrorTests {
    @Test func messageNamesOperationContextAndErrno() {
        let error = DRMError(.pageFlip, "CRTC 41 of /dev/dri/card0 (framebuffer 52)", devicePath: "/dev/dri/card0", errno: .deviceBusy)
        #expect(error.message == "page flip on CRTC 41 of /dev/dri/card0 (framebuffer 52): Device or resource busy (errno 16)")
        #expect(error.hint == nil)
    }

    @Test func permissionDeniedOnOpenSuggestsTheVideoGroup() {
        let error = DRMError(.open, "/dev/dri/card0", devicePath: "/dev/dri/card0", errno: .permissionDenied)
        #expect(error.description == "open /dev/dri/card0: Permission denied (errno 13) (add the user to the 'video' group or run as root)")
    }

    /// EPERM on open is a device cgroup's refusal (as systemd's DevicePolicy=closed gives, seen
    /// in scripts/vm/systemd-board), not the file's mode: the group advice would mislead.
    @Test func notPermittedOnOpenNamesTheDevicePolicy() {
        let error = DRMError(.open, "/dev/dri/card0", devicePath: "/dev/dri/card0", errno: .notPermitted)
        #expect(error.description == "open /dev/dri/card0: Operation not permitted (errno 1) (a device policy refuses it:"
            + " under systemd the unit needs DeviceAllow=char-drm, with the drm module loaded before it starts (modprobe@drm.service))")
    }

    @Test(arguments: [Errno.deviceBusy, .permissionDenied, .notPermitted])
    func refusedModesetNamesTheDRMMaster(errno: Errno) {
        let error = DRMError(.setCRTC, "CRTC 41 of /dev/dri/card0", devicePath: "/dev/dri/card0", errno: errno)
        #expect(error.hint == "another process (a display server, another kiosk) holds DRM master on /dev/dri/card0: stop it")
    }

    @Test func missingDeviceSuggestsHeadless() {
        let error = DRMError(.findDevice, "", reason: "no /dev/dri/card*")
        #expect(error.description == "find a DRM device: no /dev/dri/card* (is a KMS driver loaded? use VITRINE_DISPLAY=headless)")
    }

    @Test func noConnectedOutputSaysWhatWasFound() {
        let error = DRMError(.selectConnector, "/dev/dri/card0", devicePath: "/dev/dri/card0",
                             reason: "no connected connector with modes (found: HDMI-A-1 disconnected)")
        #expect(error.message == "select a connector on /dev/dri/card0: no connected connector with modes (found: HDMI-A-1 disconnected)")
        #expect(error.hint != nil)
    }

    /// This machine's kernel has no /dev/dri at all (a VM or container): the real discovery
    /// path must say so plainly instead of failing on an open().
    @Test func discoveryWithoutCardsThrowsFindDevice() {
        #expect {
            _ = try KMSOutputSelection(configuration: KMSConfiguration(), directory: "/nonexistent/dri")
        } throws: { error in
            guard let error = error as? DRMError else { return false }
            return error.operation == .findDevice && error.message == "find a DRM device: no /nonexistent/dri/card*"
        }
    }

    @Test func openingAMissingCardNamesThePath() {
        #expect {
            _ = try DRMDevice(path: "/nonexistent/dri/card0")
        } throws: { error in
            guard let error = error as? DRMError else { return false }
            return error.operation == .open && error.errno == .noSuchFileOrDirectory
                && error.message == "open /nonexistent/dri/card0: No such file or directory (errno 2)"
        }
    }

    @Test func errnoMatchesInCatchPatterns() {
        let thrown: any Error = Errno.deviceBusy
        #expect(Errno.deviceBusy ~= thrown)
        #expect(!(Errno.permissionDenied ~= thrown))
        #expect(Errno.deviceBusy.description == "Device or resource busy")
    }
}
