// Vitrine — Apache License 2.0
// A search bar and the results of its query, shown while the search is active.
//
// Becoming active (the user begins editing the bar's field, or code sets `isActive`):
// the delegate's willPresent, then the controller's view is put over the context
// controller's view (below the search bar when the bar is inside it), dimming what is
// underneath when `obscuresBackgroundDuringPresentation`; the Cancel button shows
// (`automaticallyShowsCancelButton`), the scope bar (`automaticallyShowsScopeBar`), and
// the navigation bar's title row steps aside for the search bar
// (`hidesNavigationBarDuringPresentation`, in a navigation item); then didPresent and the
// updater. The results controller's view fills the controller's view while
// `showsSearchResultsController` is true: with `automaticallyShowsSearchResultsController`,
// whenever the query is not empty. Cancel (or a tap on the dimmed background) empties
// the query, ends editing and makes the search inactive, in the reverse order.
//
// The context controller is the nearest controller up from the bar's owner (the
// controller whose navigation item holds this search controller, else the controller
// whose view holds the bar) that `definesPresentationContext`; with none, the owner
// itself (UIKit would cover the whole window; Vitrine keeps the bars uncovered). The
// presentation is immediate: Vitrine does not animate it. The dimming is black at 20 %
// opacity (Vitrine's reading of iOS).

import Foundation

/// A view controller that manages a search bar and the display of search results.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The dimming's opacity while the background is obscured.
    static let dimmingAlpha: CGFloat = 0.2

    /// The search bar; put it in a navigation item (`searchController`) or in a view.
    public let searchBar = UISearchBar(frame: .zero)

    /// The controller showing the results; nil shows them in the searching controller's own view.
    public let searchResultsController: UIViewController?

    /// The object told to update the results.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

    /// The search controller's delegate.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the underlying content is dimmed (and taps on it end the search) while the
    /// search is active; default true.
    open var obscuresBackgroundDuringPresentation = true { didSet { updatePresentedViews() } }

    /// Whether the navigation bar's title row hides while the search is active; default true.
    open var hidesNavigationBarDuringPresentation = true {
        didSet { if isActive { searchBar.hostNavigationBar?.searchBarHeightDidChange() } }
    }

    /// Whether the Cancel button shows while the search is active; default true.
    open var automaticallyShowsCancelButton = true

    /// Whether the scope bar shows while the search is active (when there are scope titles); default true.
    open var automaticallyShowsScopeBar = true

    /// Whether the results controller shows whenever the query is not empty; default true.
    open var automaticallyShowsSearchResultsController = true

    /// Whether the results controller's view shows. Setting it overrides the automatic
    /// choice until the query changes again.
    open var showsSearchResultsController: Bool {
        get { resultsShown }
        set {
            resultsShown = newValue
            updatePresentedViews()
        }
    }
    private var resultsShown = false

    /// Whether the search is active: its views are shown over the context's content.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { activate() } else { deactivate() }
        }
    }
    private var active = false

    /// The controller whose view the search shows over while active.
    private weak var contextController: UIViewController?
    /// The constraints holding the view to a scrolling context's visible rectangle.
    private var pinning: [NSLayoutConstraint] = []

    /// Creates a search controller that shows its results in `searchResultsController`'s
    /// view, or in the searching controller's own view for nil.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    /// Creates a search controller without a results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// Unsupported, as for every view controller: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        searchBar.searchController = self
        searchBar.sizeToFit()
        if let searchResultsController { addChild(searchResultsController) }
    }

    /// The controller's view passes touches through where it shows nothing.
    open override func loadView() {
        view = SearchPresentationView(frame: .zero)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let results = searchResultsController {
            view.addSubview(results.view)
            results.didMove(toParent: self)
        }
        (view as? SearchPresentationView)?.backgroundTapped = { [weak self] in self?.isActive = false }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        searchResultsController?.viewIfLoaded?.frame = view.bounds
    }

    // MARK: - Presentation

    private func activate() {
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        if automaticallyShowsSearchResultsController { resultsShown = !(searchBar.text ?? "").isEmpty }
        showPresentationView()
        searchBar.hostNavigationBar?.searchBarHeightDidChange()
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        active = false
        if searchBar.searchTextField.isFirstResponder { _ = searchBar.searchTextField.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        NSLayoutConstraint.deactivate(pinning)
        pinning = []
        viewIfLoaded?.removeFromSuperview()
        contextController = nil
        searchBar.hostNavigationBar?.searchBarHeightDidChange()
        delegate?.didDismissSearchController(self)
    }

    /// The controller the bar belongs to: the one whose navigation item holds this search
    /// controller, else the nearest one whose view holds the bar.
    private var owningController: UIViewController? {
        if let bar = searchBar.hostNavigationBar,
           let navigation = bar.superview?.owningViewController as? UINavigationController,
           let top = navigation.topViewController, top.navigationItem.searchController === self {
            return top
        }
        var view: UIView? = searchBar
        while let current = view {
            if let controller = current.owningViewController, controller !== self { return controller }
            view = current.superview
        }
        return nil
    }

    /// Puts the view over the context controller's view, below the bar when the bar is in it.
    private func showPresentationView() {
        guard let owner = owningController else { return }
        var context: UIViewController? = owner
        while let current = context, !current.definesPresentationContext { context = current.parentController }
        let host = context ?? owner
        contextController = host
        let hostView: UIView = host.view
        let presentation: UIView = view
        presentation.frame = hostView.bounds
        presentation.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentation.translatesAutoresizingMaskIntoConstraints = !(hostView is UIScrollView)
        // The branch of the host's view that holds the bar stays above the presentation.
        var barBranch: UIView? = searchBar
        while let current = barBranch, current.superview !== hostView { barBranch = current.superview }
        if let barBranch {
            hostView.insertSubview(presentation, belowSubview: barBranch)
            // The results start below a bar that sits in the content.
            let barBottom = searchBar.convert(searchBar.bounds, to: hostView).maxY
            additionalSafeAreaInsets.top = max(0, barBottom - hostView.bounds.minY - hostView.safeAreaInsets.top)
        } else {
            hostView.addSubview(presentation)
            additionalSafeAreaInsets.top = 0
        }
        // In a scrolling context (a table view controller's), the view stays on the visible
        // rectangle as the content offset moves (the bar's height changes it).
        if let scrollView = hostView as? UIScrollView {
            let guide = scrollView.frameLayoutGuide
            pinning = [presentation.topAnchor.constraint(equalTo: guide.topAnchor),
                       presentation.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                       presentation.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                       presentation.trailingAnchor.constraint(equalTo: guide.trailingAnchor)]
            NSLayoutConstraint.activate(pinning)
        }
        updatePresentedViews()
    }

    /// Shows or hides the results and the dimming per the current state.
    private func updatePresentedViews() {
        guard isViewLoaded else { return }
        let resultsView = searchResultsController?.viewIfLoaded
        resultsView?.isHidden = !resultsShown
        let dims = obscuresBackgroundDuringPresentation && !(resultsShown && resultsView != nil)
        view.backgroundColor = dims ? UIColor.black.withAlphaComponent(Self.dimmingAlpha) : nil
        (view as? SearchPresentationView)?.takesBackgroundTouches = obscuresBackgroundDuringPresentation
    }

    private func updateSearchResults() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    // MARK: - From the search bar

    func searchBarDidBeginEditing() {
        if !active { activate() }
        updateSearchResults()
    }

    func searchBarTextDidChange() {
        if automaticallyShowsSearchResultsController {
            resultsShown = !(searchBar.text ?? "").isEmpty
            updatePresentedViews()
        }
        updateSearchResults()
        // Rows the updater's reload added to a scrolling context stay below the search's view.
        if active, let presentation = viewIfLoaded, let host = presentation.superview, host is UIScrollView {
            host.bringSubviewToFront(presentation)
        }
    }

    func searchBarScopeDidChange() {
        updateSearchResults()
    }

    /// Cancel empties the query, ends editing and the search, and updates the results.
    func searchBarCancelButtonClicked() {
        searchBar.text = ""
        isActive = false
        updateSearchResults()
    }
}

/// The search controller's view: touches on it where no result shows go to the views
/// below, unless it obscures them (then a tap ends the search).
final class SearchPresentationView: UIView {
    var takesBackgroundTouches = true
    var backgroundTapped: (() -> Void)?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && !takesBackgroundTouches ? nil : hit
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundTapped?()
    }
}
