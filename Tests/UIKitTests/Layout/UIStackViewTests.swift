// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A view with a fixed intrinsic size, as a label or an image view reports one.
private final class NaturalView: UIView {
    var natural: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }
    init(_ width: CGFloat, _ height: CGFloat, hugging: Float? = nil, resistance: Float? = nil) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
        if let hugging { setContentHuggingPriority(UILayoutPriority(hugging), for: .horizontal) }
        if let resistance { setContentCompressionResistancePriority(UILayoutPriority(resistance), for: .horizontal) }
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { natural }
}

/// A stack with a frame of its own (the root of its tree, so it keeps that size).
@MainActor private func stack(_ views: [UIView], width: CGFloat = 300, height: CGFloat = 100,
                              axis: NSLayoutConstraint.Axis = .horizontal) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
    stack.axis = axis
    return stack
}

/// A stack pinned by its top-left corner inside a 400 × 400 container, so its size is
/// what its arranged views make it.
@MainActor private func freeStack(_ views: [UIView]) -> (container: UIView, stack: UIStackView) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
    ])
    return (container, stack)
}

@MainActor @Suite struct UIStackViewTests {
    @Test func defaultsAndArrangedSubviews() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.subviews.count == 2 && a.superview === stack)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        // Inserting an arranged view again moves it.
        stack.insertArrangedSubview(a, at: 2)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        // Removing from the arrangement keeps the subview; removing from the superview
        // takes it out of the arrangement too.
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews.count == 2 && c.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        // Out-of-range index: clamped, not a crash.
        stack.insertArrangedSubview(b, at: 99)
        #expect(stack.arrangedSubviews.last === b)
    }

    /// 300 wide, views 50 (hugging 250) and 60 (hugging 251), spacing 10: the 180 points
    /// left over (300 - 50 - 60 - 10) go to the view that hugs less: 230 and 60 at 240.
    /// Alignment fill: both 100 high.
    @Test func fillStretchesTheViewWithLowerHugging() {
        let a = NaturalView(50, 20, hugging: 250), b = NaturalView(60, 30, hugging: 251)
        let stack = stack([a, b])
        stack.spacing = 10
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 230, height: 100))
        #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 100))
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 10 })
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    /// 100 wide, views 80 (resistance 750) and 60 (751): 40 too many, taken from the view
    /// that resists less: 40 and 60 at 40.
    @Test func fillShrinksTheViewWithLowerCompressionResistance() {
        let a = NaturalView(80, 20, resistance: 750), b = NaturalView(60, 20, resistance: 751)
        let stack = stack([a, b], width: 100)
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(b.frame == CGRect(x: 40, y: 0, width: 60, height: 100))
    }

    /// Three views of 50, 60, 70 in 300 with spacing 15: each (300 - 2 × 15) / 3 = 90, at
    /// 0, 105, 210, whatever their intrinsic widths.
    @Test func fillEqually() {
        let views = [NaturalView(50, 20), NaturalView(60, 20), NaturalView(70, 20)]
        let stack = stack(views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 90, height: 100), CGRect(x: 105, y: 0, width: 90, height: 100),
                                       CGRect(x: 210, y: 0, width: 90, height: 100)])
    }

    /// Intrinsic widths 50, 100, 150 (total 300) in 620 with spacing 10: the 600 left for
    /// views is shared 1 : 2 : 3, so 100, 200, 300 at 0, 110, 320. Changing an intrinsic
    /// width re-shares: 150, 100, 150 (total 400) → 225, 150, 225 at 0, 235, 395.
    @Test func fillProportionallySharesByIntrinsicSize() {
        let views = [NaturalView(50, 20), NaturalView(100, 20), NaturalView(150, 20)]
        let stack = stack(views, width: 620)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 320])
        #expect(views.map(\.frame.width) == [100, 200, 300])
        views[0].natural.width = 150
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 235, 395])
        #expect(views.map(\.frame.width) == [225, 150, 225])
    }

    /// Widths 50, 60, 70 in 300, spacing 5: views keep their size and the two gaps share
    /// 300 - 180 = 120, 60 each: x 0, 110, 230. In 170 (less than 180 + 2 × 5) the gaps
    /// are the minimum 5 and the views shrink.
    @Test func equalSpacing() {
        let views = [NaturalView(50, 20), NaturalView(60, 20), NaturalView(70, 20)]
        let stack = stack(views)
        stack.distribution = .equalSpacing
        stack.spacing = 5
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 110, 230])
        #expect(views.map(\.frame.width) == [50, 60, 70])
        stack.frame.size.width = 170
        stack.layoutIfNeeded()
        let frames = views.map(\.frame)
        #expect(frames[1].minX - frames[0].maxX == 5 && frames[2].minX - frames[1].maxX == 5)
        #expect(frames[2].maxX == 170)
    }

    /// Widths 40, 60, 100 in 300: the first centre is at 20, the last at 300 - 50 = 250,
    /// so the middle one's centre is at 135 (x 105); the views keep their widths.
    @Test func equalCentering() {
        let views = [NaturalView(40, 20), NaturalView(60, 20), NaturalView(100, 20)]
        let stack = stack(views)
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 105, 200])
        #expect(views.map(\.frame.width) == [40, 60, 100])
        #expect(views.map(\.frame.midX) == [20, 135, 250])
    }

    /// A row 120 × 100 holding 50 × 20 and 60 × 40 with spacing 10 (so the row's width
    /// is exactly theirs): top puts both at y 0; centre at (100 - h) / 2 = 40 and 30;
    /// bottom at 100 - h = 80 and 60; fill makes both 100 high.
    @Test(arguments: [
        (UIStackView.Alignment.top, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 60, y: 0, width: 60, height: 40)]),
        (.center, [CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 60, y: 30, width: 60, height: 40)]),
        (.bottom, [CGRect(x: 0, y: 80, width: 50, height: 20), CGRect(x: 60, y: 60, width: 60, height: 40)]),
        (.fill, [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100)]),
    ])
    func rowAlignment(_ alignment: UIStackView.Alignment, _ expected: [CGRect]) {
        let views = [NaturalView(50, 20), NaturalView(60, 40)]
        let stack = stack(views, width: 120)
        stack.spacing = 10
        stack.alignment = alignment
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == expected)
    }

    /// A column 100 × 70 holding 50 × 20 and 60 × 40 with spacing 10: leading at x 0,
    /// centre at (100 - w) / 2 = 25 and 20, trailing at 100 - w = 50 and 40.
    @Test(arguments: [
        (UIStackView.Alignment.leading, [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0, y: 30, width: 60, height: 40)]),
        (.center, [CGRect(x: 25, y: 0, width: 50, height: 20), CGRect(x: 20, y: 30, width: 60, height: 40)]),
        (.trailing, [CGRect(x: 50, y: 0, width: 50, height: 20), CGRect(x: 40, y: 30, width: 60, height: 40)]),
    ])
    func columnAlignment(_ alignment: UIStackView.Alignment, _ expected: [CGRect]) {
        let views = [NaturalView(50, 20), NaturalView(60, 40)]
        let stack = stack(views, width: 100, height: 70, axis: .vertical)
        stack.spacing = 10
        stack.alignment = alignment
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == expected)
    }

    /// Labels in 12 and 30 point fonts on a first baseline: the baseline sits at the larger
    /// ascender A30 below the row's top, so the small label's top is A30 - A12 and the
    /// large one's 0. On the last baseline the bottoms minus the descents line up, and the
    /// label that reaches lowest touches the bottom.
    @Test func baselineAlignment() {
        let small = UILabel(), large = UILabel()
        small.text = "Small"
        small.font = UIFont.systemFont(ofSize: 12)
        large.text = "Large"
        large.font = UIFont.systemFont(ofSize: 30)
        let (container, stack) = freeStack([small, large])
        stack.alignment = .firstBaseline
        container.layoutIfNeeded()
        let a12 = small.font.ascender, a30 = large.font.ascender
        #expect(abs(small.frame.minY - (a30 - a12)) < 0.5)
        #expect(large.frame.minY == 0)
        #expect(abs(small.frame.minY + a12 - (large.frame.minY + a30)) < 0.5)

        stack.alignment = .lastBaseline
        container.layoutIfNeeded()
        let d12 = -small.font.descender, d30 = -large.font.descender
        #expect(abs((small.frame.maxY - d12) - (large.frame.maxY - d30)) < 0.5)
        #expect(max(small.frame.maxY, large.frame.maxY) == stack.bounds.height)
        #expect(min(small.frame.minY, large.frame.minY) == 0)
    }

    /// Three 50 × 20 views with spacing 10 in a free stack: 50 + 10 + 50 + 10 + 50 = 170
    /// wide. Hiding the middle one leaves 50 + 10 + 50 = 110 with the last at 60 and the
    /// hidden one 0 wide; showing it restores 170.
    @Test func hiddenViewsCollapseAndComeBack() {
        let views = [NaturalView(50, 20), NaturalView(50, 20), NaturalView(50, 20)]
        let (container, stack) = freeStack(views)
        stack.spacing = 10
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 170, height: 20))
        #expect(views.map(\.frame.minX) == [0, 60, 120])
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(stack.frame.width == 110)
        #expect(views[2].frame.minX == 60 && views[1].frame.width == 0)
        #expect(stack.arrangedSubviews.count == 3)
        views[1].isHidden = false
        container.layoutIfNeeded()
        #expect(stack.frame.width == 170)
        #expect(views.map(\.frame.minX) == [0, 60, 120])
        // Hiding every view collapses the stack along the axis.
        for view in views { view.isHidden = true }
        container.layoutIfNeeded()
        #expect(stack.frame.width == 0)
    }

    /// Hiding inside `UIView.animate` (2 s, linear) slides the last view from x 120 to 60:
    /// the model frame moves at once and the presentation is half way, 90, after 1 s.
    @Test func hidingInsideAnAnimationBlockAnimates() {
        let views = [NaturalView(50, 20), NaturalView(50, 20), NaturalView(50, 20)]
        let (container, stack) = freeStack(views)
        stack.spacing = 10
        container.layoutIfNeeded()
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            views[1].isHidden = true
        })
        #expect(views[2].frame.minX == 60)
        showAnimationFrame(at: 500)
        showAnimationFrame(at: 501)
        #expect(views[2].layer.presentation()?.frame.minX == 90)
        // Past the end: the animation is over and leaves the shared clock idle.
        showAnimationFrame(at: 503)
        #expect(views[2].layer.animationKeys()?.isEmpty ?? true)
    }

    /// Three 50-wide views, spacing 10, 30 custom after the first and the system spacing
    /// (8) after the second: x 0, 50 + 30 = 80, 80 + 50 + 8 = 138.
    @Test func customSpacing() {
        let views = [NaturalView(50, 20), NaturalView(50, 20), NaturalView(50, 20)]
        let (container, stack) = freeStack(views)
        stack.spacing = 10
        stack.setCustomSpacing(30, after: views[0])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 80, 138])
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[2]) == UIStackView.spacingUseDefault)
        // Back to the stack's spacing: 0, 60, 120.
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        stack.setCustomSpacing(.nan, after: views[1])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 120])
        // Spacing after a hidden view goes: hiding the middle one leaves the first's 10.
        stack.setCustomSpacing(40, after: views[1])
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(views[2].frame.minX == 60)
    }

    /// Margins top 10, left 20, bottom 30, right 40 in 300 × 100, two views filling
    /// equally: the canvas is 240 × 60 at (20, 10), so 120 each at x 20 and 140.
    @Test func layoutMarginsRelativeArrangement() {
        let views = [NaturalView(50, 20), NaturalView(70, 20)]
        let stack = stack(views)
        stack.distribution = .fillEqually
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 20, y: 10, width: 120, height: 60), CGRect(x: 140, y: 10, width: 120, height: 60)])
        stack.isLayoutMarginsRelativeArrangement = false
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 150, height: 100), CGRect(x: 150, y: 0, width: 150, height: 100)])
    }

    /// A column (spacing 10, leading) holding a row of two 40 × 20 views (spacing 5) and
    /// a 100 × 30 view: the row is 40 + 5 + 40 = 85 × 20 at the top, the view at
    /// y 20 + 10 = 30, and the column 100 × 60; its fitting size says the same.
    @Test func nestedStacks() {
        let left = NaturalView(40, 20), right = NaturalView(40, 20), wide = NaturalView(100, 30)
        let row = UIStackView(arrangedSubviews: [left, right])
        row.spacing = 5
        let (container, column) = freeStack([row, wide])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 10
        container.layoutIfNeeded()
        #expect(!row.translatesAutoresizingMaskIntoConstraints)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 85, height: 20))
        #expect(right.frame == CGRect(x: 45, y: 0, width: 40, height: 20))
        #expect(wide.frame == CGRect(x: 0, y: 30, width: 100, height: 30))
        #expect(column.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
        #expect(column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 60))
        // Hiding a view inside the inner row shrinks both stacks: the row is 40 wide.
        right.isHidden = true
        container.layoutIfNeeded()
        #expect(row.frame.width == 40)
    }

    /// Changing the axis rebuilds: the same two 50 × 20 views, spacing 10, in a column.
    @Test func axisChangeRebuildsTheConstraints() {
        let views = [NaturalView(50, 20), NaturalView(50, 20)]
        let (container, stack) = freeStack(views)
        stack.spacing = 10
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 110, height: 20))
        stack.axis = .vertical
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 50, height: 50))
        #expect(views[1].frame == CGRect(x: 0, y: 30, width: 50, height: 20))
        #expect(stack.spacing == 10)
        stack.spacing = .infinity
        #expect(stack.spacing == 0)
    }

    /// A free stack with margins 5, 6, 7, 8 (top, left, bottom, right) arranged inside
    /// them: two 50 × 20 views with spacing 4 make it 6 + 50 + 4 + 50 + 8 = 118 wide and
    /// 5 + 20 + 7 = 32 high, the first view at (6, 5).
    @Test func marginsAddToAFreeStacksSize() {
        let views = [NaturalView(50, 20), NaturalView(50, 20)]
        let (container, stack) = freeStack(views)
        stack.spacing = 4
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        stack.isLayoutMarginsRelativeArrangement = true
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 118, height: 32))
        #expect(views[0].frame == CGRect(x: 6, y: 5, width: 50, height: 20))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 118, height: 32))
    }

    /// A column 80 × 200 filling equally with spacing 20: (200 - 40) / 3 = 53.33 each,
    /// rounded to pixels at scale 1: tops 0, 73.33 → 73, 146.67 → 147; widths 80 (fill).
    /// Taking the middle view out of the arrangement gives (200 - 20) / 2 = 90 each; it
    /// stays a subview.
    @Test func columnFillsEquallyAndRemovingRearranges() {
        let views = [NaturalView(10, 10), NaturalView(20, 20), NaturalView(30, 30)]
        let stack = stack(views, width: 80, height: 200, axis: .vertical)
        stack.distribution = .fillEqually
        stack.spacing = 20
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 73, 147])
        #expect(views.allSatisfy { $0.frame.width == 80 })
        stack.removeArrangedSubview(views[1])
        stack.layoutIfNeeded()
        #expect(views[1].superview === stack)
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 80, height: 90))
        #expect(views[2].frame == CGRect(x: 0, y: 110, width: 80, height: 90))
        #expect(!stack.constraints.contains { $0.firstItem === views[1] || $0.secondItem === views[1] })
    }

    /// The generated constraints are active and named as UIKit names them (those between
    /// views live on the stack; one-view ones on the view), and a hidden view gets a
    /// zero-length "UISV-hiding" constraint.
    @Test func generatedConstraintsAreNamedAndInstalledOnTheStack() {
        let views = [NaturalView(50, 20), NaturalView(50, 20)]
        let stack = stack(views)
        views[1].isHidden = true
        stack.layoutIfNeeded()
        let names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names.isSuperset(of: ["UISV-canvas-connection", "UISV-alignment", "UISV-hiding"]))
        let generated = stack.arrangementConstraints
        let allActive = generated.allSatisfy { $0.isActive }
        let hiding = generated.contains { $0.identifier == "UISV-hiding" && $0.firstItem === views[1] && $0.firstAttribute == .width && $0.constant == 0 }
        #expect(allActive && hiding)
        #expect(views[0].frame.width == 300 && views[1].frame.width == 0)
    }

    /// A row aligned on the first baseline holding a 30-point label and a column of a
    /// 12-point label over a 30 × 30 view: the column's first baseline is its first
    /// label's, so the big label's baseline (at its ascender A30 when it sits at the top)
    /// meets the small label's: the column's top is A30 - A12 below the row's. Hiding the
    /// small label moves the column's baseline to the view below it.
    @Test func nestedStackBaselinesComeFromTheirArrangedViews() {
        let large = UILabel(), small = UILabel()
        large.text = "Title"
        large.font = UIFont.systemFont(ofSize: 30)
        small.text = "detail"
        small.font = UIFont.systemFont(ofSize: 12)
        let column = UIStackView(arrangedSubviews: [small, NaturalView(30, 30)])
        column.axis = .vertical
        column.alignment = .leading
        let (container, row) = freeStack([large, column])
        row.alignment = .firstBaseline
        row.spacing = 8
        container.layoutIfNeeded()
        let a30 = large.font.ascender, a12 = small.font.ascender
        #expect(large.frame.minY == 0)
        #expect(abs(column.frame.minY - (a30 - a12)) < 0.5)
        #expect(abs((column.frame.minY + small.frame.minY + a12) - (large.frame.minY + a30)) < 0.5)
        // With the small label hidden the column's baseline is the plain view's bottom,
        // 30 below the column's top.
        small.isHidden = true
        container.layoutIfNeeded()
        #expect(abs((column.frame.minY + 30) - (large.frame.minY + a30)) < 0.5)
    }

    /// A free stack sizes itself to its views with the smallest gaps the distribution
    /// allows. Equal spacing, widths 50 and 60, spacing 7: 50 + 7 + 60 = 117. Equal
    /// centring, widths 40, 60, 100, spacing 0: with x1 and x2 the later views' left
    /// edges, equal steps between centres (x1 + 30 - 20 = x2 + 50 - x1 - 30) give
    /// x2 = 2 x1 - 10, and x2 ≥ x1 + 60 gives x1 ≥ 70; the tightest is x1 70, x2 130,
    /// 230 wide.
    @Test func freeStacksTakeTheSmallestGaps() {
        let pair = [NaturalView(50, 20), NaturalView(60, 20)]
        let (container, spaced) = freeStack(pair)
        spaced.distribution = .equalSpacing
        spaced.spacing = 7
        container.layoutIfNeeded()
        #expect(spaced.frame.width == 117 && pair[1].frame.minX == 57)

        let trio = [NaturalView(40, 20), NaturalView(60, 20), NaturalView(100, 20)]
        let (other, centred) = freeStack(trio)
        centred.distribution = .equalCentering
        other.layoutIfNeeded()
        #expect(trio.map(\.frame.minX) == [0, 70, 130])
        #expect(centred.frame.width == 230)
    }
}
