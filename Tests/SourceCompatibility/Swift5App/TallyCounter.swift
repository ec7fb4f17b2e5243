// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a counter whose changes undo and redo through the responder chain's undo
// manager, registered as iOS code registers them.
import UIKit

public final class TallyCounter: UIView {
    public private(set) var count = 0

    private let tick = UIImpactFeedbackGenerator(style: .light)

    public func increment() {
        count += 1
        tick.impactOccurred()
        if count.isMultiple(of: 10) { UINotificationFeedbackGenerator().notificationOccurred(.success) }
        undoManager?.registerUndo(withTarget: self) { counter in counter.decrement() }
        undoManager?.setActionName("Count")
    }

    public func decrement() {
        count -= 1
        undoManager?.registerUndo(withTarget: self) { counter in counter.increment() }
    }

    /// "Undo Count" while there is something to undo.
    public var undoTitle: String? {
        guard let manager = undoManager, manager.canUndo else { return nil }
        return manager.undoMenuItemTitle
    }

    public func undoLast() {
        undoManager?.undo()
    }

    public func redoLast() {
        if undoManager?.canRedo == true { undoManager?.redo() }
    }
}
