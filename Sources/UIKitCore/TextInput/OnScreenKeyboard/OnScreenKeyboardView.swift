// Vitrine — Apache License 2.0
// The keys of the on-screen keyboard and what a finger does on them. The key under the
// finger when it lifts is typed, as on iOS; a letter key shows its pop-up while the
// finger is on it. Keys type through the press router's editing step, so the first
// responder sees exactly what a hardware key would send (insertText, deleteBackward,
// and a text field's Return handling).

import PlatformCore

/// The on-screen keyboard's keys.
@MainActor
final class OnScreenKeyboardView: UIView {
    /// The responder the keys type into.
    weak var responder: UIResponder?

    private(set) var layout = KeyboardLayout(name: .us, keyboardType: .default, returnTitle: "return")
    private(set) var page = KeyboardPage.letters
    private(set) var shift = KeyboardShiftState.off
    /// When shift was last tapped, for the double tap that locks capitals.
    private var lastShiftTap: TimeInterval?

    /// The key caps of the page shown, in row order.
    private(set) var keyCaps: [KeyCapView] = []
    /// The pop-up of the letter key under the finger, if any.
    private(set) var popup: UIView?
    private var pressedKey: KeyCapView?

    /// Gaps around each key cap, in points: half the gap between two caps.
    static let horizontalGap: CGFloat = 3
    static let verticalGap: CGFloat = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = KeyboardColors.background
        isMultipleTouchEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the keys for `responder`'s traits on a layout, starting on its first page.
    func configure(for responder: UIResponder?, layoutName: OnScreenKeyboardLayoutName) {
        self.responder = responder
        let traits = responder as? UITextInputTraits
        layout = KeyboardLayout(name: layoutName, keyboardType: traits?.keyboardType ?? .default,
                                returnTitle: KeyboardLayout.returnTitle(for: traits?.returnKeyType ?? .default))
        page = layout.firstPage
        shift = .off
        lastShiftTap = nil
        updateAutomaticShift()
        rebuildKeys()
    }

    override var frame: CGRect {
        didSet { if frame.size != oldValue.size { rebuildKeys() } }
    }

    // MARK: - Keys

    /// The rectangle of the cap of key `column` of `row`, in the view's coordinates:
    /// rows are a quarter of the height, keys take their units of the width, and each
    /// cap is inset by the gaps.
    func keyFrame(row: Int, column: Int) -> CGRect {
        let rows = layout.rows(for: page)
        let rowHeight = bounds.height / 4
        let unit = bounds.width / CGFloat(layout.unitsPerRow)
        let keys = rows[row]
        let x = keys[..<column].reduce(0) { $0 + CGFloat($1.width) } * unit
        let slot = CGRect(x: x, y: CGFloat(row) * rowHeight, width: CGFloat(keys[column].width) * unit, height: rowHeight)
        return slot.insetBy(dx: Self.horizontalGap, dy: Self.verticalGap)
    }

    /// The title a key shows now.
    func title(of key: KeyboardKey) -> String {
        switch key.kind {
        case .character(let text):
            guard page == .letters, shift != .off else { return text }
            // Only single letters shift: ß (whose capital is "SS") and ".com" stay as they are.
            let upper = text.uppercased()
            return text.count == 1 && upper.count == 1 ? upper : text
        case .shift: return shift == .capsLock ? "⇪" : "⇧"
        case .backspace: return "⌫"
        case .space: return "space"
        case .return: return layout.returnTitle
        case .page(_, let title): return title
        }
    }

    private func rebuildKeys() {
        popup?.removeFromSuperview()
        popup = nil
        // A key held through the rebuild (backspace) stays pressed in its new cap.
        let pressedFrame = pressedKey?.frame
        pressedKey = nil
        for cap in keyCaps { cap.removeFromSuperview() }
        keyCaps = []
        defer { pressedKey = keyCaps.first { $0.frame == pressedFrame } }
        guard bounds.width > 0, bounds.height > 0 else { return }
        let fontSize = min(bounds.height / 4 * 0.4, 26)
        for (rowIndex, row) in layout.rows(for: page).enumerated() {
            for (column, key) in row.enumerated() {
                if key.kind == .character("") { continue }
                let cap = KeyCapView(key: key, title: title(of: key), frame: keyFrame(row: rowIndex, column: column), fontSize: fontSize)
                if key.kind == .shift, shift != .off { cap.backgroundColor = KeyboardColors.key }
                addSubview(cap)
                keyCaps.append(cap)
            }
        }
    }

    /// The key cap whose slot (the cap with its gaps) holds `point`, so a finger between
    /// caps still types; nil over an empty slot.
    private func keyCap(at point: CGPoint) -> KeyCapView? {
        keyCaps.first { $0.frame.insetBy(dx: -Self.horizontalGap, dy: -Self.verticalGap).contains(point) }
    }

    // MARK: - Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let cap = keyCap(at: touch.location(in: self))
        press(cap)
        // Backspace deletes when it goes down, then repeats while held.
        if let cap, cap.key.kind == .backspace {
            isHoldingBackspace = true
            activate(cap.key, at: touch.timestamp)
            startRepeating(on: event?.arena?.loop, after: Self.repeatDelay)
        }
        // A letter with accented forms offers them when held.
        if let cap, page == .letters, case .character(let letter) = cap.key.kind, !KeyboardAccents.variants(of: letter).isEmpty,
           let loop = event?.arena?.loop {
            let location = touch.location(in: self)
            accentTimer = loop.schedule(after: Self.accentDelay) { [weak self, weak cap] in
                guard let self, let cap, self.pressedKey === cap else { return }
                self.showAccents(of: cap, fingerAt: location)
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if let accentRow {
            accentRow.select(atX: touch.location(in: accentRow).x)
            return
        }
        let cap = keyCap(at: touch.location(in: self))
        if cap !== pressedKey {
            stopRepeating()
            press(cap)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if let accentRow {
            let variant = accentRow.variants[accentRow.selectedIndex]
            press(nil)
            activate(.character(variant), at: touch.timestamp)
            return
        }
        let cap = keyCap(at: touch.location(in: self))
        let wasBackspace = isHoldingBackspace
        stopRepeating()
        press(nil)
        if let cap, !(wasBackspace && cap.key.kind == .backspace) { activate(cap.key, at: touch.timestamp) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        stopRepeating()
        press(nil)
    }

    // MARK: - Backspace repeat

    /// How long backspace is held before it repeats, and the time between repeats
    /// (values of Vitrine's; UIKit does not document its rate).
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1
    private var repeatTimer: EventRegistration?
    /// Whether the finger that went down on backspace is still on it.
    private var isHoldingBackspace = false

    private func startRepeating(on loop: (any EventLoop)?, after delay: TimeInterval) {
        guard let loop else { return }
        repeatTimer = loop.schedule(after: delay) { [weak self] in
            guard let self, self.isHoldingBackspace else { return }
            self.activate(KeyboardKey(kind: .backspace), at: loop.now)
            self.startRepeating(on: loop, after: Self.repeatInterval)
        }
    }

    private func stopRepeating() {
        isHoldingBackspace = false
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    // MARK: - Accents

    /// How long a letter is held before its accented forms show (Vitrine's value; UIKit
    /// does not document it).
    static let accentDelay: TimeInterval = 0.5
    private var accentTimer: EventRegistration?
    /// The held letter's accented forms, while shown.
    private(set) var accentRow: AccentRowView?

    /// Replaces `cap`'s pop-up by the row of its variants, starting above the cap and
    /// shifted left as far as needed to stay on the keyboard; the cell under the finger
    /// is selected.
    private func showAccents(of cap: KeyCapView, fingerAt location: CGPoint) {
        guard case .character(let letter) = cap.key.kind else { return }
        popup?.removeFromSuperview()
        popup = nil
        let variants = KeyboardAccents.variants(of: letter)
        let size = CGSize(width: cap.frame.width + 2 * Self.horizontalGap, height: cap.frame.height)
        let row = AccentRowView(variants: variants, titles: variants.map { title(of: .character($0)) }, cellSize: size,
                                fontSize: min(cap.frame.height * 0.6, 34))
        let x = min(cap.frame.minX - Self.horizontalGap, bounds.maxX - row.frame.width)
        row.frame.origin = CGPoint(x: max(x, bounds.minX), y: cap.frame.minY - cap.frame.height - Self.verticalGap)
        addSubview(row)
        accentRow = row
        row.select(atX: location.x - row.frame.minX)
    }

    /// Marks `cap` as under the finger: a letter key shows its pop-up above it.
    private func press(_ cap: KeyCapView?) {
        popup?.removeFromSuperview()
        popup = nil
        accentTimer?.cancel()
        accentTimer = nil
        accentRow?.removeFromSuperview()
        accentRow = nil
        pressedKey = cap
        guard let cap, case .character = cap.key.kind else { return }
        // The pop-up: the cap widened by half a gap a side, rising one cap height above
        // it, with the title enlarged (UIKit's shape is not documented).
        let frame = cap.frame
        let bubble = UIView(frame: CGRect(x: frame.minX - Self.horizontalGap, y: frame.minY - frame.height,
                                          width: frame.width + 2 * Self.horizontalGap, height: frame.height * 2))
        bubble.backgroundColor = KeyboardColors.key
        bubble.layer.cornerRadius = 8
        bubble.isUserInteractionEnabled = false
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: bubble.bounds.width, height: frame.height))
        label.text = title(of: cap.key)
        label.textAlignment = .center
        label.textColor = .label
        label.font = .systemFont(ofSize: min(frame.height * 0.7, 40))
        bubble.addSubview(label)
        addSubview(bubble)
        popup = bubble
    }

    /// What a tap on `key` does.
    private func activate(_ key: KeyboardKey, at time: TimeInterval) {
        switch key.kind {
        case .character(let text):
            guard !text.isEmpty else { return }
            type(title(of: key), hidUsage: 0)
            if page == .letters, shift == .once { shift = .off }
            // A quote or apostrophe on the numbers page goes back to the letters, as on iOS.
            if page != .letters, text == "'" { page = .letters }
        case .space:
            type(" ", hidUsage: 0x2C)
            // Space after a punctuation page goes back to the letters, as on iOS.
            if page != .letters, !layout.isNumberPad { page = .letters }
        case .backspace:
            type("\u{8}", hidUsage: UIKeyboardHIDUsage.keyboardDeleteOrBackspace.rawValue)
        case .return:
            type("\r", hidUsage: UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue)
        case .shift:
            if shift == .once, let last = lastShiftTap,
               time - last <= UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps {
                shift = .capsLock
            } else {
                shift = shift == .off ? .once : .off
            }
            lastShiftTap = time
            rebuildKeys()
            return
        case .page(let target, _):
            page = target
        }
        updateAutomaticShift()
        rebuildKeys()
    }

    /// Sends one key press to the responder through the press router's editing step.
    private func type(_ characters: String, hidUsage: Int) {
        guard let responder else { return }
        let event = KeyEvent(deviceID: -1, timestamp: 0, phase: .down, hidUsage: hidUsage,
                             characters: characters, charactersIgnoringModifiers: characters)
        PressRouter.edit(with: UIKey(event), in: responder)
    }

    /// The responder's text or selection changed, by these keys or otherwise (the app's
    /// `insertText`, an undo, a moved caret): shift follows the text before the caret, as
    /// UIKit's keyboard re-evaluates its automatic capitals when told of the change.
    func responderTextDidChange() {
        let before = shift
        updateAutomaticShift()
        if shift != before { rebuildKeys() }
    }

    /// Turns shift on at the start of a sentence (or word) as the responder's
    /// autocapitalization asks; caps lock stays.
    private func updateAutomaticShift() {
        guard shift != .capsLock, page == .letters, let responder else { return }
        let type = (responder as? UITextInputTraits)?.autocapitalizationType ?? .sentences
        shift = KeyboardShiftState.autoShift(type, textBefore: Self.textBeforeCaret(of: responder)) ? .once : .off
    }

    private static func textBeforeCaret(of responder: UIResponder) -> String {
        if let input = responder as? UITextInput, let caret = input.selectedTextRange?.start,
           let range = input.textRange(from: input.beginningOfDocument, to: caret) {
            return input.text(in: range) ?? ""
        }
        if let input = responder as? UIKeyInput, input.hasText { return "x" }
        return ""
    }
}
