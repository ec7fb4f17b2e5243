// Vitrine — Apache License 2.0

/// Values a control keeps per state (a button's titles and images, a slider's thumb and
/// tracks, a stepper's glyphs and background), looked up as UIKit does: the value set for
/// the exact state, else `.normal`'s. A combination such as `[.selected, .highlighted]`
/// falls back to `.normal` too, not to `.selected`.
struct ControlStateValues<Value> {
    private var values: [UInt: Value] = [:]

    /// Sets the value for `state`; nil removes it, so the state falls back to `.normal`.
    mutating func set(_ value: Value?, for state: UIControl.State) {
        values[state.rawValue] = value
    }

    /// The value for `state`, or `.normal`'s when none was set for it.
    subscript(state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }

    /// Whether a value was set for exactly `state` (no fallback to `.normal`).
    func isSet(for state: UIControl.State) -> Bool {
        values[state.rawValue] != nil
    }
}
