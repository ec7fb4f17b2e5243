// Vitrine — Apache License 2.0
// Key events from the keyboards, turned into presses for the responder chain.
//
// A key going down is offered, in order, to:
//   1. the key commands of the chain from the first responder (or the key window when
//      there is none) up: the first enabled match runs on the first responder of its
//      action's type, and the press goes no further. While a text-entry responder is
//      first responder, keys that edit text (typing, arrows, Backspace, Return, Tab)
//      skip the commands that do not `wantsPriorityOverSystemBehavior`.
//   2. `pressesBegan` of the first responder (else the key window), which by default
//      passes it up the chain.
//   3. when the press fell off the end of the chain: the first responder's text editing
//      (a text field's caret keys and shortcuts), then, for a `UIKeyInput`, typing.
// A repeat (the key held) runs what handled the key going down again, except
// `pressesBegan`, which UIKit sends once per press. A key coming up or cancelled is
// delivered to the responder that got it going down.
//
// Barcode scanners type a whole code and Return in a few milliseconds: while a scan is
// in progress (from a scanner key going down to its Return or Tab coming up), events
// from other keyboards are held back and delivered after it, so a scan is never mixed
// with typing. A scanner set up to send no terminator ends its scan by going quiet: an
// event from another keyboard more than `scanGap` after the scanner's last one ends it
// (the held events are delivered first). 100 ms is Vitrine's choice: scanners type
// several characters per millisecond, people rarely two keys within 100 ms of a scan.

import PlatformCore

/// Where key events enter UIKit: turns them into `UIPress`es for the first responder.
@MainActor
package final class PressRouter {
    private let keyWindow: () -> UIWindow?

    /// What handled a press that is down, so its repeats and its end go the same way.
    private enum Handling {
        case keyCommand(UIKeyCommand, UIResponder)
        case presses
    }

    private struct ActivePress {
        let press: UIPress
        var handling: Handling
        /// Set when the press fell off the end of the chain going down: repeats edit or type.
        var editsText: Bool
    }

    private struct PressKey: Hashable {
        let deviceID: Int
        let hidUsage: Int
        let scanCode: Int
    }

    private var active: [PressKey: ActivePress] = [:]
    private var scanDeviceID: Int?
    private var lastScanTimestamp: Double = 0
    private var heldDuringScan: [KeyEvent] = []
    /// The quiet time after which a scan without a terminator is over.
    static let scanGap: Double = 0.1

    /// Set by UIResponder's default `pressesBegan` when a press reached the end of the chain.
    private static var pressesOffTheChain: Set<UIPress> = []

    /// A router delivering to `keyWindow()`'s first responder; the app's key window by default.
    package init(keyWindow: @escaping @MainActor () -> UIWindow? = { WindowStack.shared.keyWindow }) {
        self.keyWindow = keyWindow
    }

    /// Delivers one key event.
    package func handle(_ event: KeyEvent) {
        if let scanner = scanDeviceID, event.deviceID != scanner, !event.isFromScanner {
            guard event.timestamp - lastScanTimestamp > Self.scanGap else {
                heldDuringScan.append(event)
                return
            }
            endScan()
        }
        if event.isFromScanner {
            lastScanTimestamp = event.timestamp
            if event.phase == .down { scanDeviceID = event.deviceID }
        }
        deliver(event)
        if event.isFromScanner, scanDeviceID == event.deviceID, event.phase == .up || event.phase == .cancelled,
           Self.endsScan(event) || event.phase == .cancelled {
            endScan()
        }
    }

    /// Ends the scan in progress and delivers the events held back during it.
    private func endScan() {
        scanDeviceID = nil
        let held = heldDuringScan
        heldDuringScan = []
        for event in held { handle(event) }
    }

    /// Cancels every press down (input suspended, the screen handed to another VT).
    package func cancelAllPresses() {
        let presses = active
        active = [:]
        scanDeviceID = nil
        heldDuringScan = []
        for entry in presses.values {
            guard case .presses = entry.handling, let responder = entry.press.responder else { continue }
            entry.press.phase = .cancelled
            responder.pressesCancelled([entry.press], with: event(for: entry.press))
        }
    }

    static func pressesReachedEndOfChain(_ presses: Set<UIPress>) {
        pressesOffTheChain.formUnion(presses)
    }

    private static func endsScan(_ event: KeyEvent) -> Bool {
        let usage = UIKeyboardHIDUsage(event.hidUsage)
        return usage == .keyboardReturnOrEnter || usage == .keypadEnter || usage == .keyboardTab
    }

    private func deliver(_ event: KeyEvent) {
        let id = PressKey(deviceID: event.deviceID, hidUsage: event.hidUsage, scanCode: event.scanCode)
        switch event.phase {
        case .down:
            if let stale = active[id] { end(stale, phase: .cancelled, at: event.timestamp); active[id] = nil }
            began(event, id: id)
        case .repeat:
            guard let entry = active[id] else { return began(event, id: id) }
            repeated(entry, at: event.timestamp)
        case .up, .cancelled:
            guard let entry = active.removeValue(forKey: id) else { return }
            end(entry, phase: event.phase == .up ? .ended : .cancelled, at: event.timestamp)
        }
    }

    private func began(_ event: KeyEvent, id: PressKey) {
        let window = keyWindow()
        let firstResponder = window.flatMap { FirstResponderRegistry.firstResponder(in: $0) }
        guard let target = firstResponder ?? window else { return }
        let key = UIKey(event)
        let press = UIPress(key: key, timestamp: event.timestamp, responder: target, window: window)
        if let (command, performer) = keyCommand(for: key, from: target, firstResponder: firstResponder) {
            _ = command.perform(on: performer)
            active[id] = ActivePress(press: press, handling: .keyCommand(command, performer), editsText: false)
            return
        }
        active[id] = ActivePress(press: press, handling: .presses, editsText: false)
        Self.pressesOffTheChain.remove(press)
        target.pressesBegan([press], with: self.event(for: press))
        guard Self.pressesOffTheChain.remove(press) != nil else { return }
        active[id]?.editsText = true
        Self.edit(with: key, in: firstResponder)
    }

    private func repeated(_ entry: ActivePress, at timestamp: TimeInterval) {
        entry.press.timestamp = timestamp
        switch entry.handling {
        case let .keyCommand(command, performer):
            _ = command.perform(on: performer)
        case .presses:
            guard entry.editsText, let responder = entry.press.responder, let key = entry.press.key else { return }
            Self.edit(with: key, in: responder)
        }
    }

    private func end(_ entry: ActivePress, phase: UIPress.Phase, at timestamp: TimeInterval) {
        guard case .presses = entry.handling, let responder = entry.press.responder else { return }
        entry.press.phase = phase
        entry.press.timestamp = timestamp
        let event = event(for: entry.press)
        if phase == .ended {
            responder.pressesEnded([entry.press], with: event)
        } else {
            responder.pressesCancelled([entry.press], with: event)
        }
    }

    /// The presses event for a delivery: every press down, with `press` in its current phase.
    private func event(for press: UIPress) -> UIPressesEvent {
        let event = UIPressesEvent(timestamp: press.timestamp)
        event.pressList = active.values.map(\.press)
        if !event.pressList.contains(press) { event.pressList.append(press) }
        return event
    }

    /// The first matching key command of the chain from `start`, and the responder of its
    /// action's type that performs it.
    private func keyCommand(for key: UIKey, from start: UIResponder,
                            firstResponder: UIResponder?) -> (UIKeyCommand, UIResponder)? {
        let textEditing = firstResponder is UIKeyInput && Self.editsText(key)
        var chain: [UIResponder] = []
        var next: UIResponder? = start
        while let responder = next {
            chain.append(responder)
            next = responder.next
        }
        for responder in chain {
            for command in responder.keyCommands ?? [] where command.matches(key) {
                if textEditing && !command.wantsPriorityOverSystemBehavior { continue }
                // UIKit sends the action up the chain from the first responder.
                if let performer = chain.first(where: { command.perform(probing: $0) }) {
                    return (command, performer)
                }
            }
        }
        return nil
    }

    /// Whether a text-entry responder would use the key: it types, or moves or deletes.
    private static func editsText(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        if flags.contains(.control) || flags.contains(.command) { return false }
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow,
             .keyboardDeleteOrBackspace, .keyboardDeleteForward, .keyboardReturnOrEnter, .keypadEnter,
             .keyboardTab, .keyboardHome, .keyboardEnd:
            return true
        default:
            return !key.characters.isEmpty
        }
    }

    /// Step 3: the first responder's own editing keys, then typing into a `UIKeyInput`.
    /// The on-screen keyboard types through here too, so its keys act as hardware ones.
    static func edit(with key: UIKey, in responder: UIResponder?) {
        guard let responder else { return }
        if let editor = responder as? TextEditingKeyHandling, editor.handleEditingKey(key) { return }
        guard let input = responder as? UIKeyInput else { return }
        let flags = key.modifierFlags
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
        default:
            // Control and Command chords are shortcuts, not text.
            guard !flags.contains(.control), !flags.contains(.command) else { return }
            let text = key.characters.filter { !Self.isControlCharacter($0) }
            if !text.isEmpty { input.insertText(text) }
        }
    }

    private static func isControlCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }
}

/// A first responder with editing keys of its own (a text field's arrows, Home/End and
/// Control shortcuts), tried before typing.
@MainActor
protocol TextEditingKeyHandling: AnyObject {
    /// Handles `key` going down (or repeating); returns false to let it type.
    func handleEditingKey(_ key: UIKey) -> Bool
}
