// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A view with a fixed natural size, as a label or button reports one.
private final class SizedView: UIView {
    var natural: CGSize
    init(_ natural: CGSize) {
        self.natural = natural
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { natural }
}

/// A view laid out by constraints.
@MainActor private func constrained() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A 300 × 200 container (its frame is set in code, so it translates its autoresizing mask).
@MainActor private func container() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
}

@MainActor @Suite struct NSLayoutConstraintTests {
    @Test func prioritiesAreUIKits() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        let view = UIView()
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// Edges pinned with insets: x 20, y 10, width 300 - 20 - 30 = 250, height 200 - 10 - 40 = 150.
    @Test func anchorsPinEdges() {
        let superview = container()
        let child = constrained()
        superview.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -30),
            child.topAnchor.constraint(equalTo: superview.topAnchor, constant: 10),
            superview.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 40),
        ])
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 250, height: 150))
        #expect(superview.constraints.count == 4)
        #expect(!child.hasAmbiguousLayout)
    }

    /// Centred with half the container's width (multiplier) and a constant height:
    /// width 150, x (300 - 150) / 2 = 75; height 40, y (200 - 40) / 2 = 80.
    @Test func itemAttributeInitializerWithMultiplier() {
        let superview = container()
        let child = constrained()
        superview.addSubview(child)
        superview.addConstraints([
            NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: superview, attribute: .width, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: superview, attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: superview, attribute: .centerY, multiplier: 1, constant: 0),
        ])
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 75, y: 80, width: 150, height: 40))
        let width = superview.constraints[0]
        #expect(width.firstItem === child && width.secondItem === superview)
        #expect(width.firstAttribute == .width && width.multiplier == 0.5 && width.relation == .equal)
    }

    /// Changing a constant while active moves the view at the next layout.
    @Test func constantChangesWhileActive() {
        let superview = container()
        let child = constrained()
        superview.addSubview(child)
        let left = child.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 10)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([left, width, child.topAnchor.constraint(equalTo: superview.topAnchor),
                                     child.heightAnchor.constraint(equalTo: child.widthAnchor)])
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 50, height: 50))
        left.constant = 100
        width.constant = 70
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 100, y: 0, width: 70, height: 70))
    }

    /// A baseline constraint's row holds the font's offset besides the app's constant, so a
    /// changed constant moves the label by the change alone: the same frame as a label laid
    /// out with the new constant from the start.
    @Test func baselineConstantChangeKeepsTheFontOffset() {
        func laidOut(constant: CGFloat) -> (UIView, UILabel, NSLayoutConstraint) {
            let superview = container()
            let label = UILabel()
            label.text = "Baseline"
            label.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(label)
            let baseline = label.lastBaselineAnchor.constraint(equalTo: superview.topAnchor, constant: constant)
            NSLayoutConstraint.activate([baseline, label.leftAnchor.constraint(equalTo: superview.leftAnchor)])
            superview.layoutIfNeeded()
            return (superview, label, baseline)
        }
        let (superview, label, baseline) = laidOut(constant: 50)
        // The baseline sits at 50: the label's bottom is below it by the font's descent.
        #expect(abs(label.frame.maxY + label.font.descender - 50) <= 0.5)
        baseline.constant = 80
        superview.layoutIfNeeded()
        #expect(label.frame == laidOut(constant: 80).1.frame)
        #expect(label.frame.minY > 40)
    }

    /// Deactivating removes the constraint from its view and from layout; a weaker one takes over.
    @Test func deactivationFallsBackToLowerPriority() {
        let superview = container()
        let child = constrained()
        superview.addSubview(child)
        let strong = child.widthAnchor.constraint(equalToConstant: 120)
        let weak = child.widthAnchor.constraint(equalToConstant: 60)
        weak.priority = .defaultLow
        NSLayoutConstraint.activate([strong, weak, child.leftAnchor.constraint(equalTo: superview.leftAnchor),
                                     child.topAnchor.constraint(equalTo: superview.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        superview.layoutIfNeeded()
        #expect(child.frame.width == 120)
        strong.isActive = false
        #expect(!strong.isActive && weak.isActive)
        #expect(!superview.constraints.contains { $0 === strong })
        superview.layoutIfNeeded()
        #expect(child.frame.width == 60)
    }

    /// Two views in a 300-wide row with 10-point gaps: both want 200 wide (intrinsic),
    /// there is room for 280. The one with the lower compression resistance gives way:
    /// 300 - 10 - 200 - 10 - 10 = 70 for it.
    @Test func compressionResistanceDecidesWhoShrinks() {
        let superview = container()
        let first = SizedView(CGSize(width: 200, height: 20)), second = SizedView(CGSize(width: 200, height: 20))
        superview.addSubview(first)
        superview.addSubview(second)
        second.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -10),
            first.topAnchor.constraint(equalTo: superview.topAnchor),
            second.topAnchor.constraint(equalTo: superview.topAnchor),
        ])
        superview.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 10, y: 0, width: 200, height: 20))
        #expect(second.frame == CGRect(x: 220, y: 0, width: 70, height: 20))
        // Swapping priorities swaps who gives way; a new intrinsic size is read again.
        second.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        first.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        second.natural = CGSize(width: 100, height: 30)
        second.invalidateIntrinsicContentSize()
        superview.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 10, y: 0, width: 170, height: 20))  // 300 - 10 - 10 - 100 - 10
        #expect(second.frame == CGRect(x: 190, y: 0, width: 100, height: 30))
    }

    /// Content hugging: in a row wider than both natural widths, the view with the lower
    /// hugging priority grows: 300 - 80 - 60 = 160 extra goes to the second.
    @Test func huggingDecidesWhoGrows() {
        let superview = container()
        let first = SizedView(CGSize(width: 80, height: 20)), second = SizedView(CGSize(width: 60, height: 20))
        superview.addSubview(first)
        superview.addSubview(second)
        first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
            first.topAnchor.constraint(equalTo: superview.topAnchor),
            second.topAnchor.constraint(equalTo: superview.topAnchor),
        ])
        superview.layoutIfNeeded()
        #expect(first.frame.width == 80)
        #expect(second.frame == CGRect(x: 80, y: 0, width: 220, height: 20))
    }

    /// A frame-positioned view (translating its autoresizing mask) mixes with constraints:
    /// the constrained view sits 10 below it, and follows when the frame view is moved in code.
    @Test func framesAndConstraintsMix() {
        let superview = container()
        let framed = UIView(frame: CGRect(x: 30, y: 20, width: 100, height: 40))
        let child = constrained()
        superview.addSubview(framed)
        superview.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 10),
            child.leadingAnchor.constraint(equalTo: framed.leadingAnchor),
            child.widthAnchor.constraint(equalTo: framed.widthAnchor),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 70, width: 100, height: 5))
        framed.frame = CGRect(x: 50, y: 0, width: 120, height: 30)
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 50, y: 40, width: 120, height: 5))
    }

    /// An autoresizing view with a flexible width in a container that grows from 300 to 400:
    /// its width grows by all 100 (50 → 150); the constrained view pinned to its right edge follows.
    @Test func autoresizingMaskBecomesConstraints() {
        let superview = container()
        let framed = UIView(frame: CGRect(x: 20, y: 0, width: 50, height: 10))
        framed.autoresizingMask = [.flexibleWidth]
        let child = constrained()
        superview.addSubview(framed)
        superview.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: framed.trailingAnchor),
            child.topAnchor.constraint(equalTo: superview.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        superview.layoutIfNeeded()
        #expect(child.frame.minX == 70)
        superview.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        superview.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 20, y: 0, width: 150, height: 10))
        #expect(child.frame.minX == 170)
    }

    /// Two required widths conflict: UIKit's message is logged once, naming both (the
    /// identifiers included), and the one that came second is broken.
    @Test func unsatisfiableConstraintsAreLoggedAndBroken() {
        var messages: [String] = []
        let previous = LayoutEngine.unsatisfiableConstraintsHandler
        LayoutEngine.unsatisfiableConstraintsHandler = { messages.append($0) }
        defer { LayoutEngine.unsatisfiableConstraintsHandler = previous }
        let superview = container()
        let child = constrained()
        superview.addSubview(child)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "wide"
        let second = child.widthAnchor.constraint(equalToConstant: 40)
        second.identifier = "narrow"
        NSLayoutConstraint.activate([first, child.leftAnchor.constraint(equalTo: superview.leftAnchor),
                                     child.topAnchor.constraint(equalTo: superview.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        superview.layoutIfNeeded()
        second.isActive = true
        superview.layoutIfNeeded()
        superview.setNeedsLayout()
        superview.layoutIfNeeded()
        #expect(child.frame.width == 100)
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'wide'") && message.contains("'narrow'"))
        #expect(message.contains("Will attempt to recover by breaking constraint"))
        #expect(second.isActive)
    }

    /// The layout-margins guide sits 8 points in by default, and follows `layoutMargins`.
    @Test func layoutMarginsGuide() {
        let superview = container()
        let child = constrained()
        superview.addSubview(child)
        let margins = superview.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            child.topAnchor.constraint(equalTo: margins.topAnchor),
            child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 184))
        superview.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 10, trailing: 30)
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 250, height: 190))
        // The margin attributes name the same guide.
        let other = constrained()
        superview.addSubview(other)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: other, attribute: .left, relatedBy: .equal, toItem: superview, attribute: .leftMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: other, attribute: .bottom, relatedBy: .equal, toItem: superview, attribute: .bottomMargin, multiplier: 1, constant: 0),
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
        ])
        superview.layoutIfNeeded()
        #expect(other.frame == CGRect(x: 20, y: 180, width: 10, height: 10))
    }

    /// A custom layout guide spaces two views: the guide is the gap between them, and the
    /// gaps either side of a centred view are equal: (300 - 100) / 2 = 100 each.
    @Test func customLayoutGuide() {
        let superview = container()
        let middle = constrained()
        superview.addSubview(middle)
        let left = UILayoutGuide(), right = UILayoutGuide()
        superview.addLayoutGuide(left)
        superview.addLayoutGuide(right)
        #expect(superview.layoutGuides.count == 2 && left.owningView === superview)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            middle.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            middle.widthAnchor.constraint(equalToConstant: 100),
            middle.topAnchor.constraint(equalTo: superview.topAnchor), middle.heightAnchor.constraint(equalToConstant: 1),
            left.topAnchor.constraint(equalTo: superview.topAnchor), left.heightAnchor.constraint(equalToConstant: 1),
            right.topAnchor.constraint(equalTo: superview.topAnchor), right.heightAnchor.constraint(equalToConstant: 1),
        ])
        superview.layoutIfNeeded()
        #expect(middle.frame.minX == 100)
        #expect(right.layoutFrame == CGRect(x: 200, y: 0, width: 100, height: 1))
    }

    /// `anchorWithOffset(to:)` makes a gap a dimension: the gap before equals the gap after.
    @Test func anchorWithOffsetAndSystemSpacing() {
        let superview = container()
        let a = constrained(), b = constrained()
        superview.addSubview(a)
        superview.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 40),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            superview.leadingAnchor.anchorWithOffset(to: a.leadingAnchor)
                .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: superview.trailingAnchor)),
            a.topAnchor.constraint(equalTo: superview.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        superview.layoutIfNeeded()
        // b starts at 40 + 50 + 2 · 8 = 106 and ends 40 before 300: width 300 - 40 - 106 = 154.
        #expect(b.frame == CGRect(x: 106, y: 9, width: 154, height: 1))
    }

    /// A view pinned only horizontally is ambiguous vertically.
    @Test func ambiguousLayoutIsReported() {
        let superview = container()
        let child = constrained()
        superview.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        superview.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        child.topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
        #expect(!child.hasAmbiguousLayout)
        #expect(child.constraintsAffectingLayout(for: .vertical).count == 2)  // height and top
    }

    /// Constraints between items with no common ancestor do not activate (UIKit raises).
    @Test func noCommonAncestorStaysInactive() {
        let a = constrained(), b = constrained()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
    }

    /// Removing a view deactivates the constraints between it and the rest of the tree,
    /// keeps those inside it.
    @Test func removingAViewDeactivatesItsOutsideConstraints() {
        let superview = container()
        let child = constrained(), grandchild = constrained()
        superview.addSubview(child)
        child.addSubview(grandchild)
        let outside = child.leadingAnchor.constraint(equalTo: superview.leadingAnchor)
        let inside = grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor)
        NSLayoutConstraint.activate([outside, inside])
        #expect(outside.isActive && inside.isActive)
        child.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(child.constraints.count == 1)
    }

    /// `updateConstraints()` runs where asked, before layout, children before parents.
    @Test func updateConstraintsRunsBeforeLayout() {
        final class Recording: UIView {
            var log: [String]
            let name: String
            init(_ name: String, log: [String]) {
                self.name = name
                self.log = log
                super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            }
            required init?(coder: NSCoder) { nil }
            override func updateConstraints() {
                Recording.order.append(name)
                super.updateConstraints()
            }
            nonisolated(unsafe) static var order: [String] = []
        }
        Recording.order = []
        let parent = Recording("parent", log: []), child = Recording("child", log: [])
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(Recording.order == ["child", "parent"])
        #expect(!child.needsUpdateConstraints())
        child.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints())
        parent.layoutIfNeeded()
        #expect(Recording.order == ["child", "parent", "child"])
    }

    /// The fitting size of a view whose subviews have intrinsic sizes: a 40 × 20 and a
    /// 60 × 30 view side by side with 8-point insets and gap: 8 + 40 + 8 + 60 + 8 = 124 by
    /// 8 + 30 + 8 = 46. With the width required at 200, the second (lower hugging) grows.
    @Test func systemLayoutSizeFitting() {
        let view = UIView()
        let a = SizedView(CGSize(width: 40, height: 20)), b = SizedView(CGSize(width: 60, height: 30))
        view.addSubview(a)
        view.addSubview(b)
        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            view.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
            a.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            view.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 8),
        ])
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 124, height: 46))
        let wide = view.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 200, height: 46))
    }

    /// Measuring a subview builds a fitting engine of its own that adds the same
    /// constraints; the tree's engine keeps them, so a constant changed afterwards still
    /// moves the frames in place. A 50 × 20 view 10 points inside a card on every side:
    /// the card is 10 + 50 + 10 = 70 by 10 + 20 + 10 = 40; the leading inset made 30 moves
    /// the view to x = 30 and widens the card to 30 + 50 + 10 = 90.
    @Test func constantChangeAfterAFittingMeasurementMovesTheTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(), inner = UIView()
        for view in [card, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(card)
        card.addSubview(inner)
        let leading = inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            leading,
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 20),
            card.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 70, height: 40))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 40))
        leading.constant = 30
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 30, y: 10, width: 50, height: 20))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 90, height: 40))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 90, height: 40))
        // Deactivated, the inset no longer holds the view: the card's width alone (the
        // required trailing inset) leaves it free, so pin the card and see the view follow.
        leading.isActive = false
        card.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 40, y: 10, width: 50, height: 20))
    }

    /// A window's panel insets become safe-area insets of the views they cover, and the
    /// safe-area guide (and the margins, measured from it) move in.
    @Test func safeAreaFollowsTheWindowInsets() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = constrained()
        window.addSubview(child)
        #expect(window.safeAreaInsets == .zero)
        window.kioskSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        #expect(child.frame == CGRect(x: 8, y: 20, width: 10, height: 170))
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// The iOS way to animate a constraint: change the constant inside `UIView.animate`
    /// and call `layoutIfNeeded()`; the frame animates (linear, 2 s: half way after 1 s,
    /// x from 10 to 110 shows 60).
    @Test func constantChangeAnimatesThroughLayoutIfNeeded() {
        let superview = container()
        let child = constrained()
        superview.addSubview(child)
        let left = child.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, child.topAnchor.constraint(equalTo: superview.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)])
        superview.layoutIfNeeded()
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            left.constant = 110
            superview.layoutIfNeeded()
        })
        #expect(child.frame == CGRect(x: 110, y: 0, width: 20, height: 20))
        showAnimationFrame(at: 300)
        showAnimationFrame(at: 301)
        #expect(child.layer.presentation()?.frame == CGRect(x: 60, y: 0, width: 20, height: 20))
    }

    @Test func descriptionNamesTheConstraint() {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 42)
        constraint.identifier = "badge width"
        constraint.priority = .defaultHigh
        #expect(constraint.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(constraint.description.contains("'badge width'"))
        #expect(constraint.description.contains(".width == 42 @750"))
        #expect(constraint.description.hasSuffix("(inactive)>"))
    }

    /// A row at y 10 holds a 50 × 20 child at x 5. The app moves the child by hand to
    /// (100, 100); when the row moves (y 10 → 40) the engine lays the child out again and
    /// puts it back where its constraints say, (5, 0) in the row, though that is the frame
    /// it gave the child before.
    @Test func aFrameSetByHandIsReplacedWhenTheEngineLaysTheViewOutAgain() {
        let superview = container()
        let row = constrained(), child = constrained()
        superview.addSubview(row)
        row.addSubview(child)
        let top = row.topAnchor.constraint(equalTo: superview.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, row.leftAnchor.constraint(equalTo: superview.leftAnchor),
            row.widthAnchor.constraint(equalToConstant: 200), row.heightAnchor.constraint(equalToConstant: 30),
            child.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 5), child.topAnchor.constraint(equalTo: row.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 0, width: 50, height: 20))
        child.frame = CGRect(x: 100, y: 100, width: 50, height: 20)
        top.constant = 40
        superview.layoutIfNeeded()
        #expect(row.frame.minY == 40)
        #expect(child.frame == CGRect(x: 5, y: 0, width: 50, height: 20))
    }

    /// `updateConstraintsIfNeeded()` runs the pending `updateConstraints()` at once, without
    /// a layout pass, and only once.
    @Test func updateConstraintsIfNeededRunsThePendingUpdateNow() {
        final class Counting: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        let before = child.updates
        child.setNeedsUpdateConstraints()
        parent.updateConstraintsIfNeeded()
        #expect(child.updates == before + 1)
        #expect(!child.needsUpdateConstraints())
        parent.updateConstraintsIfNeeded()
        #expect(child.updates == before + 1)
    }

    /// The expanded fitting size asks for as much room as the constraints allow: a view
    /// whose content is at most 400 wide and 120 tall (8-point insets) measures
    /// 8 + 400 + 8 = 416 by 8 + 120 + 8 = 136.
    @Test func expandedFittingSizeTakesAllTheConstraintsAllow() {
        let view = UIView(), inner = constrained()
        view.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
            inner.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            view.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 8),
            view.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 8),
            inner.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
            inner.heightAnchor.constraint(lessThanOrEqualToConstant: 120),
        ])
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 416, height: 136))
    }

    /// Every margin attribute, through the item-and-attribute initializer, on either side.
    /// Margins top 10, leading (left) 20, bottom 30, trailing (right) 40 in a 300 × 200
    /// container: the margins' rectangle is x 20…260, y 10…170, centred at (140, 90).
    @Test func everyMarginAttributeIsTheMarginsEdge() {
        let superview = container()
        superview.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let centred = constrained(), topLeading = constrained(), bottomTrailing = constrained(), right = constrained()
        var constraints: [NSLayoutConstraint] = []
        for view in [centred, topLeading, bottomTrailing, right] {
            superview.addSubview(view)
            constraints += [view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)]
        }
        func relate(_ a: AnyObject, _ first: NSLayoutConstraint.Attribute, _ b: AnyObject, _ second: NSLayoutConstraint.Attribute) {
            constraints.append(NSLayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second,
                                                  multiplier: 1, constant: 0))
        }
        relate(centred, .centerX, superview, .centerXWithinMargins)
        relate(centred, .centerY, superview, .centerYWithinMargins)
        relate(topLeading, .leading, superview, .leadingMargin)
        relate(topLeading, .top, superview, .topMargin)
        relate(bottomTrailing, .trailing, superview, .trailingMargin)
        relate(bottomTrailing, .bottom, superview, .bottomMargin)
        // The margin attribute as the first item.
        relate(superview, .rightMargin, right, .right)
        relate(right, .top, superview, .top)
        NSLayoutConstraint.activate(constraints)
        superview.layoutIfNeeded()
        #expect(centred.frame == CGRect(x: 135, y: 85, width: 10, height: 10))
        #expect(topLeading.frame == CGRect(x: 20, y: 10, width: 10, height: 10))
        #expect(bottomTrailing.frame == CGRect(x: 250, y: 160, width: 10, height: 10))
        #expect(right.frame.maxX == 260)
    }

    /// First baselines of two labels line up: the second label's top sits the difference of
    /// the fonts' ascenders above the first's (17 and 30 points of the system font).
    @Test func firstBaselinesLineUp() {
        let superview = container()
        let small = UILabel(), large = UILabel()
        small.font = .systemFont(ofSize: 17)
        large.font = .systemFont(ofSize: 30)
        for label in [small, large] {
            label.text = "Baseline"
            label.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(label)
        }
        NSLayoutConstraint.activate([
            small.topAnchor.constraint(equalTo: superview.topAnchor, constant: 50),
            small.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            NSLayoutConstraint(item: large, attribute: .firstBaseline, relatedBy: .equal, toItem: small,
                               attribute: .firstBaseline, multiplier: 1, constant: 0),
        ])
        superview.layoutIfNeeded()
        let expected = 50 + small.font.ascender - large.font.ascender
        // Frames are rounded to whole pixels (scale 1 here).
        #expect(abs(large.frame.minY - expected) <= 0.5)
        #expect(large.frame.minY < 50)
    }
}
