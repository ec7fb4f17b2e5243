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

    // TODO(#28): addTextField(configurationHandler:) and textFields: UITextField exists now; the
    // alert's layout does not place fields yet, so the API stays out until it can work.

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
            return CGRect(x: ((bounds.width - width) / 2).rounded(.down), y: ((bounds.height - height) / 2).rounded(.down),
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

    func animateAppearance(of view: UIView, dimming: UIView, in container: UIView, completion: @escaping (Bool) -> Void) {
        let finalFrame = view.frame
        let kind = kind(in: container.bounds.size)
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
        }, completion: completion)
    }

    func animateDisappearance(of view: UIView, dimming: UIView, in container: UIView, completion: @escaping (Bool) -> Void) {
        let slides = kind(in: container.bounds.size) == .compactSheet
        let height = container.bounds.height
        UIView.animate(withDuration: AlertMetrics.disappearanceDuration, delay: 0, options: .curveEaseInOut, animations: {
            dimming.alpha = 0
            if slides { view.frame.origin.y = height } else { view.alpha = 0 }
        }, completion: completion)
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
