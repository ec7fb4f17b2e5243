// Vitrine — Apache License 2.0

/// An object that manages a view hierarchy: loads its root view on first use and hears
/// about its layout. The window's `rootViewController` owns the window's content.
///
/// The root view controller decides which interface orientations the scene may turn to
/// (`supportedInterfaceOrientations`, `shouldAutorotate`) and hears about a turn in
/// `viewWillTransition(to:with:)` (see UIWindowScene.swift).
///
/// Not yet here: child view controllers, presentation, appearance callbacks
/// (`viewWillAppear` …); they come with the issues that need them.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public override init() {
        super.init()
        cachedTraitCollection = computedTraitCollection()
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
    public func loadViewIfNeeded() {
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

    /// The next responder: the view's superview when the view is in a hierarchy, else nil.
    open override var next: UIResponder? { loadedView?.superview }
}
