// Vitrine — Apache License 2.0
// The keyboard layout guide: a guide along the view's bottom whose top is the
// keyboard's top while the keyboard covers the view, and the safe area's bottom while
// it is hidden. It is held by constraints to the view's safe-area guide; the keyboard
// moves the top constraint's constant when it slides, inside its animation, so views
// constrained to the guide move with the keyboard.

/// A layout guide that follows the on-screen keyboard.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a keyboard that is not docked; Vitrine's keyboard is
    /// always docked, so the value changes nothing.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top is the safe area's bottom (not the view's) while the
    /// keyboard is hidden; true by default, as in UIKit.
    open var usesBottomSafeArea = true {
        didSet { update() }
    }

    /// How far the top sits above the safe area's bottom (or the view's).
    private var topConstraint: NSLayoutConstraint?
    private var topConstraintUsesSafeArea = true

    /// Ties the guide to `view` (which has just added it).
    func attach(to view: UIView) {
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        update()
    }

    /// Moves the top to the keyboard's current frame.
    func update() {
        guard let view = owningView else { return }
        if topConstraint == nil || topConstraintUsesSafeArea != usesBottomSafeArea {
            topConstraint?.isActive = false
            let base = usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor
            topConstraint = topAnchor.constraint(equalTo: base)
            topConstraint?.isActive = true
            topConstraintUsesSafeArea = usesBottomSafeArea
        }
        topConstraint?.constant = -keyboardOverlap(in: view)
    }

    /// How far the keyboard reaches above the base edge (the safe area's bottom or the
    /// view's), in points; zero while it is hidden.
    private func keyboardOverlap(in view: UIView) -> CGFloat {
        guard let window = view.window else { return 0 }
        let keyboard = window.screen.onScreenKeyboard
        guard keyboard.isShown else { return 0 }
        let inset = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
        let baseInWindow = view.convert(CGPoint(x: 0, y: view.bounds.maxY - inset), to: nil)
        let base = window.convert(baseInWindow, to: nil as UIWindow?).y
        return max(0, base - keyboard.frame.minY)
    }
}

extension UIView {
    /// The guide that follows the on-screen keyboard in this view, made on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        KeyboardLayoutGuides.guide(of: self)
    }
}

/// The keyboard layout guides made so far; the keyboard updates them when it slides.
@MainActor
enum KeyboardLayoutGuides {
    private struct Entry {
        weak var guide: UIKeyboardLayoutGuide?
    }

    private static var entries: [Entry] = []

    static func guide(of view: UIView) -> UIKeyboardLayoutGuide {
        entries.removeAll { $0.guide?.owningView == nil }
        if let guide = entries.first(where: { $0.guide?.owningView === view })?.guide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        view.addLayoutGuide(guide)
        guide.attach(to: view)
        entries.append(Entry(guide: guide))
        return guide
    }

    /// Moves every guide on `screen` to the keyboard's frame and lays out its view.
    static func keyboardDidMove(on screen: UIScreen) {
        for entry in entries {
            guard let guide = entry.guide, let view = guide.owningView, view.window?.screen === screen else { continue }
            guide.update()
            view.layoutIfNeeded()
        }
    }
}
