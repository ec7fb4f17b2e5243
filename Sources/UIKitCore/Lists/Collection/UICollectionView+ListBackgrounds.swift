// Vitrine — Apache License 2.0
// What a list section shows behind itself: its configuration's `backgroundColor`, or the
// appearance's (the grouped background behind an inset grouped list's white rows), from
// the section's top to its bottom across the whole width, as iOS draws a list section's
// background behind its cells. Space outside the sections (inter-section spacing, the
// overscroll above and below) shows the collection view's own background.
//
// Each background is a plain layer (nothing drawn, a fill) behind every subview: the
// collection view keeps one per list section and sets its frame and colour at each
// layout pass, so scrolling moves it with the content without redrawing anything.

/// A list section's background, as the compositional layout placed it.
struct ListSectionBackground {
    let section: Int
    /// The section's extent in the collection view's content.
    let frame: CGRect
    let color: UIColor
}

extension UICollectionView {
    /// Gives each list section of the layout a background layer, behind the background
    /// view's content and every cell, and removes the layers of sections that left.
    func updateListBackgrounds() {
        let wanted = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listSectionBackgrounds ?? []
        while listBackgroundLayers.count > wanted.count {
            listBackgroundLayers.removeLast().removeFromSuperlayer()
        }
        let traits = traitCollection
        for (index, background) in wanted.enumerated() {
            let layer: CALayer
            if index < listBackgroundLayers.count {
                layer = listBackgroundLayers[index]
            } else {
                layer = CALayer()
                listBackgroundLayers.append(layer)
            }
            if layer.superlayer !== self.layer {
                // Above the background view, if any, below everything else.
                if let backgroundView, backgroundView.superview === self {
                    self.layer.insertSublayer(layer, above: backgroundView.layer)
                } else {
                    self.layer.insertSublayer(layer, at: 0)
                }
            }
            if layer.frame != background.frame { layer.frame = background.frame }
            let color = background.color.resolvedColor(with: traits).cgColor
            if layer.backgroundColor != color { layer.backgroundColor = color }
        }
    }
}
