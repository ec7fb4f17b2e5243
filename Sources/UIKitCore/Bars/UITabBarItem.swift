// Vitrine — Apache License 2.0

/// The item a tab bar shows for one of a tab bar controller's view controllers: an
/// image over a title, and an optional badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the item is selected; nil for `image`.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the badge at the image's top-right corner; nil for no badge.
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's colour; nil for the system red.
    open var badgeColor: UIColor? { didSet { itemDidChange() } }

    /// The system item the item was made from, if any.
    public private(set) var systemItem: SystemItem?

    /// Creates an item with no title or image.
    public override init() {
        super.init()
    }

    /// Unsupported, as for views: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates an item with `title`, `image` and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with `title`, `image` and a different image while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item: its title (in English) and its glyph from the system-symbol font.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        let content = systemItem.content
        title = content.title
        image = UIImage(systemName: content.symbol)
        self.tag = tag
    }
}

extension UITabBarItem {
    /// The tab bar items UIKit provides, with its raw values.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        var content: (title: String, symbol: String) {
            switch self {
            case .more: ("More", "ellipsis")
            case .favorites: ("Favorites", "star.fill")
            case .featured: ("Featured", "star")
            case .topRated: ("Top Rated", "star.fill")
            case .recents: ("Recents", "clock.fill")
            case .contacts: ("Contacts", "person.fill")
            case .history: ("History", "clock")
            case .bookmarks: ("Bookmarks", "bookmark.fill")
            case .search: ("Search", "magnifyingglass")
            case .downloads: ("Downloads", "square.and.arrow.down")
            case .mostRecent: ("Most Recent", "clock")
            case .mostViewed: ("Most Viewed", "list.bullet")
            }
        }
    }
}
