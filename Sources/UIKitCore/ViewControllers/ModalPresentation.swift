// Vitrine — Apache License 2.0
// One modal presentation: a container view in the window (UIKit's transition view) that
// holds the dimming view of a sheet and the presented controller's view, the geometry of
// the presentation style, and the transition animations.
//
// Geometry, in the container's bounds (W × H; the window's, or the context controller's
// view for the current-context styles). UIKit documents the shapes, not the numbers; the
// numbers are Vitrine's:
// - full-screen and current-context styles: the whole container;
// - sheets (`.pageSheet`, `.formSheet`) where width and height are both regular: a
//   centred card with 10-point corners; a page sheet is min(704, W − 80) wide and H − 80
//   high (taller than wide, some background always visible), a form sheet is
//   `preferredContentSize` or 540 × 620 (UIKit's long-standing form-sheet size) within
//   W − 80 × H − 80;
// - sheets at compact width: the full width from 40 points below the top;
// - sheets at compact height: as `.fullScreen`, as UIKit documents;
// - `.popover` at regular width: a card with an arrow beside its source, over a clear
//   view that takes taps outside (ModalPresentation+Popover.swift); at compact width it
//   adapts to a sheet unless its delegate keeps it a popover.
// The dimming view behind sheets is black at 40 % opacity.
// A `SelfPresentingController` (UIAlertController) instead places and animates its view
// itself, over a dimming view of its own opacity that reports taps; its container covers
// the window and lays the view out again when the window's size changes.
// Sheets take their detents, grabber, corner radius and drag from their
// UISheetPresentationController (ModalPresentation+Sheet.swift). A `transitioningDelegate`
// may supply the presentation controller of a `.custom` presentation (its frame and
// `shouldRemovePresentersView` then apply) and animators (ModalPresentation+CustomTransition.swift).
// The presentation controller hears `presentationTransitionWillBegin` … `dismissalTransitionDidEnd`
// and the container's layout in every presentation.
import Logging

let viewControllerLogger = Logger(label: "vitrine.viewcontrollers")

@MainActor
final class ModalPresentation {
    /// The view UIKit calls the transition view: it covers the area the presentation
    /// takes and holds everything the presentation shows.
    final class ContainerView: UIView {
        /// Set for a self-presenting controller: places its view after a size change.
        var layoutPresentedView: (() -> Void)?
        /// Told before and after the container lays out its subviews.
        weak var presentationController: UIPresentationController?

        override func layoutSubviews() {
            presentationController?.containerViewWillLayoutSubviews()
            super.layoutSubviews()
            layoutPresentedView?()
            presentationController?.containerViewDidLayoutSubviews()
        }

        /// Touches on the container itself (outside the presented view, where no dimming
        /// view takes them) reach the views below.
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    let presented: UIViewController
    /// The presenting controller; it holds the presented one, not the other way round.
    weak var presenting: UIViewController?
    /// The controller `present(_:animated:completion:)` was called on.
    weak var source: UIViewController?
    /// The style in effect: `.automatic` and the styles Vitrine stands in for resolved,
    /// sheets adapted to the container's size classes.
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    let containerView: ContainerView
    let dimmingView: UIView?
    /// The presented controller when it places and animates its own view.
    private var selfPresenting: (any SelfPresentingController)? { presented as? any SelfPresentingController }
    /// The view the presentation took out of the window (full-screen styles), to put back
    /// on dismissal, and the window it was in.
    private(set) var removedPresenterView: UIView?
    private(set) weak var window: UIWindow?
    /// Whether a presentation or dismissal animation is running.
    var isAnimating = false
    /// The coordinator of the presentation or dismissal under way.
    var transitionCoordinator: ContainerTransitionCoordinator?
    /// Set when a custom transition was cancelled, for the controller to undo it.
    var transitionWasCancelled = false
    /// True while a self-presenting controller prepares to appear, before its view is placed.
    private var isPlacingSelfPresentedView = false
    /// Whether the presentation controller came from the transitioning delegate (a
    /// `.custom` presentation): its frame and `shouldRemovePresentersView` apply.
    private(set) var usesCustomPresentationController = false
    /// A sheet's drag and grabber, while it is shown.
    var dragTracker: SheetDragTracker?
    var grabberView: UIView?
    /// A popover's card and arrow, while the presentation shows a `.popover` as one.
    var popoverView: PopoverView?
    /// The container's size when the popover was last placed: a new size repositions it.
    var popoverPlacedInSize: CGSize?
    /// The arrow of a self-presenting controller shown as a popover (an action sheet).
    var selfPresentedArrow: PopoverArrowView?

    /// Seconds a presentation or dismissal takes when animated; UIKit does not document
    /// its durations.
    static let transitionDuration: TimeInterval = 0.5
    static let cardCornerRadius: CGFloat = 10
    static let sheetTopInset: CGFloat = 40
    static let cardMargin: CGFloat = 40
    static let pageSheetMaximumWidth: CGFloat = 704
    static let formSheetDefaultSize = CGSize(width: 540, height: 620)
    static let dimmingAlpha: CGFloat = 0.4

    /// Sets up the presentation of `presented` by `presenting` in `window`, over `area` (in
    /// the window's coordinates).
    init(presented: UIViewController, presenting: UIViewController, source: UIViewController, window: UIWindow, area: CGRect) {
        self.presented = presented
        self.presenting = presenting
        self.source = source
        self.window = window
        transitionStyle = presented.modalTransitionStyle
        style = presented.modalPresentationStyle == .popover && !(presented is any SelfPresentingController)
            ? Self.adaptedPopoverStyle(for: presented, in: area.size)
            : Self.effectiveStyle(presented.modalPresentationStyle, in: area.size)
        containerView = ContainerView(frame: area)
        containerView.autoresizingMask = area == window.bounds ? [.flexibleWidth, .flexibleHeight] : []
        if presented.modalPresentationStyle == .custom,
           let custom = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenting, source: source) {
            presented.presentationControllerStorage = custom
            usesCustomPresentationController = true
        }
        let controller = presented.presentationController
        controller?.presentingViewController = presenting
        controller?.containerView = containerView
        containerView.presentationController = controller
        if let selfPresenting = presented as? any SelfPresentingController {
            let dimming = PresentationDimmingView(frame: containerView.bounds)
            dimming.backgroundColor = UIColor.black.withAlphaComponent(selfPresenting.presentationDimmingAlpha(in: area.size))
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimming.onTap = { [weak selfPresenting] in selfPresenting?.dimmingViewTapped() }
            containerView.addSubview(dimming)
            dimmingView = dimming
            containerView.layoutPresentedView = { [weak self] in self?.layoutPresentedView() }
        } else if style == .pageSheet || style == .formSheet {
            let dimming = UIView(frame: containerView.bounds)
            dimming.backgroundColor = UIColor.black.withAlphaComponent(Self.dimmingAlpha)
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            containerView.addSubview(dimming)
            dimmingView = dimming
        } else if style == .popover {
            dimmingView = nil
            containerView.addSubview(makePopoverBackdrop())
            popoverView = PopoverView(frame: .zero)
            containerView.layoutPresentedView = { [weak self] in self?.layoutPopover() }
        } else {
            dimmingView = nil
        }
        sheetController?.presentation = self
        if popoverView != nil || presented is any SelfPresentingController { popoverController?.presentation = self }
    }

    /// Whether the presenting controller's views leave the window once the presentation
    /// finishes (and its controller disappears).
    var removesPresenterView: Bool {
        if usesCustomPresentationController, let controller = presented.presentationController { return controller.shouldRemovePresentersView }
        return style == .fullScreen || style == .currentContext
    }

    /// The style a request turns into in a container of `size`.
    static func effectiveStyle(_ requested: UIModalPresentationStyle, in size: CGSize) -> UIModalPresentationStyle {
        let resolved: UIModalPresentationStyle
        switch requested {
        case .automatic: resolved = .pageSheet
        case .custom: resolved = .overFullScreen
        case .none: resolved = .fullScreen
        default: resolved = requested
        }
        guard resolved == .pageSheet || resolved == .formSheet else { return resolved }
        let (_, vertical) = UITraitCollection.sizeClasses(for: size)
        return vertical == .compact ? .fullScreen : resolved
    }

    /// The presented view's frame in the container's bounds.
    var presentedFrame: CGRect {
        let bounds = containerView.bounds
        if let selfPresenting { return selfPresenting.presentedViewFrame(in: bounds, of: containerView) }
        if let popoverView { return popoverView.frame }
        if usesCustomPresentationController, let controller = presented.presentationController {
            return controller.frameOfPresentedViewInContainerView
        }
        guard style == .pageSheet || style == .formSheet else { return bounds }
        let (horizontal, _) = UITraitCollection.sizeClasses(for: bounds.size)
        guard horizontal == .regular else {
            let top = min(Self.sheetTopInset, bounds.height)
            if let detent = sheetController?.currentDetent {
                let height = detent.height(inContainerHeight: bounds.height)
                return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
            }
            return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        }
        let margin = Self.cardMargin
        let size: CGSize
        if style == .pageSheet {
            size = CGSize(width: min(Self.pageSheetMaximumWidth, bounds.width - 2 * margin), height: bounds.height - 2 * margin)
        } else {
            let preferred = presented.preferredContentSize
            let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Self.formSheetDefaultSize
            size = CGSize(width: min(wanted.width, bounds.width - 2 * margin), height: min(wanted.height, bounds.height - 2 * margin))
        }
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(.down), y: ((bounds.height - size.height) / 2).rounded(.down),
                      width: size.width, height: size.height)
    }

    /// Puts a self-presenting controller's view in its place again (its content or the
    /// container's size changed), unless an animation is moving it.
    func layoutPresentedView() {
        guard let selfPresenting, !isAnimating, !isPlacingSelfPresentedView, let view = presented.viewIfLoaded, view.superview === containerView else { return }
        if let dimming = dimmingView {
            dimming.backgroundColor = UIColor.black.withAlphaComponent(selfPresenting.presentationDimmingAlpha(in: containerView.bounds.size))
        }
        view.frame = presentedFrame
        updateSelfPresentedArrow(on: view)
        view.layoutIfNeeded()
    }

    /// Whether the presented view is a card or sheet rather than the whole container.
    var isSheet: Bool { style == .pageSheet || style == .formSheet }

    // MARK: - Presenting

    /// Puts the presented view in place (below the screen's bottom edge for a slide) and the
    /// container in the window, and animates them in when `animated`; `finished` runs
    /// when the presented view is in its place.
    func present(animated: Bool, finished presentationFinished: @escaping () -> Void) {
        guard let window else { return presentationFinished() }
        let controller = presented.presentationController
        controller?.presentationTransitionWillBegin()
        let finished = { [self] in
            controller?.presentationTransitionDidEnd(!transitionWasCancelled)
            presentationFinished()
        }
        if let animator = presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: presenting ?? presented, source: source ?? presenting ?? presented) {
            return present(with: animator, animated: animated, in: window, finished: finished)
        }
        let view: UIView = presented.view
        if popoverView != nil { return presentPopover(view, animated: animated, finished: finished) }
        let frame = presentedFrame
        view.frame = frame
        view.autoresizingMask = isSheet ? [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            : [.flexibleWidth, .flexibleHeight]
        if isSheet {
            view.layer.cornerRadius = Self.cardCornerRadius
            // A sheet from near the top at compact width meets the bottom edge: only its
            // top corners are rounded.
            view.layer.maskedCorners = frame.maxY >= containerView.bounds.maxY && frame.width == containerView.bounds.width
                ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            view.clipsToBounds = true
        }
        if selfPresenting != nil {
            // Its frame is laid out by the container; the controller's frame may depend on the window.
            view.autoresizingMask = []
            containerView.frame = window.bounds
        }
        containerView.addSubview(view)
        installSheet()
        if let selfPresenting {
            window.addSubview(containerView)
            // Its place is taken at once, not animated there from where it stood a moment
            // before (the keyboard an alert's field brings would move it after it appeared).
            isPlacingSelfPresentedView = true
            selfPresenting.presentedViewWillTakeItsPlace(in: containerView)
            isPlacingSelfPresentedView = false
            view.frame = presentedFrame
            updateSelfPresentedArrow(on: view)
            view.layoutIfNeeded()  // its rows take touches before the next frame is drawn
            guard animated, UIView.areAnimationsEnabled, let dimmingView else { return finished() }
            isAnimating = true
            selfPresenting.animateAppearance(of: view, dimming: dimmingView, in: containerView, alongside: runAlongsideAnimations) { [self] _ in
                isAnimating = false
                finished()
            }
            return
        }

        guard animated, UIView.areAnimationsEnabled else {
            window.addSubview(containerView)
            return finished()
        }
        isAnimating = true
        let done: (Bool) -> Void = { [self] _ in
            isAnimating = false
            finished()
        }
        switch transitionStyle {
        case .coverVertical, .crossDissolve:
            let dimmingAlpha = dimmingView?.alpha ?? 1
            UIView.performWithoutAnimation {
                dimmingView?.alpha = 0
                if transitionStyle == .crossDissolve { view.alpha = 0 } else { view.frame.origin.y = containerView.bounds.height }
                window.addSubview(containerView)
            }
            UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: .curveEaseInOut, animations: { [self] in
                dimmingView?.alpha = dimmingAlpha
                if transitionStyle == .crossDissolve { view.alpha = 1 } else { view.frame = frame }
                runAlongsideAnimations()
            }, completion: done)
        case .flipHorizontal, .partialCurl:
            let options: UIView.AnimationOptions = transitionStyle == .flipHorizontal ? .transitionFlipFromRight : .transitionCurlUp
            UIView.transition(with: window, duration: Self.transitionDuration, options: options,
                              animations: { [self] in window.addSubview(containerView) }, completion: done)
            animateAlongsideTransition()
        }
    }

    /// Runs the transition coordinator's alongside closures; called inside the style's own
    /// animation block, so that they share its duration and timing curve.
    private func runAlongsideAnimations() {
        transitionCoordinator?.runAlongsideAnimations()
    }

    /// Runs the alongside closures in an animation started with a flip or a curl, of its
    /// duration and curve: changes made inside a view transition's own block are not
    /// animated (UIView+Transition.swift), so they get a block of their own.
    private func animateAlongsideTransition() {
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: .curveEaseInOut,
                       animations: { [self] in runAlongsideAnimations() })
    }

    /// How long presenting (`appearing`) or dismissing takes when animated: the
    /// self-presenting controller's own durations, else `transitionDuration`.
    func animationDuration(appearing: Bool) -> TimeInterval {
        selfPresenting?.presentationTransitionDuration(appearing: appearing) ?? Self.transitionDuration
    }

    /// Takes the presenting controller's view (or the view holding it in the window) out
    /// of the window, for the full-screen styles once the presentation finished.
    func removePresenterView() {
        guard removesPresenterView, let presenterView = presenting?.viewIfLoaded, let superview = presenterView.superview else { return }
        // A presented controller's view sits in its own container: that container goes.
        var removed = presenterView
        if superview is ContainerView { removed = superview }
        removedPresenterView = removed
        removedPresenterSuperview = removed.superview
        removed.removeFromSuperview()
    }
    private weak var removedPresenterSuperview: UIView?

    /// Puts the view `removePresenterView()` took out back, below `topContainer` (the
    /// container of the presentation being dismissed, this one's or one above it).
    func restorePresenterView(below topContainer: UIView) {
        guard let removed = removedPresenterView else { return }
        removedPresenterView = nil
        guard let superview = removedPresenterSuperview ?? window else { return }
        if topContainer.superview === superview {
            superview.insertSubview(removed, belowSubview: topContainer)
        } else {
            superview.addSubview(removed)
        }
    }

    // MARK: - Dismissing

    /// Animates the presented view out when `animated`, then takes the container out of the
    /// window; `finished` runs after that.
    func dismiss(animated: Bool, finished: @escaping () -> Void) {
        let view = presented.viewIfLoaded
        let controller = presented.presentationController
        controller?.dismissalTransitionWillBegin()
        let end: (Bool) -> Void = { [self] _ in
            isAnimating = false
            containerView.removeFromSuperview()
            uninstallSheet()
            presented.presentationController?.containerView = nil
            view?.removeFromSuperview()
            selfPresentedArrow?.removeFromSuperview()
            view?.alpha = 1
            if isSheet {
                view?.layer.cornerRadius = 0
                view?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                view?.clipsToBounds = false
            }
            controller?.dismissalTransitionDidEnd(true)
            finished()
        }
        if containerView.window != nil, let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) {
            return dismiss(with: animator, animated: animated && UIView.areAnimationsEnabled, end: end, cancelled: {
                controller?.dismissalTransitionDidEnd(false)
                finished()
            })
        }
        if popoverView != nil { return dismissPopover(animated: animated, end: end) }
        guard animated, UIView.areAnimationsEnabled, let window = containerView.window else { return end(true) }
        isAnimating = true
        if let selfPresenting, let view, let dimmingView {
            selfPresenting.animateDisappearance(of: view, dimming: dimmingView, in: containerView, alongside: runAlongsideAnimations) { finished in
                view.transform = .identity
                end(finished)
            }
            return
        }
        switch transitionStyle {
        case .coverVertical, .crossDissolve:
            let height = containerView.bounds.height
            UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: .curveEaseInOut, animations: { [self] in
                dimmingView?.alpha = 0
                if transitionStyle == .crossDissolve { view?.alpha = 0 } else { view?.frame.origin.y = height }
                runAlongsideAnimations()
            }, completion: end)
        case .flipHorizontal, .partialCurl:
            let options: UIView.AnimationOptions = transitionStyle == .flipHorizontal ? .transitionFlipFromLeft : .transitionCurlDown
            UIView.transition(with: window, duration: Self.transitionDuration, options: options,
                              animations: { [self] in containerView.isHidden = true }, completion: { [self] finished in
                                  containerView.isHidden = false
                                  end(finished)
                              })
            animateAlongsideTransition()
        }
    }
}
