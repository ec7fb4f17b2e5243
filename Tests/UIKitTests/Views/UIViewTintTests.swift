// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Tint is inherited down the tree, dims to gray, and `tintColorDidChange()` reaches the
/// views whose tint changed.
@MainActor @Suite struct UIViewTintTests {
    final class TintLog: UIView {
        var calls = 0
        override func tintColorDidChange() { calls += 1 }
    }

    @Test func tintIsInheritedAndDefaultsToSystemBlue() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = UIView(frame: .zero), child = UIView(frame: .zero)
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(window.tintColor == .systemBlue)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        #expect(window.tintColor == .systemBlue)
        parent.tintColor = nil  // inherit again
        #expect(child.tintColor == .systemBlue)
        #expect(UIView(frame: .zero).tintColor == .systemBlue)
    }

    @Test func tintColorDidChangeReachesTheViewsThatInherit() {
        let root = TintLog(frame: .zero), inherits = TintLog(frame: .zero), own = TintLog(frame: .zero)
        let below = TintLog(frame: .zero)
        root.addSubview(inherits)
        root.addSubview(own)
        own.addSubview(below)
        own.tintColor = .green
        [root, inherits, own, below].forEach { $0.calls = 0 }
        root.tintColor = .red
        #expect(root.calls == 1 && inherits.calls == 1)
        #expect(own.calls == 0 && below.calls == 0)  // their own tint hides the change
        root.tintColor = .red  // the same colour: no change
        root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(root.calls == 1 && inherits.calls == 1)
    }

    @Test func movingToASuperviewWithAnotherTintTellsTheView() {
        let red = UIView(frame: .zero), blue = UIView(frame: .zero)
        red.tintColor = .red
        blue.tintColor = .systemBlue
        let moved = TintLog(frame: .zero)
        red.addSubview(moved)
        #expect(moved.calls == 1)  // systemBlue (alone) → red
        blue.addSubview(moved)
        #expect(moved.calls == 2)
        moved.removeFromSuperview()  // systemBlue again: no change
        #expect(moved.calls == 2)
    }

    @Test func dimmingGraysTheTintDownTheTree() {
        let parent = TintLog(frame: .zero), child = TintLog(frame: .zero)
        parent.addSubview(child)
        parent.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        parent.calls = 0
        child.calls = 0
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(parent.calls == 1 && child.calls == 1)
        let components = child.tintColor.resolvedColor(with: child.traitCollection).cgColor.components!
        #expect(components[0] == components[1] && components[1] == components[2])  // gray
        #expect(abs(components[0] - 0.299) < 0.001)  // the luma of pure red
        child.tintAdjustmentMode = .normal
        #expect(child.tintColor == parent.tintColor.resolvedColor(with: UITraitCollection()) || child.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIView(frame: .zero).tintAdjustmentMode == .normal)
    }
}
