// Vitrine — Apache License 2.0
// Design note. An alert controller is presented like any controller
// (`present(_:animated:completion:)`), in the presenter's window above everything in it,
// and lays out and animates its own presentation (`SelfPresentingController`, see
// ModalPresentation.swift): over a black dimming view at 20 % (Vitrine's value; the
// popover of a regular-width action sheet has none, as on iPad), an alert is centred and
// appears scaled from 1.2 to 1 while fading in, on a critically damped spring of 0.4 s,
// and fades out in 0.25 s; a compact action sheet slides up from the bottom edge and back
// down; a regular-width one fades in as a card in the middle or as a popover by its
// source (UIPopoverPresentationController.swift).
//
// Tapping an action dismisses the controller (animated) and calls the action's handler
// once the dismissal finished, so a handler may present another controller at once. That
// is the order UIKit is observed to follow; Apple documents only that the handler runs
// "when the user selects the action".
//
// Misuse UIKit raises an exception for (a second cancel action, a preferred action that
// is not one of the controller's actions) is logged as an error and ignored here.
import Foundation
import Logging

/// A controller that shows an alert or an action sheet: a title, a message, and buttons
/// for its actions.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    private var style = Style.actionSheet
    private var actionList: [UIAlertAction] = []
    private var isHandlingAction = false

    /// Creates an alert controller.
    /// - Parameters:
    ///   - title: the alert's title, in bold at the top.
    ///   - message: the text below the title.
    ///   - preferredStyle: an alert in the middle of the screen or an action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        style = preferredStyle
        modalPresentationStyle = .custom
    }

    /// The style given at creation; `.actionSheet` for a controller made otherwise.
    open var preferredStyle: Style { style }

    /// The alert's title.
    open override var title: String? {
        didSet { contentDidChange() }
    }

    /// The text below the title.
    open var message: String? {
        didSet { contentDidChange() }
    }

    /// The actions, in the order they were added.
    open var actions: [UIAlertAction] { actionList }

    /// Adds a button for `action`. A second `.cancel` action, or an action already added,
    /// is logged as an error and ignored (UIKit raises an exception).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actionList.contains(where: { $0.style == .cancel }) {
            viewControllerLogger.error("UIAlertController can only have one action with a style of UIAlertActionStyleCancel; '\(action.title ?? "")' is ignored")
            return
        }
        if actionList.contains(where: { $0 === action }) || action.owner != nil {
            viewControllerLogger.error("UIAlertController.addAction: '\(action.title ?? "")' was already added to an alert controller; ignored")
            return
        }
        action.owner = self
        actionList.append(action)
        contentDidChange()
    }

    /// The action shown in bold in an alert (action sheets ignore it). It must be one of
    /// `actions`; another action is logged as an error and ignored.
    open var preferredAction: UIAlertAction? {
        get { preferred }
        set {
            if let newValue, !actionList.contains(where: { $0 === newValue }) {
                viewControllerLogger.error("UIAlertController.preferredAction: '\(newValue.title ?? "")' is not one of the controller's actions; ignored")
                return
            }
            preferred = newValue
            contentDidChange()
        }
    }
    private var preferred: UIAlertAction?

    // MARK: - Text fields

    private var fieldList: [UITextField] = []

    /// Adds a text field under the message; call it again to stack more. `configurationHandler`
    /// runs at once with the new field (placeholder, keyboard type, secure entry…). Only an
    /// `.alert` takes text fields: on an action sheet the call is logged as an error and
    /// ignored (UIKit raises an exception).
    ///
    /// The first field becomes first responder as the alert appears, so the on-screen
    /// keyboard rises and the alert moves up to stay above it. Return in a field moves to
    /// the next field; in the last one it triggers the preferred action (Apple documents
    /// this for a hardware keyboard's Return; Vitrine does the same for the on-screen key),
    /// and does nothing when there is none or it is disabled.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard style == .alert else {
            viewControllerLogger.error("UIAlertController.addTextField: text fields can only be added to an alert controller of style .alert; ignored")
            return
        }
        let field = UITextField()
        field.font = AlertMetrics.textFieldFont
        field.borderStyle = .none
        field.addTarget(self, action: UIAlertController.textFieldReturned, for: .primaryActionTriggered)
        fieldList.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    /// The text fields, in the order they were added (and are shown); nil when the alert
    /// has none.
    open var textFields: [UITextField]? { fieldList.isEmpty ? nil : fieldList }

    /// Return in `field`: on to the next field, or the preferred action from the last.
    private func textFieldReturned(_ field: UITextField) {
        guard let index = fieldList.firstIndex(where: { $0 === field }) else { return }
        if index + 1 < fieldList.count {
            _ = fieldList[index + 1].becomeFirstResponder()
        } else if let preferred, preferred.isEnabled {
            perform(preferred)
        }
    }

    /// Makes the first field first responder once the alert is in its window.
    private func focusFirstTextField() {
        guard let first = fieldList.first, first.window != nil,
              !fieldList.contains(where: { $0.isFirstResponder }) else { return }
        _ = first.becomeFirstResponder()
    }

    private var keyboardObserver: (any NSObjectProtocol)?

    /// While shown, the alert moves with the on-screen keyboard.
    private func observeKeyboard(_ observe: Bool) {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
        guard observe, !fieldList.isEmpty else { return }
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] note in
            let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.25
            MainActor.assumeIsolated {
                guard let self else { return }
                UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
                    self.presentation?.layoutPresentedView()
                }
            }
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observeKeyboard(true)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        focusFirstTextField()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observeKeyboard(false)
    }

    /// The top of the on-screen keyboard in `container`'s coordinates, when it is up.
    private func keyboardTop(in container: UIView) -> CGFloat? {
        guard let window = container.window else { return nil }
        let keyboard = window.screen.onScreenKeyboard
        guard keyboard.isShown else { return nil }
        // The keyboard's frame is in screen coordinates; the window sits at its frame's origin.
        let topInWindow = CGPoint(x: 0, y: keyboard.frame.minY - window.frame.minY)
        return container.convert(topInWindow, from: window).y
    }

    // MARK: - View

    open override func loadView() {
        view = AlertView(controller: self)
    }

    var alertView: AlertView? { viewIfLoaded as? AlertView }

    private func contentDidChange() {
        alertView?.rebuild()
        presentation?.layoutPresentedView()
    }

    /// An action's `isEnabled` changed.
    func actionsDidChange() {
        alertView?.updateEnabledStates()
    }

    // MARK: - Actions

    /// A row was tapped: dismiss, then run the action's handler.
    func actionRowTapped(_ row: AlertActionRow) {
        perform(row.action)
    }

    /// Dismisses the controller and then calls `action`'s handler; nothing while a
    /// transition runs or another action is being handled.
    private func perform(_ action: UIAlertAction?) {
        guard !isHandlingAction, presentation?.isAnimating != true else { return }
        guard action?.isEnabled ?? true else { return }
        isHandlingAction = true
        let finish = { [self] in
            isHandlingAction = false
            if let action { action.handler?(action) }
        }
        if presentingViewController != nil {
            dismiss(animated: true, completion: finish)
        } else {
            finish()
        }
    }
}

// MARK: - Presentation

extension UIAlertController: SelfPresentingController {
    /// The layout for a container of `size`: an action sheet is a popover-like card where
    /// the width is regular.
    private func kind(in size: CGSize) -> AlertView.Kind {
        guard style == .actionSheet else { return .alert }
        return UITraitCollection.sizeClasses(for: size).horizontal == .regular ? .regularSheet : .compactSheet
    }

    func presentedViewFrame(in bounds: CGRect, of container: UIView) -> CGRect {
        guard let alertView else { return bounds }
        alertView.kind = kind(in: bounds.size)
        let width = alertView.width(inContainerWidth: bounds.width)
        let margin = AlertMetrics.sheetMargin
        let height = min(alertView.height(forWidth: width), max(0, bounds.height - 2 * margin))
        switch alertView.kind {
        case .alert:
            // Centred in what the on-screen keyboard leaves uncovered, at least `margin` from the top.
            let visibleHeight = min(bounds.height, keyboardTop(in: container).map { $0 - bounds.minY } ?? bounds.height)
            let y = max(margin, ((visibleHeight - height) / 2).rounded(.down))
            return CGRect(x: ((bounds.width - width) / 2).rounded(.down), y: min(y, ((bounds.height - height) / 2).rounded(.down)),
                          width: width, height: height)
        case .compactSheet:
            return CGRect(x: margin, y: bounds.height - margin - height, width: width, height: height)
        case .regularSheet:
            guard let popover = popoverPresentationController else { return bounds }
            return popover.frame(for: CGSize(width: width, height: height), in: bounds, of: container)
        }
    }

    func presentationDimmingAlpha(in size: CGSize) -> CGFloat {
        kind(in: size) == .regularSheet ? 0 : AlertMetrics.dimmingAlpha
    }

    /// The first field takes the keyboard before the alert is placed, so the alert appears
    /// above it, with or without animation, rather than moving there once shown.
    func presentedViewWillTakeItsPlace(in container: UIView) {
        focusFirstTextField()
    }

    func presentationTransitionDuration(appearing: Bool) -> TimeInterval {
        appearing ? AlertMetrics.appearanceDuration : AlertMetrics.disappearanceDuration
    }

    func animateAppearance(of view: UIView, dimming: UIView, in container: UIView, alongside: @escaping () -> Void,
                           completion: @escaping (Bool) -> Void) {
        let kind = kind(in: container.bounds.size)
        let finalFrame = view.frame
        UIView.performWithoutAnimation {
            dimming.alpha = 0
            switch kind {
            case .alert:
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: AlertMetrics.appearingScale, y: AlertMetrics.appearingScale)
            case .compactSheet:
                view.frame.origin.y = container.bounds.height
            case .regularSheet:
                view.alpha = 0
            }
        }
        UIView.animate(withDuration: AlertMetrics.appearanceDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: {
            dimming.alpha = 1
            view.alpha = 1
            view.transform = .identity
            view.frame = finalFrame
            alongside()
        }, completion: completion)
    }

    func animateDisappearance(of view: UIView, dimming: UIView, in container: UIView, alongside: @escaping () -> Void,
                              completion: @escaping (Bool) -> Void) {
        let slides = kind(in: container.bounds.size) == .compactSheet
        let height = container.bounds.height
        UIView.animate(withDuration: AlertMetrics.disappearanceDuration, delay: 0, options: .curveEaseInOut, animations: {
            dimming.alpha = 0
            if slides { view.frame.origin.y = height } else { view.alpha = 0 }
            alongside()
        }, completion: completion)
    }

    /// A regular-width action sheet beside its source is a popover: its arrow is the
    /// colour of its group, or the popover's `backgroundColor`.
    func popoverArrowColor(in size: CGSize) -> UIColor? {
        guard kind(in: size) == .regularSheet, let popover = popoverPresentationController else { return nil }
        return popover.backgroundColor ?? .tertiarySystemBackground
    }

    /// Outside the alert: an action sheet is cancelled (its cancel action's handler runs)
    /// when it has a cancel action or is a popover; an alert ignores the tap.
    func dimmingViewTapped() {
        guard style == .actionSheet, let alertView else { return }
        let cancel = actionList.first { $0.style == .cancel }
        guard cancel != nil || alertView.kind == .regularSheet else { return }
        perform(cancel)
    }
}
