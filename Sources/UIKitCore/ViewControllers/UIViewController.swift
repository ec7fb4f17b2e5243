// Vitrine — Apache License 2.0

/// An object that manages a view hierarchy: loads its root view on first use and hears
/// about its layout. The window's `rootViewController` owns the window's content.
///
/// The root view controller decides which interface orientations the scene may turn to
/// (`supportedInterfaceOrientations`, `shouldAutorotate`) and hears about a turn in
/// `viewWillTransition(to:with:)` (see UIWindowScene.swift).
///
/// Appearance callbacks (`viewWillAppear(_:)` …) come in UIViewController+Appearance.swift,
/// child view controllers in +Containment, modal presentation in +Presentation.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Where the controller is in its appearance: what `viewWillAppear(_:)` …
    /// `viewDidDisappear(_:)` last said (see UIViewController+Appearance.swift).
    var appearanceState = AppearanceState.disappeared
    /// Whether the current appearance transition is animated; what the `did` callback gets.
    var appearanceWasAnimated = false
    /// The controllers added with `addChild(_:)`, in order.
    var childList: [UIViewController] = []
    /// The container this controller was added to.
    weak var parentController: UIViewController?
    /// The controller this one presented and the one that presented it.
    var presentedController: UIViewController?
    weak var presentingController: UIViewController?
    /// The presentation this controller is shown by, while presented.
    var presentation: ModalPresentation?
    /// Set during the transitions that `isBeingPresented` … `isMovingFromParent` report.
    var isInPresentationTransition = false
    var isInDismissalTransition = false
    var isMovingToParentFlag = false
    var isMovingFromParentFlag = false
    /// Set by containers that call their children's appearance methods themselves at the
    /// right moments of their transitions (UINavigationController): a child's view
    /// entering or leaving the window then does not make it appear or disappear.
    var managesChildAppearance = false
    /// Set from `viewWillAppear(_:)` until `viewIsAppearing(_:)` has been called.
    var viewIsAppearingPending = false
    /// The coordinator of the transition this controller takes part in, while it runs
    /// (see `transitionCoordinator`).
    var activeTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    /// What `presentationController` made (see UIViewController+PresentationController.swift).
    final var presentationControllerStorage: UIPresentationController?

    // MARK: - Editing (UIViewController+Editing.swift)

    /// Whether the controller lets the user edit its content; default false.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off; the `editButtonItem` calls it. Overrides call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        updateEditButtonItem()
    }

    final var editingFlag = false
    final var editButtonItemStorage: UIBarButtonItem?

    /// Creates a view controller whose view `loadView()` makes. As on iOS this is a
    /// convenience initializer (`init(nibName: nil, bundle: nil)`), so a subclass may
    /// declare its own `init()` without `override`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller whose view `loadView()` makes, as iOS does with a nil
    /// `nibName`. Vitrine loads no nibs: a nib name is a programming error.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        precondition(nibNameOrNil == nil, "UIViewController.init(nibName:bundle:): Vitrine loads no nibs; pass nil")
        super.init()
        cachedTraitCollection = computedTraitCollection()
    }

    /// Creates a view controller from an archive (a storyboard) on iOS. Vitrine loads no
    /// archives: a controller created from a coder is unsupported, and this returns nil. It
    /// is here, required as on iOS, so that subclasses' `required init?(coder:)` and
    /// `super.init(coder:)` compile.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The root view, created by `loadView()` and followed by `viewDidLoad()` the first
    /// time it is read.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            let oldView = loadedView
            oldView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
            // Each view's parent changed: the old one's is its superview again.
            oldView?.updateTraitCollection()
            newValue?.updateTraitCollection()
        }
    }

    /// Whether the view has been loaded; reading it does not load the view.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, else nil, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            fatalError("UIViewController.loadView: an override must set 'view' (\(type(of: self)))")
        }
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain `UIView` the size of the screen.
    /// Override it to set `view` to a view of your own, without calling super.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    /// A short name for the controller's screen; containers such as a navigation
    /// controller show it. Setting it sets the navigation item's title too, as in UIKit.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    /// Insets added to the safe area the view gets from its surroundings and its
    /// container's bars; the view and its descendants lay out inside them
    /// (UIView+LayoutMargins.swift).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            if additionalSafeAreaInsets != .zero { UIView.unsafeEdgesExist = true }
            if additionalSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaSurroundingsDidChange() }
        }
    }

    // MARK: - Bars (Bars/, UINavigationController.swift)

    private var storedNavigationItem: UINavigationItem?

    /// What a navigation bar shows while this controller is on top; made on first use,
    /// titled with the controller's title.
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    private var storedTabBarItem: UITabBarItem?

    /// The item a tab bar controller's tab bar shows for this controller; made on first
    /// use, titled with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBarItemDidChange(of: self)
        }
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self) }
    }

    /// Sets `toolbarItems` (Vitrine: without animation).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Whether a tab bar controller hides its tab bar while this controller is on a
    /// navigation stack above the root; default false.
    open var hidesBottomBarWhenPushed = false

    /// The insets a container's bars cover on this controller's view, in the view's
    /// coordinates; the view's safe area includes them.
    var containerBarInsets: UIEdgeInsets = .zero {
        didSet {
            if containerBarInsets != .zero { UIView.unsafeEdgesExist = true }
            if containerBarInsets != oldValue { viewIfLoaded?.safeAreaSurroundingsDidChange() }
        }
    }

    /// The size the controller would like its view to have, in points; `.zero` (the
    /// default) leaves it to the container. `.formSheet` and popover presentations use it;
    /// a popover shown takes a new size at once.
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { presentation?.layoutPopoverIfShown() } }
    }

    /// The status bar's style while this controller is shown; `.default`. A kiosk has no
    /// status bar: the value is kept for code that overrides it.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether the status bar is hidden while this controller is shown; false. A kiosk has
    /// no status bar.
    open var prefersStatusBarHidden: Bool { false }

    /// Tells the system that the status-bar values changed; nothing to update on a kiosk.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// How a change of the status bar's values animates; `.fade`. A kiosk has no status bar.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose `preferredStatusBarStyle` applies instead of this controller's; nil.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose `prefersStatusBarHidden` applies instead of this controller's; nil.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Whether a presented controller that does not cover the screen decides the status
    /// bar's look; default false. Kept for code that sets it.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Whether the home indicator may hide while this controller is shown; false. A kiosk
    /// has no home indicator: the value is kept for code that overrides it.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The child whose `prefersHomeIndicatorAutoHidden` applies instead; nil.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// Tells the system that `prefersHomeIndicatorAutoHidden` changed; nothing to update.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    /// The screen edges whose system gestures wait for the app's; none. A kiosk has no
    /// system edge gestures, so every edge is the app's already.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system the deferred edges changed; nothing to update on a kiosk.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    /// Whether the controller would lock the pointer; false (a kiosk has no pointer to lock).
    open var prefersPointerLocked: Bool { false }
    open func setNeedsUpdateOfPrefersPointerLocked() {}

    // MARK: - Appearance (see UIViewController+Appearance.swift)

    /// Called before the view is added to the window's hierarchy and shown. Overrides call super.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once each time the view appears, after `viewWillAppear(_:)` and before
    /// `viewDidAppear(_:)`: the view is in the window's hierarchy and has the window's
    /// traits, so geometry- and trait-dependent set-up belongs here. Overrides call super.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Called after the view was added to the window's hierarchy and shown. Overrides call super.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view is removed from the window's hierarchy or covered. Overrides call super.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view was removed from the window's hierarchy or covered. Overrides call super.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller passes its appearance callbacks on to its children whose
    /// views are in its view; true. A container that returns false calls
    /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on its
    /// children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: - Containment (see UIViewController+Containment.swift)

    /// Adds `childController` as a child, after calling its `willMove(toParent: self)`; a
    /// child of another container is removed from that one first. Adding a controller to
    /// itself or to one of its own ancestors is ignored.
    open func addChild(_ childController: UIViewController) {
        addChildController(childController)
    }

    /// Removes the controller from its parent, then calls its `didMove(toParent: nil)`.
    open func removeFromParent() {
        removeFromParentController()
    }

    /// Called before the controller is added to a container (`parent` set) or removed from
    /// one (nil). Overrides call super.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, parentController != nil { isMovingFromParentFlag = true }
    }

    /// Called after the controller was added to a container or removed from one (nil).
    /// Overrides call super.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { isMovingToParentFlag = false }
    }

    // MARK: - Showing (see UIViewController+Showing.swift)

    /// Shows `vc` in the primary context: the nearest navigation controller that contains
    /// this controller pushes it (animated); without one, this controller presents it
    /// modally (animated). Containers override it to show it their way.
    open func show(_ vc: UIViewController, sender: Any?) {
        showInPrimaryContext(vc)
    }

    /// Shows `vc` in the detail context: the secondary column of the nearest split view
    /// controller; without one, `vc` is presented modally (animated), as UIKit does when
    /// no container takes it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showInDetailContext(vc)
    }

    // MARK: - Presentation (see UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` over this controller's content in its
    /// `modalPresentationStyle`, animated with its `modalTransitionStyle` when `flag` is
    /// true; `completion` runs once it is in place. A controller that is already
    /// presented or is a child, a presenter already presenting, or one whose view is in
    /// no window, presents nothing and logs why.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, with every controller presented above
    /// it (only the top one animates; the others go at once), or, when this one presented
    /// nothing, asks the controller that presented it to dismiss it. `completion` runs
    /// once they are gone (at once when there is nothing to dismiss). A dismissal while a
    /// presentation or dismissal is animating is ignored.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissPresentedChain(animated: flag, completion: completion)
    }

    /// How the controller is shown when presented; default `.automatic` (a page sheet).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The object that supplies custom animators and, for `.custom`, the presentation
    /// controller when this controller is presented; held weakly.
    public final weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The animation that presents and dismisses the controller; default `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether the controller may be dismissed only by code: when true, a sheet pulled
    /// down resists and goes back, and its presentation controller's delegate hears
    /// `presentationControllerDidAttemptToDismiss(_:)`; default false.
    open var isModalInPresentation = false

    /// Whether a `.currentContext` or `.overCurrentContext` presentation asked of this
    /// controller or of one of its children covers this controller's view; default false.
    open var definesPresentationContext = false

    /// Called after the safe-area insets of the controller's view changed (its window's
    /// edges, `additionalSafeAreaInsets`, a container's bars appearing or going); does
    /// nothing by default. Overrides call super.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called after the layout margins of the controller's view changed (set, or moved
    /// with the safe area they are measured from); does nothing by default. Overrides call super.
    open func viewLayoutMarginsDidChange() {}

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The interface orientations the view controller supports; all but upside-down by
    /// default, as on an iPhone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// Whether the content may rotate when the screen's orientation changes; default true.
    open var shouldAutorotate: Bool { true }

    /// Tells the view controller that its view's size is about to change to `size`
    /// (the interface turns); the default does nothing. Put layout changes in
    /// `coordinator.animate(alongsideTransition:completion:)` to run them with the change.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Tells the scene that `supportedInterfaceOrientations` changed: if this is the
    /// root view controller that decides the orientation and the current one is no
    /// longer supported, the interface turns to a supported one.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        viewIfLoaded?.window?.windowScene?.supportedOrientationsDidChange()
    }

    // MARK: - Traits (see UIViewController+Traits.swift)

    /// The interface style for this controller and its view; `.unspecified` (the default)
    /// inherits the one of the view's superview.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            if let view = viewIfLoaded { view.updateTraitCollection() } else { updateTraitCollection() }
        }
    }

    /// Called after the controller's trait collection changed; does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits as last worked out.
    var cachedTraitCollection = UITraitCollection()
    /// What `registerForTraitChanges` registered.
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// The next responder: for a presented controller the presenting one, else the view's
    /// superview when the view is in a hierarchy, else nil.
    open override var next: UIResponder? {
        if presentation != nil, let presentingController { return presentingController }
        return loadedView?.superview
    }
}
