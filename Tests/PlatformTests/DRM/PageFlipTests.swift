// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// The flip request travels to the kernel and back as the event's user data.
@Suite struct PageFlipTests {
    @Test func eventCompletesTheRequestAndReleasesIt() throws {
        let driver = MockingDriver()
        let device = try DRMDevice(path: "/dev/null")
        try MockingDriver.$current.withValue(driver) {
            weak var released: PageFlipRequest?
            do {
                let request = PageFlipRequest(sequence: 7, bufferIndex: 1)
                released = request
                try device.pageFlip(CRTCID(rawValue: 41), to: FramebufferID(rawValue: 52), request: request)
                #expect(request.completionTime == nil)
                #expect(try device.dispatchPageFlipEvents() == true)
                #expect(request.completionTime == 100.5)
            }
            #expect(released == nil, "the event's retain was not balanced")
            #expect(driver.callNames == ["drmModePageFlip", "poll", "drmHandleEvent", "poll"])
            #expect(try device.dispatchPageFlipEvents() == false)
        }
    }

    @Test func refusedFlipReleasesTheRequestAndNamesTheCRTC() throws {
        let driver = MockingDriver()
        driver.failures["drmModePageFlip"] = .deviceBusy
        let device = try DRMDevice(path: "/dev/null")
        MockingDriver.$current.withValue(driver) {
            weak var released: PageFlipRequest?
            do {
                let request = PageFlipRequest(sequence: 1, bufferIndex: 0)
                released = request
                #expect {
                    try device.pageFlip(CRTCID(rawValue: 41), to: FramebufferID(rawValue: 52), request: request)
                } throws: { error in
                    (error as? DRMError)?.message
                        == "page flip on CRTC 41 of /dev/null (framebuffer 52): Device or resource busy (errno 16)"
                }
            }
            #expect(released == nil)
        }
    }

    @Test func readErrorIsReportedWithTheDevice() throws {
        let driver = MockingDriver()
        driver.failures["drmHandleEvent"] = .ioError
        driver.queuedFlips = [nil]
        let device = try DRMDevice(path: "/dev/null")
        MockingDriver.$current.withValue(driver) {
            #expect {
                try device.dispatchPageFlipEvents()
            } throws: { error in
                (error as? DRMError)?.message == "read events of /dev/null: Input/output error (errno 5)"
            }
        }
    }
}
