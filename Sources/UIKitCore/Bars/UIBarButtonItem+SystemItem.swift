// Vitrine — Apache License 2.0
// The system items, with UIKit's raw values. UIKit draws some as localized words and
// the others as glyphs from its own artwork; Vitrine draws the words in English and the
// glyphs from the system-symbol font (UIImage(systemName:)), falling back to a word when
// that font is not installed.

extension UIBarButtonItem {
    /// The bar button items UIKit provides.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated, message: "Page curls are gone from UIKit")
        case pageCurl = 23
        case close = 24

        /// The word drawn for the item, and, for the glyph items, the symbol drawn instead.
        var content: (title: String, symbol: String?) {
            switch self {
            case .done: ("Done", nil)
            case .cancel: ("Cancel", nil)
            case .edit: ("Edit", nil)
            case .save: ("Save", nil)
            case .undo: ("Undo", nil)
            case .redo: ("Redo", nil)
            case .add: ("Add", "plus")
            case .compose: ("Compose", "pencil")
            case .reply: ("Reply", "arrow.uturn.backward")
            case .action: ("Share", "square.and.arrow.up")
            case .organize: ("Organize", "folder")
            case .bookmarks: ("Bookmarks", "bookmark")
            case .search: ("Search", "magnifyingglass")
            case .refresh: ("Refresh", "arrow.clockwise")
            case .stop, .close: ("Close", "xmark")
            case .camera: ("Camera", "camera")
            case .trash: ("Delete", "trash")
            case .play: ("Play", "play.fill")
            case .pause: ("Pause", "pause.fill")
            case .rewind: ("Rewind", "backward.fill")
            case .fastForward: ("Fast Forward", "forward.fill")
            case .flexibleSpace, .fixedSpace: ("", nil)
            default: ("", nil)
            }
        }
    }
}
