// Vitrine — Apache License 2.0
// The top item's search bar (`UINavigationItem.searchController`) in the navigation bar:
// a row under the title and the large title, as iOS places it.
//
// The row is the search bar's height there: 52 points, plus 44 while a scope bar shows
// (UISearchBar.swift). It is part of the bar's height, so the child's safe area starts
// below it. As the top controller's scroll view scrolls up, the row scrolls away first,
// then the large title closes (`hidesSearchBarWhenScrolling`; otherwise only the large
// title closes); the safe area keeps the expanded height, as for the large title, so the
// content moves under the bar rather than jumping. While the search is active and
// `hidesNavigationBarDuringPresentation`, the title row, prompt and large title step
// aside (alpha 0) and the bar is only the search row, at the top.

import QuartzCore

extension UINavigationBar {
    /// The top item's search controller, if any.
    var topSearchController: UISearchController? { topItem?.searchController }

    /// The full height of the search row (with its scope bar); 0 without a search controller.
    var searchBarHeight: CGFloat { shownSearchBar?.barHeight ?? 0 }

    /// How much of the search row shows: all of it while searching, else what has not
    /// scrolled away.
    var searchBarVisibleHeight: CGFloat {
        guard topSearchController?.isActive != true else { return searchBarHeight }
        return max(searchBarHeight - searchBarScrolledAway, 0)
    }

    /// Whether the search row scrolls away with the content.
    var searchBarScrollsAway: Bool {
        guard let item = topItem, item.searchController != nil else { return false }
        return item.hidesSearchBarWhenScrolling && item.searchController?.isActive != true
    }

    /// Whether an active search hides the title row.
    var hidesTitleForSearch: Bool {
        guard let controller = topSearchController else { return false }
        return controller.isActive && controller.hidesNavigationBarDuringPresentation
    }

    /// The bar's height with the large title open and the search row shown: the child's
    /// share of the safe area.
    var expandedBarHeight: CGFloat {
        guard !hidesTitleForSearch else { return barHeight }
        var height = barHeight + searchBarHeight - searchBarVisibleHeight
        if showsLargeTitle { height += Self.largeTitleHeight - largeTitleVisibleHeight }
        return height
    }

    /// Shows the top item's search bar in the search area (and takes a previous one out).
    func updateSearchBar() {
        let bar = topSearchController?.searchBar
        if let shown = shownSearchBar, shown !== bar {
            if shown.superview === searchArea { shown.removeFromSuperview() }
            if shown.hostNavigationBar === self { shown.hostNavigationBar = nil }
        }
        if let bar {
            if bar.superview !== searchArea { searchArea.addSubview(bar) }
            if bar.hostNavigationBar !== self { bar.hostNavigationBar = self }
        }
        shownSearchBar = bar
        searchArea.isHidden = bar == nil
    }

    /// The search bar's height or the search's state changed.
    func searchBarHeightDidChange() {
        // While searching the row does not scroll away; after, it follows the content again.
        searchStateDidChangeHandler?()
        setNeedsLayout()
        heightDidChange()
        // The child's safe area may change with the bar's height unchanged (a scope bar
        // while the row is scrolled away): the controller places the bars again.
        heightDidChangeHandler?()
    }

    /// Places the search row below `y` (the large title's bottom), or at the top while an
    /// active search hides the title row.
    func layOutSearchArea(below y: CGFloat) {
        let hidesTitle = hidesTitleForSearch
        if hidesTitle != titleRowHiddenForSearch {
            titleRowHiddenForSearch = hidesTitle
            for view in contentViews + [titleLabel] { view.alpha = hidesTitle ? 0 : 1 }
        } else if hidesTitle {
            for view in contentViews + [titleLabel] { view.alpha = 0 }
        }
        guard let bar = shownSearchBar else { return }
        let full = searchBarHeight
        let visible = searchBarVisibleHeight
        searchArea.frame = CGRect(x: 0, y: hidesTitle ? 0 : y, width: bounds.width, height: visible)
        // The row slides up under the title as it closes, its bottom at the area's bottom.
        bar.frame = CGRect(x: 0, y: visible - full, width: bounds.width, height: full)
    }
}
