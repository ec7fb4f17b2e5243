// Vitrine — Apache License 2.0
// How an outline's children come and go, as on iOS: expanding a row, its children slide
// down from behind it into their places (fading in) while the rows below move down;
// collapsing, they slide up behind it (fading out). Inside the data source's animated
// apply, the collection view starts the new child rows at their parent's top, behind
// every cell, and sends the hidden ones there.

/// The rows of one parent's children that an expansion shows or a collapse hides.
struct OutlineSlide {
    let section: Int
    /// The parent's item index, the same before and after (its children follow it).
    let parent: Int
    /// The children's item indexes: after the change when expanding, before it when
    /// collapsing.
    let children: Range<Int>
    let expanding: Bool

    /// Whether `key` is a child row this slide shows (`expanding`) or hides.
    func moves(_ key: ElementKey, expanding: Bool) -> Bool {
        key.kind == nil && key.indexPath.section == section && children.contains(key.indexPath.item) && self.expanding == expanding
    }
}

extension UICollectionView {
    /// The parent row's frame in the new layout.
    private func outlineParentFrame(_ slide: OutlineSlide) -> CGRect? {
        collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: slide.parent, section: slide.section))?.frame
    }

    /// Puts a new child row of an expansion at its parent's top, behind the cells, so
    /// the animation that follows slides it down to its place.
    func startOutlineChild(_ view: UICollectionReusableView, key: ElementKey) {
        guard let slide = outlineSlide, slide.moves(key, expanding: true), let parent = outlineParentFrame(slide) else { return }
        UIView.performWithoutAnimation {
            view.center.y = parent.minY + view.bounds.height / 2
            sendBehindCells(view)
        }
    }

    /// The child rows a collapse hides, sent behind the cells; `slideHiddenOutlineChildren`
    /// moves them, inside the animation.
    func hiddenOutlineChildren(_ leaving: [(ElementKey, UICollectionReusableView)]) -> [UICollectionReusableView] {
        guard let slide = outlineSlide, !slide.expanding else { return [] }
        let hidden = leaving.filter { slide.moves($0.0, expanding: false) }.map(\.1)
        hidden.forEach(sendBehindCells)
        return hidden
    }

    /// Moves the rows a collapse hides up to their parent's top (in the new layout).
    func slideHiddenOutlineChildren(_ views: [UICollectionReusableView]) {
        guard let slide = outlineSlide, !views.isEmpty, let parent = outlineParentFrame(slide) else { return }
        for view in views { view.center.y = parent.minY + view.bounds.height / 2 }
    }

    /// Puts `view` behind every cell, above the background view.
    private func sendBehindCells(_ view: UIView) {
        if let backgroundView, backgroundView.superview === self {
            insertSubview(view, aboveSubview: backgroundView)
        } else {
            insertSubview(view, at: 0)
        }
    }
}
