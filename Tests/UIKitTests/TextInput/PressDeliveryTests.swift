// Vitrine — Apache License 2.0
import Testing
import Logging
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct PressDeliveryTests {
    /// A window holding `outer` holding `inner`, which is first responder.
    private func makeChain(_ harness: KeyboardHarness) -> (outer: PressLogView, inner: PressLogView) {
        let outer = PressLogView("outer"), inner = PressLogView("inner")
        outer.addSubview(inner)
        harness.window.addSubview(outer)
        #expect(inner.becomeFirstResponder())
        return (outer, inner)
    }

    @Test func aKeyGoesToTheFirstResponderAndUpTheChainByDefault() {
        let harness = KeyboardHarness()
        let (outer, inner) = makeChain(harness)
        harness.keyboard.type("a")
        #expect(inner.log == ["inner began a", "inner ended a"])
        #expect(outer.log == ["outer began a", "outer ended a"])
    }

    @Test func aResponderThatHandlesThePressKeepsItFromTheRestOfTheChain() {
        let harness = KeyboardHarness()
        let (outer, inner) = makeChain(harness)
        inner.handles = true
        harness.keyboard.type("a")
        #expect(inner.log == ["inner began a", "inner ended a"])
        #expect(outer.log.isEmpty)
    }

    @Test func withNoFirstResponderKeysGoToTheKeyWindow() {
        final class LogWindow: UIWindow {
            var log: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log.append("began \(PressLogView.label(presses))")
            }
        }
        let window = LogWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let router = PressRouter(keyWindow: { window })
        let keyboard = ScriptedKeyboardSource()
        keyboard.keyHandler = { router.handle($0) }
        try? keyboard.start(on: ManualEventLoop())
        keyboard.type("x")
        #expect(window.log == ["began x"])
    }

    @Test func aPressCarriesItsKeyPhaseResponderAndWindow() {
        final class Recorder: PressLogView {
            var seen: [(UIPress.Phase, UIKeyboardHIDUsage?, String?, UIKeyModifierFlags?, Bool, UIPress.PressType, UIEvent.EventType?)] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { record(presses, event) }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { record(presses, event) }
            func record(_ presses: Set<UIPress>, _ event: UIPressesEvent?) {
                for press in presses {
                    seen.append((press.phase, press.key?.keyCode, press.key?.charactersIgnoringModifiers,
                                 press.key?.modifierFlags, press.responder === self && press.window === window, press.type, event?.type))
                }
            }
        }
        let harness = KeyboardHarness()
        let view = Recorder()
        harness.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        harness.keyboard.type("Q")
        harness.keyboard.press(usage: 0x50)  // Left arrow
        #expect(view.seen.count == 4)
        #expect(view.seen[0].0 == .began && view.seen[1].0 == .ended)
        #expect(view.seen[0].1 == .keyboardQ && view.seen[0].2 == "Q")
        // UIKit's raw values: shift is 1 << 17.
        #expect(view.seen[0].3 == .shift && view.seen[0].3?.rawValue == 0x20000)
        #expect(view.seen[0].4 && view.seen[0].6 == .presses)
        #expect(view.seen[2].1 == .keyboardLeftArrow && view.seen[2].5 == .leftArrow)
    }

    @Test func theEndOfAPressGoesToTheResponderItBeganInEvenAfterTheFocusMoved() {
        let harness = KeyboardHarness()
        let (outer, inner) = makeChain(harness)
        inner.handles = true
        outer.handles = true
        harness.keyboard.send(.down, usage: 4, characters: "a")
        #expect(outer.becomeFirstResponder())
        harness.keyboard.send(.up, usage: 4, characters: "a")
        #expect(inner.log == ["inner began a", "inner ended a"])
        #expect(outer.log.isEmpty)
    }

    @Test func keyCommandsRunOnTheResponderOfTheirActionsTypeAndConsumeThePress() {
        final class Editor: PressLogView {
            var saved = 0
            var commandInputs: [String?] = []
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "s", modifierFlags: .control, action: Editor.save),
                 UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Editor.up)]
            }
            func save() { saved += 1 }
            func up(_ command: UIKeyCommand) { commandInputs.append(command.input) }
        }
        let harness = KeyboardHarness()
        let editor = Editor("editor")
        let inner = PressLogView("inner")
        editor.addSubview(inner)
        harness.window.addSubview(editor)
        #expect(inner.becomeFirstResponder())
        harness.keyboard.control("s")
        #expect(editor.saved == 1)
        #expect(inner.log.isEmpty && editor.log.isEmpty)
        // Control+Shift+S is another combination: delivered as presses.
        harness.keyboard.press(usage: 22, characters: "\u{13}", ignoringModifiers: "S", modifiers: [.control, .shift])
        #expect(editor.saved == 1)
        #expect(inner.log.count == 2)
        harness.keyboard.press(usage: 0x52)  // Up arrow
        #expect(editor.commandInputs == [UIKeyCommand.inputUpArrow])
        // A disabled command does not fire.
        let command = UIKeyCommand(input: "s", modifierFlags: .control, action: Editor.save)
        command.attributes = .disabled
        #expect(!command.matches(UIKey(KeyEvent(deviceID: 0, timestamp: 0, phase: .down, hidUsage: 22,
                                                  charactersIgnoringModifiers: "s", modifiers: .control))))
    }

    @Test func aHeldKeyRepeatsItsCommandAndItsTypingButNotPressesBegan() {
        final class Counter: PinEntryView {
            var ups = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Counter.up)]
            }
            func up() { ups += 1 }
        }
        let harness = KeyboardHarness()
        let view = Counter()
        harness.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        harness.keyboard.send(.down, usage: 7, characters: "d")
        harness.keyboard.send(.repeat, usage: 7, characters: "d")
        harness.keyboard.send(.repeat, usage: 7, characters: "d")
        harness.keyboard.send(.up, usage: 7, characters: "d")
        #expect(view.text == "ddd")
        #expect(view.log == ["v began d", "v ended d"])
        // The up arrow is a text-editing key for a UIKeyInput: the command must want priority.
        harness.keyboard.send(.down, usage: 0x52)
        harness.keyboard.send(.repeat, usage: 0x52)
        harness.keyboard.send(.up, usage: 0x52)
        #expect(view.ups == 0)
    }

    @Test func aCommandWantingPriorityBeatsTextEditing() {
        final class Field: PinEntryView {
            var escapes = 0
            var returns = 0
            override var keyCommands: [UIKeyCommand]? {
                let enter = UIKeyCommand(input: "\r", modifierFlags: [], action: Field.enter)
                enter.wantsPriorityOverSystemBehavior = true
                return [enter, UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Field.escape)]
            }
            func enter() { returns += 1 }
            func escape() { escapes += 1 }
        }
        let harness = KeyboardHarness()
        let field = Field()
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        harness.keyboard.type("7\n")
        harness.keyboard.press(usage: 0x29)  // Escape types nothing: not text editing
        #expect(field.text == "7")
        #expect(field.returns == 1 && field.escapes == 1)
    }

    @Test func suspendingInputCancelsThePressesDown() throws {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let view = PinEntryView()
            var keyboard: ScriptedKeyboardSource?
            var runtime: ApplicationRuntime?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.addSubview(view)
                window.makeKeyAndVisible()
                self.window = window
                _ = view.becomeFirstResponder()
                keyboard?.type("4")
                keyboard?.send(.down, usage: 0x21, characters: "4")
                runtime?.suspendInput()
                // Dropped while suspended.
                keyboard?.send(.up, usage: 0x21, characters: "4")
                keyboard?.type("5")
                runtime?.resumeInput()
                keyboard?.type("6")
                return true
            }
        }
        let loop = ManualEventLoop()
        let display = FakeDisplayOutput(width: 320, height: 240, completesImmediately: true)
        let keyboard = ScriptedKeyboardSource()
        let runtime = try ApplicationRuntime(display: display, scale: 1, loop: loop, keyboardSources: [keyboard],
                                             logger: Logger(label: "test"))
        let delegate = Delegate()
        delegate.keyboard = keyboard
        delegate.runtime = runtime
        let previous = UIApplication.shared.delegate
        defer {
            delegate.window?.isHidden = true
            UIApplication.shared.delegate = previous
        }
        _ = runtime.run(delegate: delegate, screenshotPath: nil)
        // "4" typed once on the first down, the second 4's down typed too, then cancelled.
        #expect(delegate.view.text == "446")
        #expect(delegate.view.log == ["v began 4", "v ended 4", "v began 4", "v cancelled 4", "v began 6", "v ended 6"])
        #expect(!keyboard.isRunning)
    }

    @Test func aScanArrivesWholeWithTypingFromAnotherKeyboardHeldUntilItEnds() {
        let harness = KeyboardHarness()
        let field = PinEntryView()
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let scanner = harness.addKeyboard(deviceID: 7, isScanner: true)
        scanner.type("40")
        harness.keyboard.type("x")         // someone types during the scan
        scanner.type("12\n")
        harness.keyboard.type("y")
        #expect(field.text == "4012\nxy")
    }

    @Test func aScanWithoutATerminatorEndsWhenTheScannerGoesQuiet() {
        let harness = KeyboardHarness()
        let field = PinEntryView()
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let scanner = harness.addKeyboard(deviceID: 7, isScanner: true)
        scanner.type("99")                  // no Return; its last event at 0.04 s
        // 50 ms after the scan's last key: still held.
        harness.keyboard.send(KeyEvent(deviceID: 100, timestamp: 0.09, phase: .down, hidUsage: 27, characters: "x"))
        #expect(field.text == "99")
        // 150 ms after it: the scan is over; the held key and this one arrive in order.
        harness.keyboard.send(KeyEvent(deviceID: 100, timestamp: 0.19, phase: .up, hidUsage: 27, characters: "x"))
        harness.keyboard.press(usage: 28, characters: "y")
        #expect(field.text == "99xy")
    }
}
