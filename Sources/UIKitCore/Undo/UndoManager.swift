// Vitrine — Apache License 2.0
// Foundation's undo manager, which swift-corelibs-foundation does not have: the same
// spellings and rules, so an app's `undoManager?.registerUndo(withTarget:handler:)`,
// `undo()` and `redo()` work as on iOS.
//
// Actions are kept in groups. Registering outside an explicit group
// (`beginUndoGrouping`/`endUndoGrouping`) makes a group of that one action: UIKit's
// `groupsByEvent` closes the group at the end of the run loop's event, and Vitrine's
// controls register once per user action, so one registration stands for one event.
// While `undo()` runs a group, what its actions register becomes a redo group (and the
// reverse during `redo()`); a new registration outside undo and redo clears the redo
// stack. `levelsOfUndo` (0: no limit) drops the oldest groups.

import Logging

private let undoLogger = Logger(label: "vitrine")

/// A recorder of undo and redo operations.
@preconcurrency @MainActor
open class UndoManager {
    private struct Action {
        weak var target: AnyObject?
        let name: String?
        let perform: (AnyObject) -> Void
    }

    private typealias Group = [Action]

    private var undoGroups: [Group] = []
    private var redoGroups: [Group] = []
    private var openGroups: [Group] = []
    private var disabledCount = 0
    private var actionName = ""
    private var undoNames: [String] = []
    private var redoNames: [String] = []

    /// Creates an empty undo manager.
    public init() {}

    /// Whether an undo or a redo is under way.
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false

    /// The most groups kept; 0 keeps them all.
    open var levelsOfUndo = 0 {
        didSet { levelsOfUndo = max(levelsOfUndo, 0); trim() }
    }

    /// Kept for source compatibility; Vitrine groups each registration outside an
    /// explicit group on its own, as one event would.
    open var groupsByEvent = true

    /// How deep explicit groups are nested.
    open var groupingLevel: Int { openGroups.count }

    open var canUndo: Bool { !undoGroups.isEmpty || openGroups.first.map { !$0.isEmpty } == true }
    open var canRedo: Bool { !redoGroups.isEmpty }

    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    open func disableUndoRegistration() { disabledCount += 1 }

    open func enableUndoRegistration() {
        guard disabledCount > 0 else {
            undoLogger.error("UndoManager.enableUndoRegistration(): registration is not disabled")
            return
        }
        disabledCount -= 1
    }

    /// Opens a group: what is registered until the matching `endUndoGrouping()` undoes as one.
    open func beginUndoGrouping() {
        openGroups.append([])
    }

    /// Closes the innermost group; the outermost one goes on the undo (or redo) stack.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            undoLogger.error("UndoManager.endUndoGrouping() without beginUndoGrouping()")
            return
        }
        if openGroups.isEmpty {
            push(group)
        } else {
            openGroups[openGroups.count - 1] += group
        }
    }

    /// Records `handler`, called with `target` to undo what was just done.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target, name: nil) { object in
            if let typed = object as? TargetType { handler(typed) }
        }
        if openGroups.isEmpty {
            push([action])
        } else {
            openGroups[openGroups.count - 1].append(action)
        }
    }

    /// Names the action of the group being registered ("Typing"); shown as "Undo Typing".
    open func setActionName(_ actionName: String) {
        guard openGroups.isEmpty else { return self.actionName = actionName }
        // No group open: the name is the last registered group's.
        if isUndoing {
            if !redoNames.isEmpty { redoNames[redoNames.count - 1] = actionName }
        } else if !undoNames.isEmpty {
            undoNames[undoNames.count - 1] = actionName
        }
    }

    open var undoActionName: String { undoNames.last ?? "" }
    open var redoActionName: String { redoNames.last ?? "" }
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    /// Closes an open group, then undoes the last group; what it registers becomes a redo.
    open func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let group = undoGroups.popLast() else { return }
        let name = undoNames.popLast() ?? ""
        isUndoing = true
        let inverse = run(group)
        isUndoing = false
        if !inverse.isEmpty {
            redoGroups.append(inverse)
            redoNames.append(name)
        }
    }

    /// Redoes the last undone group; what it registers becomes an undo again.
    open func redo() {
        guard let group = redoGroups.popLast() else { return }
        let name = redoNames.popLast() ?? ""
        isRedoing = true
        let inverse = run(group)
        isRedoing = false
        if !inverse.isEmpty {
            undoGroups.append(inverse)
            undoNames.append(name)
            trim()
        }
    }

    /// Undoes the open group's actions and discards it (the group is not redoable).
    open func undoNestedGroup() {
        guard !openGroups.isEmpty else { return undo() }
        let group = openGroups.removeLast()
        disableUndoRegistration()
        defer { enableUndoRegistration() }
        for action in group.reversed() { if let target = action.target { action.perform(target) } }
    }

    open func removeAllActions() {
        undoGroups = []
        redoGroups = []
        undoNames = []
        redoNames = []
        openGroups = []
    }

    /// Drops every action registered with `target`, and groups left empty.
    open func removeAllActions(withTarget target: AnyObject) {
        func keep(_ groups: inout [Group], _ names: inout [String]) {
            var keptGroups: [Group] = []
            var keptNames: [String] = []
            for (index, group) in groups.enumerated() {
                let rest = group.filter { $0.target != nil && $0.target !== target }
                if !rest.isEmpty {
                    keptGroups.append(rest)
                    keptNames.append(index < names.count ? names[index] : "")
                }
            }
            groups = keptGroups
            names = keptNames
        }
        keep(&undoGroups, &undoNames)
        keep(&redoGroups, &redoNames)
    }

    /// Performs a group's actions, last first; returns what they registered (the inverse).
    private func run(_ group: Group) -> Group {
        let outer = openGroups
        openGroups = [[]]
        for action in group.reversed() {
            if let target = action.target { action.perform(target) }
        }
        let inverse = openGroups.flatMap { $0 }
        openGroups = outer
        return inverse
    }

    private func push(_ group: Group) {
        guard !group.isEmpty else { return }
        undoGroups.append(group)
        undoNames.append(actionName)
        actionName = ""
        // Something new was done: what was undone can no longer be redone.
        redoGroups = []
        redoNames = []
        trim()
    }

    private func trim() {
        guard levelsOfUndo > 0, undoGroups.count > levelsOfUndo else { return }
        let excess = undoGroups.count - levelsOfUndo
        undoGroups.removeFirst(excess)
        undoNames.removeFirst(min(excess, undoNames.count))
    }
}
