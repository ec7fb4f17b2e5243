// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A view with a fixed intrinsic size, as a label or an image view reports one.
private final class SizedView: UIView {
    let natural: CGSize
    init(_ width: CGFloat, _ height: CGFloat, hugging: Float? = nil) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
        if let hugging { setContentHuggingPriority(UILayoutPriority(hugging), for: .horizontal) }
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { natural }
}

/// A rectangle's mirror image about the vertical centre line of a `width`-wide view.
private func mirrored(_ rect: CGRect, in width: CGFloat) -> CGRect {
    CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
}

/// A stack pinned by its leading and top edges inside a 400 × 400 container that lays out
/// left to right, so its size is what its arranged views make it.
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

/// Right-to-left stack views (`semanticContentAttribute = .forceRightToLeft`): a row runs
/// from its leading (right) edge to its trailing (left) edge, so its frames are the mirror
/// image of the left-to-right ones about the stack's width; leading and trailing
/// constraints take the direction of the view they belong to, left and right never flip.
@MainActor @Suite struct StackViewRightToLeftTests {
    /// Three views (50, 60 and 70 wide; 20, 30 and 40 high), spacing 10 and 25 after the
    /// first, in a 300 × 100 row: for every distribution and alignment the right-to-left
    /// frames are the left-to-right ones mirrored about x = 150, and back again.
    @Test(arguments: [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering],
          [UIStackView.Alignment.fill, .top, .center, .bottom])
    func rowMirrorsForEveryDistributionAndAlignment(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment) {
        let views = [SizedView(50, 20), SizedView(60, 30, hugging: 251), SizedView(70, 40, hugging: 252)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.spacing = 10
        stack.setCustomSpacing(25, after: views[0])
        stack.distribution = distribution
        stack.alignment = alignment
        stack.layoutIfNeeded()
        let leftToRight = views.map(\.frame)
        stack.semanticContentAttribute = .forceRightToLeft
        #expect(stack.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == leftToRight.map { mirrored($0, in: 300) })
        stack.semanticContentAttribute = .forceLeftToRight
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == leftToRight)
    }

    /// The same row with fill, worked out: 300 - 50 - 60 - 70 - 25 - 10 = 85 spare points
    /// go to the first view, which hugs least: 135 wide. Left to right x = 0, 160, 230;
    /// right to left the first view's right edge is the stack's: x = 165, 80 (165 - 25 -
    /// 60) and 0 (80 - 10 - 70).
    @Test func rowRunsFromTheRightEdge() {
        let views = [SizedView(50, 20), SizedView(60, 30, hugging: 251), SizedView(70, 40, hugging: 252)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.spacing = 10
        stack.setCustomSpacing(25, after: views[0])
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 160, 230])
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 165, y: 0, width: 135, height: 100), CGRect(x: 80, y: 0, width: 60, height: 100),
                                       CGRect(x: 0, y: 0, width: 70, height: 100)])
        // The arranged views keep their own direction: only the stack was forced.
        #expect(views.allSatisfy { $0.effectiveUserInterfaceLayoutDirection == .leftToRight })
    }

    /// Directional margins leading 20, trailing 40 in 300 × 100 (top 10, bottom 30), two
    /// views filling equally: left to right the canvas runs from 20 to 260 (views at 20
    /// and 140, 120 each); right to left the leading margin is on the right, the canvas
    /// runs from 40 to 280, the first view at 160 and the second at 40.
    @Test func layoutMarginsRelativeArrangementMirrors() {
        let views = [SizedView(50, 20), SizedView(70, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.distribution = .fillEqually
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 20, y: 10, width: 120, height: 60), CGRect(x: 140, y: 10, width: 120, height: 60)])
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 160, y: 10, width: 120, height: 60), CGRect(x: 40, y: 10, width: 120, height: 60)])
    }

    /// A column 100 × 70 holding 50 × 20 and 60 × 40: right to left, leading alignment
    /// puts each view against the right edge (x = 100 - w: 50 and 40), trailing against
    /// the left (0), and centre stays at (100 - w) / 2.
    @Test(arguments: [
        (UIStackView.Alignment.leading, [CGFloat(50), 40]),
        (.trailing, [0, 0]),
        (.center, [25, 20]),
    ])
    func columnAlignmentMirrors(_ alignment: UIStackView.Alignment, _ expectedX: [CGFloat]) {
        let views = [SizedView(50, 20), SizedView(60, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 70)
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = alignment
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == expectedX)
        #expect(views.map(\.frame.minY) == [0, 30])
    }

    /// Labels in 12 and 30 point fonts on a first baseline in a free stack (spacing 8):
    /// right to left the small label comes last on the left, the baselines still line up,
    /// and the frames are the left-to-right ones mirrored about the stack's width.
    @Test func baselineAlignedRowMirrors() {
        let small = UILabel(), large = UILabel()
        small.text = "Small"
        small.font = UIFont.systemFont(ofSize: 12)
        large.text = "Large"
        large.font = UIFont.systemFont(ofSize: 30)
        let (container, stack) = freeStack([small, large])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        container.layoutIfNeeded()
        let frames = [small.frame, large.frame]
        let width = stack.frame.width
        stack.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        #expect(stack.frame.width == width)
        #expect([small.frame, large.frame] == frames.map { mirrored($0, in: width) })
        #expect(small.frame.minX > large.frame.maxX)
        #expect(abs(small.frame.minY + small.font.ascender - (large.frame.minY + large.font.ascender)) < 0.5)
    }

    /// A right-to-left row (spacing 10) holding an inner row of two 40 × 20 views
    /// (spacing 5, 85 wide) and a 100 × 30 view: the outer row is 195 wide and pinned 10
    /// from its container's leading (left) edge, which lays out left to right. The inner
    /// row comes first, on the right (x = 195 - 85 = 110), the wide view at 0. The inner
    /// row keeps its own direction: its first view on the left (0, then 45); forced right
    /// to left as well, its first view moves to 45 and the second to 0.
    @Test func nestedStacksTakeTheirOwnDirection() {
        let first = SizedView(40, 20), second = SizedView(40, 20), wide = SizedView(100, 30)
        let inner = UIStackView(arrangedSubviews: [first, second])
        inner.spacing = 5
        let (container, outer) = freeStack([inner, wide])
        outer.spacing = 10
        outer.alignment = .top
        outer.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 10, y: 20, width: 195, height: 30))
        #expect(inner.frame == CGRect(x: 110, y: 0, width: 85, height: 20))
        #expect(wide.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(first.frame.minX == 0 && second.frame.minX == 45)
        inner.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        #expect(first.frame.minX == 45 && second.frame.minX == 0)
        #expect(inner.frame == CGRect(x: 110, y: 0, width: 85, height: 20))
    }

    /// Hiding the middle of three 50 × 20 views (spacing 10) in a free right-to-left row:
    /// 170 wide, first view on the right at 120; hidden, the row is 110 wide and the last
    /// view moves to 0 next to the first at 60.
    @Test func hiddenViewCollapsesRightToLeft() {
        let views = [SizedView(50, 20), SizedView(50, 20), SizedView(50, 20)]
        let (container, stack) = freeStack(views)
        stack.spacing = 10
        stack.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 170, height: 20))
        #expect(views.map(\.frame.minX) == [120, 60, 0])
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(stack.frame.width == 110)
        #expect(views[0].frame.minX == 60 && views[2].frame.minX == 0 && views[1].frame.width == 0)
    }

    /// In a 300-wide container forced right to left (its subviews left as they are):
    /// leading + 10 puts a 50-wide view at x = 300 - 10 - 50 = 240 and trailing - 10 puts
    /// another at 10; left + 10 stays at 10 and right - 10 at 300 - 10 - 50 = 240, as
    /// left and right never flip. Back to left to right the leading ones return.
    @Test func leadingAndTrailingFollowTheContainerLeftAndRightNeverFlip() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let leading = UIView(), trailing = UIView(), left = UIView(), right = UIView()
        for (index, view) in [leading, trailing, left, right].enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 50),
                view.heightAnchor.constraint(equalToConstant: 20),
                view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index) * 30),
            ])
        }
        NSLayoutConstraint.activate([
            leading.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            trailing.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            left.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            right.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -10),
        ])
        container.layoutIfNeeded()
        #expect([leading, trailing, left, right].map(\.frame.minX) == [10, 240, 10, 240])
        container.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        #expect([leading, trailing, left, right].map(\.frame.minX) == [240, 10, 10, 240])
        container.semanticContentAttribute = .unspecified
        container.layoutIfNeeded()
        #expect([leading, trailing, left, right].map(\.frame.minX) == [10, 240, 10, 240])
    }

    /// A view's own leading-to-trailing distance (anchorWithOffset) is its width in either
    /// direction, and centre X against leading mirrors with the rest of the constraint:
    /// in a right-to-left 300-wide container, centreX == leading + 100 puts a 40-wide
    /// view's centre 100 in from the right: x = 300 - 100 - 20 = 180.
    @Test func centreAgainstLeadingMirrors() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        container.semanticContentAttribute = .forceRightToLeft
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: container.leadingAnchor, constant: 100),
            view.leadingAnchor.anchorWithOffset(to: view.trailingAnchor).constraint(equalToConstant: 40),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 180, y: 0, width: 40, height: 20))
    }
}
