// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// Undo and redo: Foundation's UndoManager rules (which swift-corelibs-foundation lacks),
/// the window's manager reached through the responder chain, and a text field's typing
/// undone with Control+Z and redone with Control+Shift+Z.
@MainActor @Suite struct UndoTypingTests {
    final class Box { var value = 0 }

    /// Each registration outside a group is one step; undoing registers the redo.
    @Test func undoAndRedoFollowFoundationsRules() {
        let manager = UndoManager()
        let box = Box()
        func set(_ value: Int) {
            let old = box.value
            box.value = value
            manager.registerUndo(withTarget: box) { _ in set(old) }
        }
        #expect(!manager.canUndo && !manager.canRedo)
        set(1)
        manager.setActionName("One")
        set(2)
        #expect(manager.canUndo && manager.undoActionName == "")
        manager.undo()
        #expect(box.value == 1 && manager.canRedo && manager.undoActionName == "One")
        manager.undo()
        #expect(box.value == 0 && !manager.canUndo)
        manager.redo()
        #expect(box.value == 1 && manager.redoActionName == "")
        // Something new clears what could be redone.
        set(5)
        #expect(!manager.canRedo)
        manager.undo()
        #expect(box.value == 1)
    }

    @Test func aGroupUndoesAsOneAndLevelsDropTheOldest() {
        let manager = UndoManager()
        let box = Box()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: box) { $0.value -= 1 }
        manager.registerUndo(withTarget: box) { $0.value -= 10 }
        #expect(manager.groupingLevel == 1)
        manager.endUndoGrouping()
        box.value = 11
        manager.undo()
        #expect(box.value == 0 && !manager.canUndo)
        manager.levelsOfUndo = 2
        for _ in 0..<3 { manager.registerUndo(withTarget: box) { $0.value += 1 } }
        manager.undo(); manager.undo(); manager.undo()
        #expect(box.value == 2)
        // Disabled registration records nothing; unbalanced calls are logged, not fatal.
        manager.disableUndoRegistration()
        manager.registerUndo(withTarget: box) { $0.value = 99 }
        manager.enableUndoRegistration()
        manager.enableUndoRegistration()
        manager.endUndoGrouping()
        #expect(!manager.canUndo)
    }

    @Test func aViewsUndoManagerIsItsWindows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView()
        #expect(view.undoManager == nil)
        window.addSubview(view)
        #expect(view.undoManager != nil && view.undoManager === window.undoManager)
    }

    /// Letters typed one after another are one step; Backspace is another.
    @Test func controlZUndoesTypingRunsAndControlShiftZRedoes() {
        let harness = KeyboardHarness()
        let field = UITextField(frame: CGRect(x: 100, y: 100, width: 300, height: 34))
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        harness.keyboard.type("Hello")
        harness.keyboard.press(usage: 0x2A, characters: "\u{8}")
        #expect(field.text == "Hell")
        harness.keyboard.control("z")
        #expect(field.text == "Hello")
        harness.keyboard.control("z")
        #expect(field.text == "")
        #expect(field.undoManager?.canUndo == false)
        harness.keyboard.press(usage: 0x1D, characters: "\u{1A}", ignoringModifiers: "Z", modifiers: [.control, .shift])
        #expect(field.text == "Hello")
        #expect(field.undoManager?.canRedo == true)
        // Text set by code cannot be undone past.
        field.text = "Set"
        #expect(field.undoManager?.canUndo == false && field.undoManager?.canRedo == false)
    }
}
