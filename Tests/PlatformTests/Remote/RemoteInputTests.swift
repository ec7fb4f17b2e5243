// Vitrine — Apache License 2.0
import Logging
import PlatformCore
import Testing
import VitrineTesting
@testable import Platform

@MainActor @Suite struct RemoteInputTests {
    @Test func keysymsTypeTheirTextWithTheUSKeysUsage() {
        // HID usages: a = 0x04, 1 = 0x1E, Return = 0x28, left arrow = 0x50 (HID Usage Tables §10).
        #expect(RemoteKeysym.characters(0x61) == "a" && RemoteKeysym.hidUsage(0x61) == 0x04)
        #expect(RemoteKeysym.characters(0x41) == "A" && RemoteKeysym.charactersIgnoringModifiers(0x41) == "a")
        #expect(RemoteKeysym.hidUsage(0x41) == 0x04)
        #expect(RemoteKeysym.characters(0x21) == "!" && RemoteKeysym.charactersIgnoringModifiers(0x21) == "1")
        #expect(RemoteKeysym.hidUsage(0x21) == 0x1E)
        #expect(RemoteKeysym.characters(0xFF0D) == "\r" && RemoteKeysym.hidUsage(0xFF0D) == 0x28)
        #expect(RemoteKeysym.characters(0xFF51) == "" && RemoteKeysym.hidUsage(0xFF51) == 0x50)
        #expect(RemoteKeysym.characters(0xE9) == "é" && RemoteKeysym.hidUsage(0xE9) == 0)  // eacute: no US key
        #expect(RemoteKeysym.characters(0x10020AC) == "€")  // Unicode keysym U+20AC
        #expect(RemoteKeysym.modifier(0xFFE3) == .control && RemoteKeysym.hidUsage(0xFFE3) == 0xE0)
    }

    @Test func aHeldKeyRepeatsAndModifiersGoWithTheKeysTheyHold() throws {
        let loop = ManualEventLoop()
        let source = RemoteKeyboardSource()
        var events: [KeyEvent] = []
        source.keyHandler = { events.append($0) }
        try source.start(on: loop)
        source.handle(keysym: 0xFFE3, isDown: true)  // Control_L
        source.handle(keysym: 0x61, isDown: true)
        source.handle(keysym: 0x61, isDown: true)  // the viewer's auto-repeat
        source.handle(keysym: 0x61, isDown: false)
        source.handle(keysym: 0xFFE3, isDown: false)
        #expect(events.map(\.phase) == [.down, .down, .repeat, .up, .up])
        #expect(events[0].modifiers == [] && events[1].modifiers == [.control] && events[4].modifiers == [])
        #expect(events[1].characters == "a" && events[1].hidUsage == 0x04)
        source.handle(keysym: 0x62, isDown: true)
        source.stop()
        #expect(events.last?.phase == .cancelled && events.last?.keysym == 0x62)
    }

    @Test func thePointerIsOneFingerAndControlMirrorsASecondAboutTheCentre() throws {
        let loop = ManualEventLoop()
        var modifiers: KeyModifiers = []
        let source = RemoteTouchSource(panelWidth: 100, panelHeight: 50, rotation: .degrees0, modifiers: { modifiers })
        var frames: [TouchFrame] = []
        source.frameHandler = { frames.append($0) }
        try source.start(on: loop)
        source.handlePointer(x: 9, y: 4, buttons: 0)  // hovering: no touch
        #expect(frames.isEmpty)
        source.handlePointer(x: 9, y: 4, buttons: 1)
        source.handlePointer(x: 19, y: 4, buttons: 1)
        modifiers = [.control]
        source.modifiersChanged()
        source.handlePointer(x: 29, y: 4, buttons: 1)
        source.handlePointer(x: 29, y: 4, buttons: 0)
        // Pixel centres: (9 + 0.5) / 100 = 0.095, (4 + 0.5) / 50 = 0.09; the mirror is 1 − each.
        #expect(frames.map { $0.contacts.map(\.phase) } == [[.began], [.moved], [.stationary, .began], [.moved, .moved], [.ended, .ended]])
        #expect(abs(frames[0].contacts[0].x - 0.095) < 1e-12 && abs(frames[0].contacts[0].y - 0.09) < 1e-12)
        let pinch = frames[3].contacts
        #expect(abs(pinch[1].x - (1 - 0.295)) < 1e-12 && abs(pinch[1].y - (1 - 0.09)) < 1e-12)
        #expect(Set(frames.flatMap { $0.contacts.map(\.id) }).count == 2)
    }

    /// RFB's wheel: each press of button 4, 5, 6 or 7 (bits 3–6) is one notch up, down,
    /// left or right at the pointer; holding or releasing one is no notch, and no touch.
    @Test func wheelButtonsAreNotchesAtThePointerNotTouches() throws {
        let source = RemoteTouchSource(panelWidth: 100, panelHeight: 50, rotation: .degrees0, modifiers: { [] })
        var frames: [TouchFrame] = []
        var notches: [(x: Double, y: Double, dx: Int, dy: Int)] = []
        source.frameHandler = { frames.append($0) }
        source.wheelHandler = { x, y, n in notches.append((x, y, n.x, n.y)) }
        try source.start(on: ManualEventLoop())
        for buttons: UInt8 in [16, 0, 16, 16, 0, 8, 0, 32, 0, 64, 0] { source.handlePointer(x: 9, y: 4, buttons: buttons) }
        #expect(notches.map { [$0.dx, $0.dy] } == [[0, 1], [0, 1], [0, -1], [-1, 0], [1, 0]])
        // The pixel's centre, normalized: (9 + 0.5) / 100, (4 + 0.5) / 50.
        #expect(notches.allSatisfy { abs($0.x - 0.095) < 1e-12 && abs($0.y - 0.09) < 1e-12 })
        #expect(frames.isEmpty)
        // A notch while the left button is down: the finger goes on; the wheel still counts.
        source.handlePointer(x: 9, y: 4, buttons: 1)
        source.handlePointer(x: 9, y: 4, buttons: 1 | 16)
        source.handlePointer(x: 9, y: 4, buttons: 0)
        #expect(frames.map { $0.contacts.map(\.phase) } == [[.began], [.ended]])
        #expect(notches.count == 6)
    }

    /// RFB's cut text is Latin-1 (RFC 6143 §7.5.6) with bare line feeds.
    @Test func clipboardTextIsLatin1BothWays() {
        #expect(RemoteScreenServer.latin1("Grüße\r\n42 €\r") == Array("Gr".utf8) + [0xFC, 0xDF] + Array("e\n42 ?\n".utf8))
        let bytes: [UInt8] = [0x47, 0x72, 0xFC, 0xDF, 0x65, 0x0A, 0xFF]
        #expect(bytes.withUnsafeBufferPointer { RemoteScreenServer.text(latin1: $0) } == "Grüße\nÿ")
    }

    @Test func onATurnedPanelThePointerIsTurnedBackToTheScreen() throws {
        let source = RemoteTouchSource(panelWidth: 100, panelHeight: 50, rotation: .degrees90, modifiers: { [] })
        var frames: [TouchFrame] = []
        source.frameHandler = { frames.append($0) }
        try source.start(on: ManualEventLoop())
        // Panel pixel (99, 0) is the screen's top-left corner turned 90° clockwise onto the panel:
        // x = py = 0.01, y = 1 − px = 0.005 (the inverse of DisplayRotation.physicalRect).
        source.handlePointer(x: 99, y: 0, buttons: 1)
        #expect(abs(frames[0].contacts[0].x - 0.01) < 1e-12 && abs(frames[0].contacts[0].y - 0.005) < 1e-12)
    }

    @Test func guessingPasswordsLocksTheGateForAMinute() {
        var now = 100.0
        let gate = RemoteAuthenticationGate(password: "sesame", logger: Logger(label: "test"), clock: { now })
        #expect(gate.check(user: "a", password: "sesame"))
        for guess in 0..<5 { #expect(!gate.check(user: "a", password: "guess\(guess)")) }
        #expect(!gate.check(user: "a", password: "sesame"), "locked after five failures within 60 s")
        now += 61
        #expect(gate.check(user: "a", password: "sesame"))
        let empty = RemoteAuthenticationGate(password: nil, logger: Logger(label: "test"))
        #expect(!empty.check(user: "a", password: ""))
    }

    /// One failure a minute reaches the log, with its kind (the host's log handler counts
    /// it); the failures left out of the log are counted by the gate, so the fleet's
    /// `vitrine_errors_total{kind="remote_authentication"}` sees every one.
    @Test func everyFailedLoginIsCountedThoughOneAMinuteIsLogged() {
        var now = 100.0
        let log = RecordingLogHandler(), errors = ErrorCounts()
        let gate = RemoteAuthenticationGate(password: "sesame", logger: Logger(label: "test") { _ in log },
                                            clock: { now }, errorCounts: errors)
        for guess in 0..<7 { #expect(!gate.check(user: "a", password: "guess\(guess)")) }
        #expect(gate.check(user: "a", password: "sesame") == false)  // locked: a failure too
        #expect(log.kinds == [.remoteAuthentication])
        #expect(errors.count(of: .remoteAuthentication) == 7)
        now += 61
        #expect(!gate.check(user: "a", password: "wrong"))
        #expect(log.kinds == [.remoteAuthentication, .remoteAuthentication])
        #expect(log.messages.last?.contains("7 more since the last report") == true, "\(log.messages)")
        // 9 failures: 2 logged, 7 counted by the gate.
        #expect(log.kinds.count + errors.count(of: .remoteAuthentication) == 9)
    }
}
