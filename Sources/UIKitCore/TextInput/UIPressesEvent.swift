// Vitrine — Apache License 2.0

/// An event carrying the keys pressed: the presses delivered and those still down.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of the event: the keys down and the ones that just changed.
    var pressList: [UIPress] = []

    init(timestamp: TimeInterval) {
        super.init(timestamp: timestamp, type: .presses)
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses delivered to `gesture`; Vitrine's recognizers take no presses.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
