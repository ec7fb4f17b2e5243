// Vitrine — Apache License 2.0
import Glibc
import Testing
@testable import Platform

/// A loop that only records signal watches, so a test can deliver a signal by hand.
@MainActor
final class SignalEventLoop: EventLoop {
    var now: Double = 0
    private(set) var signalHandlers: [Int32: @MainActor () -> Void] = [:]

    func watchReadable(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        EventRegistration {}
    }
    func watchSignal(_ signal: Int32, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        signalHandlers[signal] = handler
        return EventRegistration { [weak self] in self?.signalHandlers[signal] = nil }
    }
    func schedule(after delay: Double, _ handler: @escaping @MainActor () -> Void) -> EventRegistration {
        EventRegistration {}
    }
    func schedule(_ handler: @escaping @MainActor () -> Void) {}
    func run() -> Int32 { 0 }
    func stop(status: Int32) {}

    func deliver(_ signal: Int32) {
        signalHandlers[signal]?()
    }
}

/// The VT_PROCESS handshake (linux/vt.h): release lets go of the screen before VT_RELDISP 1,
/// acquire acknowledges with VT_RELDISP VT_ACKACQ before taking it back. linux/vt.h's
/// values: VT_AUTO 0, VT_PROCESS 1, VT_ACKACQ 2.
@MainActor @Suite struct VirtualTerminalSwitchingTests {
    /// Runs `body` with a mocked VT (standard input, as under systemd's TTYPath) whose
    /// set-up calls are left out of the trace.
    private func withMockedTerminal(_ driver: MockingDriver, _ body: (VirtualTerminal) throws -> Void) throws {
        try MockingDriver.$current.withValue(driver) {
            let terminal = try VirtualTerminal()
            driver.trace.removeAll()
            try body(terminal)
            terminal.restore()  // inside the mock: never the test runner's own terminal
        }
    }

    @Test func releaseLetsGoBeforeAllowingTheSwitchAndAcquireAcknowledgesFirst() throws {
        let driver = MockingDriver()
        let loop = SignalEventLoop()
        try withMockedTerminal(driver) { terminal in
            var failures: [String] = []
            let switching = try VirtualTerminalSwitching(
                terminal: terminal, loop: loop,
                release: { driver.trace.append("release()") },
                acquire: { driver.trace.append("acquire()") },
                failure: { failures.append($0) })
            #expect(loop.signalHandlers.keys.sorted() == [SIGUSR1, SIGUSR2])
            #expect(driver.trace == ["ioctl(VT_SETMODE, 1)"])

            loop.deliver(SIGUSR1)
            #expect(!switching.isForeground)
            loop.deliver(SIGUSR2)
            #expect(switching.isForeground)
            #expect(driver.trace == [
                "ioctl(VT_SETMODE, 1)",
                "release()", "ioctl(VT_RELDISP, 1)",
                "ioctl(VT_RELDISP, 2)", "acquire()",
            ])
            #expect(failures.isEmpty)

            switching.stop()
            #expect(driver.trace.last == "ioctl(VT_SETMODE, 0)")
            #expect(loop.signalHandlers.isEmpty)
        }
    }

    @Test func aReleaseIsAcknowledgedEvenTwiceAndAnAcquireWithoutReleaseDoesNothing() throws {
        let driver = MockingDriver()
        let loop = SignalEventLoop()
        try withMockedTerminal(driver) { terminal in
            var releases = 0, acquires = 0
            let switching = try VirtualTerminalSwitching(
                terminal: terminal, loop: loop, release: { releases += 1 }, acquire: { acquires += 1 }, failure: { _ in })
            loop.deliver(SIGUSR2)  // already in the foreground: acknowledged, nothing to take back
            #expect(acquires == 0)
            loop.deliver(SIGUSR1)
            loop.deliver(SIGUSR1)  // the kernel asked again: the screen is already let go
            #expect(releases == 1)
            #expect(driver.callNames.filter { $0 == "ioctl" }.count == 4)  // SETMODE, ACKACQ, RELDISP × 2
            switching.stop()
        }
    }

    @Test func aFailedAcknowledgementIsReportedAndTheKioskGoesOn() throws {
        let driver = MockingDriver()
        driver.failures["ioctl(VT_RELDISP)"] = .invalidArgument
        let loop = SignalEventLoop()
        try withMockedTerminal(driver) { terminal in
            var failures: [String] = []
            let switching = try VirtualTerminalSwitching(
                terminal: terminal, loop: loop, release: {}, acquire: {}, failure: { failures.append($0) })
            loop.deliver(SIGUSR1)
            #expect(failures == ["VT_RELDISP 1 on standard input failed: Invalid argument (errno 22); the switch may not happen"])
            switching.stop()
        }
    }

    @Test func aRefusedSetModeLeavesNoSignalHandled() throws {
        let driver = MockingDriver()
        driver.failures["ioctl(VT_SETMODE)"] = .notTypewriter
        let loop = SignalEventLoop()
        try withMockedTerminal(driver) { terminal in
            #expect(throws: Errno.notTypewriter) {
                try VirtualTerminalSwitching(terminal: terminal, loop: loop, release: {}, acquire: {}, failure: { _ in })
            }
            #expect(loop.signalHandlers.isEmpty)
            // Nothing to undo on restore: the VT never left VT_AUTO.
            driver.trace.removeAll()
            terminal.restore()
            #expect(!driver.trace.contains { $0.hasPrefix("ioctl(VT_SETMODE") })
        }
    }

    @Test func restoringTheTerminalGivesSwitchingBackFirst() throws {
        let driver = MockingDriver()
        let loop = SignalEventLoop()
        try withMockedTerminal(driver) { terminal in
            _ = try VirtualTerminalSwitching(terminal: terminal, loop: loop, release: {}, acquire: {}, failure: { _ in })
            driver.trace.removeAll()
            terminal.restore()
            #expect(driver.trace.map { String($0.prefix { $0 != "," && $0 != ")" }) }
                    == ["ioctl(VT_SETMODE", "ioctl(KDSKBMODE", "ioctl(KDSETMODE"])
        }
    }
}
