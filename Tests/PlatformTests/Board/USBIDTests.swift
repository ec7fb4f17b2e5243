// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct USBIDTests {
    @Test func parsesAndPrintsLowerCaseHex() throws {
        let id = try #require(USBID("0EEF:a00b"))
        #expect(id == USBID(vendor: 0x0EEF, product: 0xA00B))
        #expect(id.description == "0eef:a00b")
        #expect(USBID(vendor: 1, product: 0x20).description == "0001:0020")
    }

    @Test(arguments: ["", "0eef", "0eef:", ":0001", "eef:0001", "0eef:00001", "0eeg:0001", "0eef-0001", "0eef:0001:1", "+eef:0001"])
    func rejects(text: String) {
        #expect(USBID(text) == nil)
    }
}
