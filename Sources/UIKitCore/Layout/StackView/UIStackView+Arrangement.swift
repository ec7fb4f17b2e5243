// Vitrine — Apache License 2.0
// The constraints a stack view generates, named with UIKit's identifiers ("UISV-…") so
// they read the same in logs. Along the axis ("leading" below is the top of a vertical
// stack): the first visible view's leading edge and the last one's trailing edge meet
// the canvas (the bounds, or the layout-margins guide), and each gap follows the
// distribution. Across the axis each view follows the alignment. A hidden view keeps
// its place in the order with zero length and no spacing around it.
//
// Priorities UIKit does not document, Vitrine's choices: fill-proportionally and
// equal-centering lengths at 999 (so they win over compression resistance but give way
// to the canvas); the canvas's cross size pulled to the tallest view at 51 (just above
// fitting-size pulls, so an unconstrained stack fits its views); gaps pulled to their
// minimum at 49 and views pulled to the canvas edge at 49 (only to settle what would
// otherwise be ambiguous); a view with no size across the axis pulled to zero at 25.

extension UIStackView {
    /// The attributes of one axis.
    private struct Edges {
        let leading: NSLayoutConstraint.Attribute
        let trailing: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute

        static let horizontal = Edges(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
        static let vertical = Edges(leading: .top, trailing: .bottom, size: .height, center: .centerY)
    }

    private static func constraint(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                                    _ relation: NSLayoutConstraint.Relation = .equal,
                                    _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
                                    multiplier: CGFloat = 1, constant: CGFloat = 0,
                                    priority: UILayoutPriority = .required, _ identifier: String) -> NSLayoutConstraint {
        let result = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                        toItem: second, attribute: secondAttribute, multiplier: multiplier, constant: constant)
        result.priority = priority
        result.identifier = identifier
        return result
    }

    /// `second.attribute - first.attribute`, as a dimension (the gap between two anchors).
    private static func distance(from first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute,
                                 to second: UIView, _ secondAttribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(item: second, attribute: secondAttribute, base: (item: first, attribute: firstAttribute))
    }

    /// The constraints for the current views, axis, distribution and alignment.
    func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let views = arrangedSubviews.filter { $0.superview === self }
        guard !views.isEmpty else { return [] }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = axis == .horizontal ? Edges.horizontal : Edges.vertical
        let across = axis == .horizontal ? Edges.vertical : Edges.horizontal
        let visible = views.filter { !$0.isHidden }
        var result: [NSLayoutConstraint] = []

        // Along the axis: the ends meet the canvas, hidden views collapse where they are.
        if let first = visible.first, let last = visible.last {
            result.append(Self.constraint(first, along.leading, .equal, canvas, along.leading, constant: 0, priority: .required, "UISV-canvas-connection"))
            result.append(Self.constraint(canvas, along.trailing, .equal, last, along.trailing, constant: 0, priority: .required, "UISV-canvas-connection"))
        }
        var previousVisible: UIView?
        for view in views where view.isHidden {
            result.append(Self.constraint(view, along.size, .equal, nil, .notAnAttribute, constant: 0, priority: .required, "UISV-hiding"))
        }
        for view in views {
            if view.isHidden {
                if let previousVisible {
                    result.append(Self.constraint(view, along.leading, .equal, previousVisible, along.trailing, constant: 0, priority: .required, "UISV-hiding"))
                } else {
                    result.append(Self.constraint(view, along.leading, .equal, canvas, along.leading, constant: 0, priority: .required, "UISV-hiding"))
                }
            } else {
                previousVisible = view
            }
        }
        result += distributionConstraints(visible, canvas: canvas, along: along)

        // Across the axis: the alignment, for every arranged view.
        result += alignmentConstraints(views, visible: visible, canvas: canvas, across: across)
        return result
    }

    private func distributionConstraints(_ visible: [UIView], canvas: AnyObject, along: Edges) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        let pairs = zip(visible, visible.dropFirst()).map { ($0, $1) }
        let gaps = pairs.map { resolvedSpacing(after: $0.0) }
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for ((previous, next), gap) in zip(pairs, gaps) {
                result.append(Self.constraint(next, along.leading, .equal, previous, along.trailing, constant: gap, priority: .required, "UISV-spacing"))
            }
        case .equalSpacing, .equalCentering:
            for ((previous, next), gap) in zip(pairs, gaps) {
                result.append(Self.constraint(next, along.leading, .greaterThanOrEqual, previous, along.trailing, constant: gap, priority: .required, "UISV-spacing"))
                result.append(Self.constraint(next, along.leading, .equal, previous, along.trailing, constant: gap, priority: 49, "UISV-spacing-fit"))
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            guard let first = visible.first else { break }
            for view in visible.dropFirst() {
                result.append(Self.constraint(view, along.size, .equal, first, along.size, constant: 0, priority: .required, "UISV-fill-equally"))
            }
        case .fillProportionally:
            // Each view's share of the canvas (less the gaps) is its share of the views'
            // natural lengths: length = (canvas - gaps) × natural / Σ natural.
            let naturals = visible.map { naturalLength(of: $0) }
            let total = naturals.reduce(0, +)
            guard total > 0 else { break }
            let totalGaps = gaps.reduce(0, +)
            for (view, natural) in zip(visible, naturals) {
                let share = natural / total
                result.append(Self.constraint(view, along.size, .equal, canvas, along.size, multiplier: share, constant: -share * totalGaps,
                                   priority: 999, "UISV-fill-proportionally"))
            }
        case .equalSpacing:
            // Every gap as long as the first.
            guard let (firstPrevious, firstNext) = pairs.first else { break }
            let firstGap = Self.distance(from: firstPrevious, along.trailing, to: firstNext, along.leading)
            for (previous, next) in pairs.dropFirst() {
                let gap = Self.distance(from: previous, along.trailing, to: next, along.leading)
                let equal = gap.constraint(equalTo: firstGap)
                equal.identifier = "UISV-distributing"
                result.append(equal)
            }
        case .equalCentering:
            // Every centre-to-centre distance as long as the first.
            guard let (firstPrevious, firstNext) = pairs.first else { break }
            let firstStep = Self.distance(from: firstPrevious, along.center, to: firstNext, along.center)
            for (previous, next) in pairs.dropFirst() {
                let step = Self.distance(from: previous, along.center, to: next, along.center)
                let equal = step.constraint(equalTo: firstStep)
                equal.priority = 999
                equal.identifier = "UISV-distributing"
                result.append(equal)
            }
        }
        return result
    }

    /// A view's natural length along the axis for fill-proportionally: its intrinsic
    /// length, or for a view without one its current length (Vitrine's choice).
    private func naturalLength(of view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let length = axis == .horizontal ? intrinsic.width : intrinsic.height
        if length != UIView.noIntrinsicMetric, length.isFinite { return max(length, 0) }
        return max(axis == .horizontal ? view.bounds.width : view.bounds.height, 0)
    }

    private func alignmentConstraints(_ views: [UIView], visible: [UIView], canvas: AnyObject, across: Edges) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        // Baselines only line up in a row; a column with baseline alignment fills.
        var alignment = alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        if alignment != .fill, !visible.isEmpty {
            result.append(Self.constraint(canvas, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: 51, "UISV-spanning-fit"))
        }
        let baselineReference = visible.first ?? views[0]
        for view in views {
            // Visible views keep inside the canvas; a hidden one may stick out.
            let contains = !view.isHidden
            switch alignment {
            case .fill:
                result.append(Self.constraint(view, across.leading, .equal, canvas, across.leading, constant: 0, priority: .required, "UISV-alignment"))
                result.append(Self.constraint(view, across.trailing, .equal, canvas, across.trailing, constant: 0, priority: .required, "UISV-alignment"))
            case .leading:
                result.append(Self.constraint(view, across.leading, .equal, canvas, across.leading, constant: 0, priority: .required, "UISV-alignment"))
                if contains {
                    result.append(Self.constraint(canvas, across.trailing, .greaterThanOrEqual, view, across.trailing, constant: 0, priority: .required, "UISV-spanning-boundary"))
                }
            case .trailing:
                result.append(Self.constraint(view, across.trailing, .equal, canvas, across.trailing, constant: 0, priority: .required, "UISV-alignment"))
                if contains {
                    result.append(Self.constraint(view, across.leading, .greaterThanOrEqual, canvas, across.leading, constant: 0, priority: .required, "UISV-spanning-boundary"))
                }
            case .center:
                result.append(Self.constraint(view, across.center, .equal, canvas, across.center, constant: 0, priority: .required, "UISV-alignment"))
                if contains {
                    result.append(Self.constraint(view, across.leading, .greaterThanOrEqual, canvas, across.leading, constant: 0, priority: .required, "UISV-spanning-boundary"))
                }
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== baselineReference, contains {
                    result.append(Self.constraint(view, baseline, .equal, baselineReference, baseline, constant: 0, priority: .required, "UISV-alignment"))
                }
                if contains {
                    result.append(Self.constraint(view, .top, .greaterThanOrEqual, canvas, .top, constant: 0, priority: .required, "UISV-spanning-boundary"))
                    result.append(Self.constraint(canvas, .bottom, .greaterThanOrEqual, view, .bottom, constant: 0, priority: .required, "UISV-spanning-boundary"))
                    // Rows aligned on the first baseline sit as high as they can, on the
                    // last as low as they can.
                    if alignment == .firstBaseline {
                        result.append(Self.constraint(view, .top, .equal, canvas, .top, constant: 0, priority: 49, "UISV-baseline-settle"))
                    } else {
                        result.append(Self.constraint(canvas, .bottom, .equal, view, .bottom, constant: 0, priority: 49, "UISV-baseline-settle"))
                    }
                } else {
                    result.append(Self.constraint(view, .top, .equal, canvas, .top, constant: 0, priority: .required, "UISV-hiding"))
                }
            }
            if alignment != .fill {
                result.append(Self.constraint(view, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: 25, "UISV-ambiguity-suppression"))
            }
        }
        return result
    }
}
