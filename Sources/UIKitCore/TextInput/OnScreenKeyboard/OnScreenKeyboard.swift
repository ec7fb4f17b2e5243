// Vitrine — Apache License 2.0
// Vitrine's on-screen keyboard: one per screen, in its own window above the app's.
//
// When a window's first responder changes, the keyboard asks whether to show: the
// responder adopts UIKeyInput (or has an inputView) and the policy allows it (`auto`:
// no hardware keyboard attached). It slides up from the screen's bottom edge, and down
// when the responder resigns, in 0.25 s on the ease-in-ease-out curve (UIKit animates
// its keyboard on a private curve, raw value 7, which UIView.AnimationCurve cannot
// hold; ease-in-ease-out is the documented curve closest to it). A responder handing
// over to another keeps the keyboard up; its keys change to the new responder's traits.
//
// Notifications, in UIKit's order: WillChangeFrame, WillShow (or WillHide) when the
// slide starts; DidChangeFrame, DidShow (or DidHide) when it ends. Their object is nil
// and their user info holds the frames in screen coordinates as CGRect values.

import Foundation

/// The on-screen keyboard of one screen.
@MainActor
final class OnScreenKeyboard {
    /// The duration of the keyboard's slide, UIKit's 0.25 s.
    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = UIView.AnimationCurve.easeInOut
    /// The keyboard window's level: in front of the app's windows, behind alerts (a value
    /// of Vitrine's; UIKit's keyboard window level is private).
    static let windowLevel = UIWindow.Level.alert - 1
    /// The keyboard's height as a share of the landscape screen's height, and its cap in
    /// points (values of Vitrine's, close to an iPad's landscape keyboard).
    static let heightFraction: CGFloat = 0.4
    static let maximumHeight: CGFloat = 360

    unowned let screen: UIScreen
    /// Overrides the app's policy (`UIApplication.onScreenKeyboardPolicy`) on this screen.
    var policy: OnScreenKeyboardPolicy?
    /// Overrides the app's layout (`UIApplication.onScreenKeyboardLayout`) on this screen.
    var layoutName: OnScreenKeyboardLayoutName?

    /// The window the keyboard (or the responder's input view) is shown in.
    let window: UIWindow
    /// Vitrine's keys.
    let keysView = OnScreenKeyboardView(frame: .zero)
    /// The responder the keyboard is up for, if it is up or sliding up.
    private(set) weak var responder: UIResponder?
    /// Whether the keyboard is up or sliding up.
    private(set) var isShown = false
    /// The keyboard's frame in screen coordinates when up (or, hidden, where it would be).
    private(set) var frame: CGRect = .zero
    /// Counts slides, so a slide's end that another slide replaced posts nothing.
    private var slideGeneration = 0
    /// The views the window shows now: input (keys or the responder's) and accessory.
    private weak var inputContent: UIView?
    private weak var accessory: UIView?

    init(screen: UIScreen) {
        self.screen = screen
        window = UIWindow(frame: .zero)
        window.windowScene = screen.windowScene
        window.windowLevel = Self.windowLevel
    }

    /// The keyboard of `screen`.
    static func of(_ screen: UIScreen) -> OnScreenKeyboard { screen.onScreenKeyboard }

    /// The keys' height on `screen`: a share of its landscape height, capped.
    static func keysHeight(on screen: UIScreen) -> CGFloat {
        let bounds = screen.bounds
        return min(min(bounds.width, bounds.height) * heightFraction, maximumHeight).rounded()
    }

    /// Whether the policy lets the keyboard show.
    private var policyAllows: Bool {
        switch policy ?? UIApplication.onScreenKeyboardPolicy {
        case .always: return true
        case .never: return false
        case .auto: return !UIApplication.isHardwareKeyboardAttached
        }
    }

    /// Called by the first-responder registry after `window`'s first responder changed.
    static func firstResponderDidChange(in window: UIWindow) {
        let keyboard = window.screen.onScreenKeyboard
        guard window !== keyboard.window else { return }
        keyboard.update(firstResponder: FirstResponderRegistry.firstResponder(in: window))
    }

    /// Shows, changes or hides the keyboard for the first responder.
    func update(firstResponder: UIResponder?) {
        guard let firstResponder, firstResponder.inputView != nil || firstResponder is UIKeyInput, policyAllows else {
            hide()
            return
        }
        let shownFrame = isShown ? frame : nil
        responder = firstResponder
        install(for: firstResponder)
        if shownFrame == frame { return }
        slide(from: shownFrame ?? offscreen(frame), to: frame, showing: true)
    }

    /// Takes the keyboard down.
    func hide() {
        guard isShown else { return }
        responder = nil
        slide(from: frame, to: offscreen(frame), showing: false)
    }

    /// Takes the keyboard's window off the screen at once: no slide, no notifications
    /// (its runtime is shutting down), and a slide under way ends without posting.
    func removeAtOnce() {
        slideGeneration += 1
        isShown = false
        responder = nil
        UIView.performWithoutAnimation { window.frame = offscreen(frame) }
        window.isHidden = true
    }

    /// Called when an app window is hidden: the keyboard it was up for goes down with it.
    static func windowDidHide(_ window: UIWindow) {
        guard let keyboard = window.screen.existingOnScreenKeyboard, window !== keyboard.window, keyboard.isShown,
              let responder = keyboard.responder, FirstResponderRegistry.window(of: responder) === window else { return }
        keyboard.hide()
    }

    /// Called after `responder`'s text or selection changed: the keys it is up for
    /// re-evaluate their automatic shift (UIKit's keyboard hears of the change through
    /// the responder's `inputDelegate`).
    static func responderTextDidChange(_ responder: UIResponder) {
        guard let window = FirstResponderRegistry.window(of: responder),
              let keyboard = window.screen.existingOnScreenKeyboard, keyboard.isShown, keyboard.responder === responder,
              keyboard.inputContent === keyboard.keysView else { return }
        keyboard.keysView.responderTextDidChange()
    }

    /// Ends editing in every window shown and takes `screen`'s keyboard away at once: a
    /// runtime shutting down leaves no first responder and no keyboard window for the
    /// next one (tests run several in one process).
    static func tearDown(on screen: UIScreen) {
        for window in WindowStack.shared.windows {
            if let responder = FirstResponderRegistry.firstResponder(in: window) {
                FirstResponderRegistry.forceResignation(of: responder)
            }
        }
        screen.existingOnScreenKeyboard?.removeAtOnce()
    }

    /// `rect` moved below the screen's bottom edge.
    private func offscreen(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX, y: screen.bounds.maxY, width: rect.width, height: rect.height)
    }

    /// Puts the responder's input view (or the keys) and accessory view in the window
    /// and computes the keyboard's frame.
    private func install(for responder: UIResponder) {
        inputContent?.removeFromSuperview()
        accessory?.removeFromSuperview()
        let bounds = screen.bounds
        let content: UIView
        var contentHeight: CGFloat
        if let custom = responder.inputView {
            content = custom
            contentHeight = custom.frame.height > 0 ? custom.frame.height : Self.keysHeight(on: screen)
        } else {
            content = keysView
            contentHeight = Self.keysHeight(on: screen)
        }
        let accessoryView = responder.inputAccessoryView
        let accessoryHeight = max(accessoryView?.frame.height ?? 0, 0)
        contentHeight = max(contentHeight, 0)
        frame = CGRect(x: bounds.minX, y: bounds.maxY - contentHeight - accessoryHeight,
                       width: bounds.width, height: contentHeight + accessoryHeight)
        if let accessoryView {
            accessoryView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: accessoryHeight)
            window.addSubview(accessoryView)
        }
        content.frame = CGRect(x: 0, y: accessoryHeight, width: bounds.width, height: contentHeight)
        window.addSubview(content)
        inputContent = content
        accessory = accessoryView
        if content === keysView {
            keysView.configure(for: responder, layoutName: layoutName ?? UIApplication.onScreenKeyboardLayout)
        }
        window.overrideUserInterfaceStyle = switch (responder as? UITextInputTraits)?.keyboardAppearance ?? .default {
        case .dark: .dark
        case .light: .light
        default: .unspecified
        }
    }

    /// Slides the window from `begin` to `end` (screen coordinates), posting the
    /// notifications around the slide.
    private func slide(from begin: CGRect, to end: CGRect, showing: Bool) {
        slideGeneration += 1
        let generation = slideGeneration
        isShown = showing
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: begin,
            UIResponder.keyboardFrameEndUserInfoKey: end,
            UIResponder.keyboardAnimationDurationUserInfoKey: Self.animationDuration,
            UIResponder.keyboardAnimationCurveUserInfoKey: Self.animationCurve.rawValue,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
        let center = NotificationCenter.default
        if showing {
            UIView.performWithoutAnimation { window.frame = begin }
            window.isHidden = false
        }
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                       animations: {
            self.window.frame = end
            // Views constrained to a keyboard layout guide move with the keyboard.
            KeyboardLayoutGuides.keyboardDidMove(on: self.screen)
        },
                       completion: { [weak self] _ in
            guard let self, generation == self.slideGeneration else { return }
            if !showing { self.window.isHidden = true }
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                        object: nil, userInfo: info)
        })
    }
}
