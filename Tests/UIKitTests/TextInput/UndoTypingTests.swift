// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// Undo and redo: Foundation's UndoManager rules (which swift-corelibs-foundation lacks),
/// the window's manager reached through the responder chain, and a text field's and a
/// text view's typing undone with Control+Z and redone with Control+Shift+Z.
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

    /// Control+Shift+Z: the redo chord.
    private func redoChord(_ harness: KeyboardHarness) {
        harness.keyboard.press(usage: 0x1D, characters: "\u{1A}", ignoringModifiers: "Z", modifiers: [.control, .shift])
    }

    /// A text view undoes as a field does: a typed run (line breaks included) is one step,
    /// Backspace another; its manager is its window's.
    @Test func aTextViewUndoesTypingRunsWithControlZ() {
        let harness = KeyboardHarness()
        let textView = UITextView(frame: CGRect(x: 100, y: 100, width: 300, height: 120))
        harness.window.addSubview(textView)
        #expect(textView.undoManager === harness.window.undoManager)
        #expect(textView.becomeFirstResponder())
        harness.keyboard.type("Hi\nthere")
        harness.keyboard.press(usage: 0x2A, characters: "\u{8}")
        #expect(textView.text == "Hi\nther")
        harness.keyboard.control("z")
        #expect(textView.text == "Hi\nthere")
        #expect(textView.selectedRange == NSRange(location: 8, length: 0))
        harness.keyboard.control("z")
        #expect(textView.text == "")
        #expect(textView.undoManager?.canUndo == false)
        redoChord(harness)
        #expect(textView.text == "Hi\nthere")
        redoChord(harness)
        #expect(textView.text == "Hi\nther")
        #expect(textView.undoManager?.canRedo == false)
        // Text set by code cannot be undone past.
        textView.text = "Set"
        #expect(textView.undoManager?.canUndo == false && textView.undoManager?.canRedo == false)
    }

    /// Paste and cut are steps of their own in a field and in a view: typing after a paste
    /// does not join it, and a paste does not join the typing before it.
    @Test(arguments: [false, true])
    func pasteAndCutAreStepsOfTheirOwn(inTextView: Bool) {
        let harness = KeyboardHarness()
        let responder: UIView & UITextInput
        if inTextView {
            responder = UITextView(frame: CGRect(x: 100, y: 100, width: 300, height: 120))
        } else {
            responder = UITextField(frame: CGRect(x: 100, y: 100, width: 300, height: 34))
        }
        harness.window.addSubview(responder)
        #expect(responder.becomeFirstResponder())
        let pasteboard = UIPasteboard.general
        let saved = pasteboard.string
        defer { pasteboard.string = saved }
        func text() -> String { responder.text(in: responder.textRange(from: responder.beginningOfDocument, to: responder.endOfDocument)!) ?? "" }

        pasteboard.string = "XY"
        harness.keyboard.type("ab")
        harness.keyboard.control("v")
        harness.keyboard.type("c")
        #expect(text() == "abXYc")
        harness.keyboard.control("z")
        #expect(text() == "abXY")
        harness.keyboard.control("z")
        #expect(text() == "ab")
        #expect(responder.undoManager?.redoActionName == "Paste")
        // Redoing the paste leaves the typed "c" to redo, under its own name.
        redoChord(harness)
        #expect(text() == "abXY" && responder.undoManager?.redoActionName == "Typing")
        harness.keyboard.control("z")
        harness.keyboard.control("z")
        #expect(text() == "")

        // Select all, cut: one step, undone to the whole text with the selection back.
        harness.keyboard.type("hello")
        harness.keyboard.control("a")
        harness.keyboard.control("x")
        #expect(text() == "" && pasteboard.string == "hello")
        #expect(responder.undoManager?.undoActionName == "Cut")
        harness.keyboard.control("z")
        #expect(text() == "hello")
        let selected = responder.selectedTextRange.map { responder.offset(from: $0.start, to: $0.end) }
        #expect(selected == 5)
        redoChord(harness)
        #expect(text() == "")
    }
}
