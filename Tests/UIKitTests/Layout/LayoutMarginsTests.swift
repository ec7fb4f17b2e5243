// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Counts `layoutMarginsDidChange()`.
private final class MarginsWatchingView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() { changes += 1 }
}

/// The layout-margins family: `preservesSuperviewLayoutMargins`,
/// `insetsLayoutMarginsFromSafeArea` and `layoutMarginsDidChange()`.
@MainActor @Suite struct LayoutMarginsTests {
    /// A view laid out by constraints 20 points in from the left of a 300 × 200 superview
    /// whose margins are 8 on top and bottom, 30 leading and 40 trailing; a view pinned to
    /// the first view's margins guide shows where that guide is.
    private func nestedViews() -> (superview: UIView, child: UIView, content: UIView) {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        superview.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 40)
        let child = UIView(), content = UIView()
        for view in [child, content] { view.translatesAutoresizingMaskIntoConstraints = false }
        superview.addSubview(child)
        child.addSubview(content)
        let margins = child.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
            child.topAnchor.constraint(equalTo: superview.topAnchor),
            child.bottomAnchor.constraint(equalTo: superview.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return (superview, child, content)
    }

    /// Apple: with `preservesSuperviewLayoutMargins` the superview's margins also count
    /// where they reach further in, by the least amount that keeps the content inside them.
    /// The child spans x 20…300 of the superview, whose margin edges are at x 30 and 260:
    /// left max(8, 30 - 20) = 10, right max(8, 300 - 260) = 40, top and bottom 8.
    @Test func preservingTakesTheSuperviewsMarginsWhereTheyReachFurtherIn() {
        let (superview, child, content) = nestedViews()
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 280, height: 200))
        // Its own margins only: 8 all round, 280 - 16 = 264 wide.
        #expect(content.frame == CGRect(x: 8, y: 8, width: 264, height: 184))

        child.preservesSuperviewLayoutMargins = true
        superview.layoutIfNeeded()
        // 280 - 10 - 40 = 230 wide.
        #expect(content.frame == CGRect(x: 10, y: 8, width: 230, height: 184))
        #expect(child.layoutMarginsGuide.layoutFrame == CGRect(x: 10, y: 8, width: 230, height: 184))
        // The view's own margins stay as set.
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

        // The superview's leading margin grows to 50: left max(8, 50 - 20) = 30, 280 - 30 - 40 = 210.
        superview.directionalLayoutMargins.leading = 50
        superview.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 30, y: 8, width: 210, height: 184))

        child.preservesSuperviewLayoutMargins = false
        superview.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 264, height: 184))
    }

    /// A superview margin that lies outside the view changes nothing: the child's own 8
    /// points already reach further in than the superview's 30 leading (30 - 20 = 10 < 25).
    @Test func ownMarginsWinWhereTheyAreLarger() {
        let (superview, child, content) = nestedViews()
        child.preservesSuperviewLayoutMargins = true
        child.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 25, bottom: 12, trailing: 45)
        superview.layoutIfNeeded()
        // Left 25 (> 10), right 45 (> 40), top and bottom 12 (> 8): 280 - 70 = 210 by 200 - 24 = 176.
        #expect(content.frame == CGRect(x: 25, y: 12, width: 210, height: 176))
    }

    /// The margins are measured from the safe area's edges by default, from the bounds'
    /// when `insetsLayoutMarginsFromSafeArea` is false. The window's top 20 points are unsafe.
    @Test func marginsStartAtTheSafeAreaUnlessTurnedOff() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.kioskSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(view.insetsLayoutMarginsFromSafeArea)
        // Top 20 + 8 = 28; height 200 - 28 - 8 = 164.
        #expect(content.frame == CGRect(x: 8, y: 28, width: 284, height: 164))
        view.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
    }

    /// `layoutMarginsDidChange()` follows each change of the margins, by either property,
    /// and not a setting that changes nothing.
    @Test func marginChangesAreReported() {
        let view = MarginsWatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.changes == 1)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.changes == 1)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 5)
        #expect(view.changes == 2)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
    }
}
