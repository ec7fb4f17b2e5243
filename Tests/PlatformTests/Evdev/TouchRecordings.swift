// Vitrine — Apache License 2.0
import Foundation
import TestFixtures
import Testing
@testable import Platform

/// The real recordings vendored in Tests/Fixtures/touch-recordings (their README.md says
/// where they come from), with what each one must decode to.
enum TouchRecordings {
    static let folder = TouchRecordingFixtures.folder

    static func path(_ name: String) throws -> String { try TouchRecordingFixtures.path(name) }

    static func fileNames() throws -> [String] { try TouchRecordingFixtures.fileNames() }

    struct Case: Sendable, CustomTestStringConvertible {
        /// The .events file and the .desc it pairs with.
        var events: String, description: String
        /// Contacts the recording holds: the number in its name, or the README's count.
        var contacts: Int
        var touchProtocol: TouchProtocol
        var configuration = TouchConfiguration()
        var testDescription: String { events }
    }

    /// Every .events file of the folder, with its expected contact count and protocol from
    /// the file name and README.md.
    static let cases: [Case] = [
        Case(events: "atmel-mxt.1-finger-drag-up-down.events", description: "atmel-mxt.desc", contacts: 1, touchProtocol: .slots),
        // README: "9 quick taps".
        Case(events: "atmel-mxt.1-finger-fast-taps.events", description: "atmel-mxt.desc", contacts: 9, touchProtocol: .slots),
        Case(events: "atmel-mxt.2-fingers-touch-release.events", description: "atmel-mxt.desc", contacts: 2, touchProtocol: .slots),
        Case(events: "atmel-mxt.4-finger-drag-down.events", description: "atmel-mxt.desc", contacts: 4, touchProtocol: .slots),
        Case(events: "edt-ep0430m09.1-finger-drag-up-down.events", description: "edt-ep0430m09.desc", contacts: 1, touchProtocol: .slots),
        Case(events: "edt-ep0430m09.2-finger-scroll-down.events", description: "edt-ep0430m09.desc", contacts: 2, touchProtocol: .slots),
        Case(events: "edt-ep0430m09.2-fingers-touch-release.events", description: "edt-ep0430m09.desc", contacts: 2, touchProtocol: .slots),
        Case(events: "edt-ep0430m09.4-finger-drag-down.events", description: "edt-ep0430m09.desc", contacts: 4, touchProtocol: .slots),
        // README: "one tap" whose three frames arrive within 53 µs.
        Case(events: "egalax-empia-pcap.tap.events", description: "egalax-empia-pcap.desc", contacts: 1, touchProtocol: .slots),
        // README: "two strokes"; x on ABS_Z and y on ABS_RX, which the board file remaps.
        Case(events: "egalax-usb-0eef-0001-resistive.events", description: "egalax-usb-0eef-0001-resistive.desc",
             contacts: 2, touchProtocol: .singleTouch,
             configuration: TouchConfiguration(axisX: AbsoluteAxis(name: "ABS_Z"), axisY: AbsoluteAxis(name: "ABS_RX"))),
        Case(events: "ntrig-protoA.1-finger-drag-NW-SE.events", description: "ntrig-protoA.desc", contacts: 1, touchProtocol: .anonymousContacts),
        Case(events: "ntrig-protoA.2-fingers-touch-release.events", description: "ntrig-protoA.desc", contacts: 2, touchProtocol: .anonymousContacts),
    ]

    static func load(_ testCase: Case) throws -> EvemuRecording {
        try EvemuRecording.load(descriptionPath: path(testCase.description), eventsPath: path(testCase.events))
    }
}
