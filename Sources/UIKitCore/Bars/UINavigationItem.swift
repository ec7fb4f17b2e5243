// Vitrine — Apache License 2.0
// What a navigation bar shows for one view controller: its title (or a title view),
// the buttons at each side and the back button the controller above it gets.
//
// As UIKit documents, the back button shown over a controller is described by the item
// *below* it: its `backBarButtonItem`, else a title chosen by its `backButtonDisplayMode`
// from its `backButtonTitle`, its `title`, then "Back". The bar lays out again when any
// property changes.

/// The items a navigation bar shows while its view controller is on top.
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title shown in the middle of the bar (the view controller's title by default).
    open var title: String? { didSet { changed() } }
    /// A view shown in the middle of the bar instead of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// A line of text shown above the bar's buttons, in a taller bar.
    open var prompt: String? { didSet { changed() } }

    /// The buttons at the left, left to right, after the back button when
    /// `leftItemsSupplementBackButton` is true, else instead of it.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The buttons at the right, right to left (the first is at the right edge).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The first left item; setting it replaces the left items.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right item; setting it replaces the right items.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Whether the left items go after the back button rather than replace it; default false.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }

    /// The back button shown when this item is right below the top one; nil lets the bar
    /// make one from `backButtonTitle` and `title`.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The back button's title when this item is right below the top one.
    open var backButtonTitle: String? { didSet { changed() } }
    /// Which title the back button made for this item shows.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    /// Whether the back button is hidden while this item is on top; default false.
    open var hidesBackButton = false { didSet { changed() } }

    /// When the bar shows a large title for this item.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// The search controller whose search bar the navigation bar shows under the title
    /// while this item is on top (UINavigationBar+Search.swift).
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the search bar slides away under the title as the content scrolls up (and
    /// back as it returns to its top edge); default true.
    open var hidesSearchBarWhenScrolling = true { didSet { changed() } }

    /// The bar's appearance while this item is on top, replacing the bar's own; nil for the bar's.
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The appearance when the content is scrolled to its top edge; nil for the standard one.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The appearance in a compact-height bar; nil for the standard one.
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }

    /// Creates an item showing `title`.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item with no title.
    public init() {}

    /// Unsupported, as for views: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the left items, animated when the bar is on screen (Vitrine: at once).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the left item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title the back button made for this item shows, by `backButtonDisplayMode`.
    var backTitle: String? {
        if let title = backBarButtonItem?.title { return title }
        switch backButtonDisplayMode {
        case .default: return backButtonTitle ?? title ?? "Back"
        case .generic: return "Back"
        case .minimal: return nil
        }
    }

    /// The bar showing this item, told when it changes.
    weak var bar: UINavigationBar?

    private func changed() {
        bar?.itemDidChange(self)
    }
}

extension UINavigationItem {
    /// Which title the back button shows, with UIKit's raw values.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's back title, its title, "Back", or no title, as space allows.
        case `default` = 0
        /// "Back", or no title.
        case generic = 1
        /// No title: the chevron only.
        case minimal = 2
    }

    /// When a large title is shown, with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it does; large for the root item when the bar prefers large titles.
        case automatic = 0
        /// Large whenever the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
    }
}
