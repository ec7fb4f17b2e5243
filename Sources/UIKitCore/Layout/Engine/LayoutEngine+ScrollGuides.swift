// Vitrine — Apache License 2.0
// A scroll view's two guides in the engine. The content guide starts at the content's
// origin (the scroll view's bounds coordinates, where its subviews' frames live) and takes
// whatever size the app's constraints give it; that size becomes `contentSize`. Where no
// constraint sizes it, a preference far below any priority keeps the size the scroll view
// has. The frame guide is the scroll view's visible rectangle: it sits at the content
// offset, so a view pinned to it stays put while the content scrolls.

extension LayoutEngine {
    func scrollGuideConstraints(_ kind: UILayoutGuide.Kind, of scrollView: UIScrollView, item: Item, parent: Item,
                                name: @escaping Label) -> [(LinearConstraint, Label)] {
        func equal(_ terms: [(variable: LayoutVariable, coefficient: Double)], _ constant: CGFloat,
                   _ strength: Double = SimplexSolver.required) -> LinearConstraint {
            LinearConstraint(terms: terms, constant: -Double(constant), relation: .equal, strength: strength)
        }
        if kind == .scrollFrame {
            let offset = scrollView.bounds.origin
            return [
                (equal([(item.minX, 1), (parent.minX, -1)], offset.x), { "\(name()).left == contentOffset.x \(offset.x)>" }),
                (equal([(item.minY, 1), (parent.minY, -1)], offset.y), { "\(name()).top == contentOffset.y \(offset.y)>" }),
                (equal([(item.width, 1), (parent.width, -1)], 0), { "\(name()).width == owner.width>" }),
                (equal([(item.height, 1), (parent.height, -1)], 0), { "\(name()).height == owner.height>" }),
            ]
        }
        let size = scrollView.contentSize
        // Far below `fittingSizeLevel`: only an unconstrained axis follows it.
        let keep = UILayoutPriority(1).solverStrength / 1000
        return [
            (equal([(item.minX, 1), (parent.minX, -1)], 0), { "\(name()).left == content.left>" }),
            (equal([(item.minY, 1), (parent.minY, -1)], 0), { "\(name()).top == content.top>" }),
            (LinearConstraint(terms: [(item.width, 1)], constant: 0, relation: .greaterThanOrEqual, strength: SimplexSolver.required),
             { "\(name()).width >= 0>" }),
            (LinearConstraint(terms: [(item.height, 1)], constant: 0, relation: .greaterThanOrEqual, strength: SimplexSolver.required),
             { "\(name()).height >= 0>" }),
            (equal([(item.width, 1)], size.width, keep), { "\(name()).width == contentSize.width \(size.width)>" }),
            (equal([(item.height, 1)], size.height, keep), { "\(name()).height == contentSize.height \(size.height)>" }),
        ]
    }

    /// Gives each scroll view of this tree whose content guide is in the engine the
    /// guide's solved size as its `contentSize` (visiting those guides only, not every view).
    func applyScrollContentSizes() {
        // The size comes from the guide: it must not re-derive the guide's preference.
        Self.isApplyingFrames = true
        defer { Self.isApplyingFrames = false }
        for item in scrollContentGuides {
            guard let guide = item.object as? UILayoutGuide, let scrollView = guide.owningView as? UIScrollView,
                  let frame = frame(of: guide, in: scrollView) else { continue }
            if scrollView.contentSize != frame.size { scrollView.contentSize = frame.size }
        }
    }
}
