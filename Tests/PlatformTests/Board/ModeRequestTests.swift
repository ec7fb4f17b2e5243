// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct ModeRequestTests {
    @Test(arguments: ["", "1280", "1280x", "x800", "0x800", "1280x0", "-1x800", "1280x800@", "1280x800@0",
                      "1280x800@abc", "1280X800", " 1280x800", "1280x800x2", "Preferred", "1280x800@60@60"])
    func rejects(text: String) {
        #expect(ModeRequest(text) == nil)
    }

    @Test func keepsFractionalRefreshRates() {
        #expect(ModeRequest("1920x1080@59.94") == .size(width: 1920, height: 1080, refresh: 59.94))
        #expect(ModeRequest.size(width: 1920, height: 1080, refresh: 59.94).description == "1920x1080@59.94")
    }
}
