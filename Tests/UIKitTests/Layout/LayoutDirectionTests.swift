// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Right-to-left layout (semanticContentAttribute, leading and trailing, directional
/// margins) and the readable-content guide.
@MainActor @Suite struct LayoutDirectionTests {
    private func pair(width: CGFloat = 300) -> (UIView, UIView) {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(child)
        return (superview, child)
    }

    @Test func effectiveDirectionFollowsTheSemanticContentAttribute() {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        view.semanticContentAttribute = .playback
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    /// leading + 10 with a 50-point width: x = 10 left to right; right to left the view
    /// sits 10 in from the right edge, x = 300 - 10 - 50 = 240. A trailing gap mirrors too.
    @Test func leadingAndTrailingMirrorRightToLeft() {
        let (superview, child) = pair()
        let sibling = UIView()
        sibling.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(sibling)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: superview.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
            sibling.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 8),
            sibling.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -20),
            sibling.topAnchor.constraint(equalTo: superview.topAnchor),
            sibling.heightAnchor.constraint(equalToConstant: 20),
        ])
        superview.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        // 10 + 50 + 8 = 68 to 300 - 20 = 280.
        #expect(sibling.frame == CGRect(x: 68, y: 0, width: 212, height: 20))
        for view in [superview, child, sibling] { view.semanticContentAttribute = .forceRightToLeft }
        superview.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 240, y: 0, width: 50, height: 20))
        // Mirrored: from 20 to 300 - 68 = 232.
        #expect(sibling.frame == CGRect(x: 20, y: 0, width: 212, height: 20))
    }

    /// Directional margins put leading on the right right to left: leading 30 and trailing 5
    /// become right 30 and left 5, and the margins guide follows.
    @Test func directionalMarginsFlipRightToLeft() {
        let (superview, child) = pair()
        superview.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: superview.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: superview.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: superview.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        superview.layoutIfNeeded()
        #expect(superview.layoutMargins == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 5))
        #expect(child.frame == CGRect(x: 30, y: 0, width: 265, height: 20))
        superview.semanticContentAttribute = .forceRightToLeft
        child.semanticContentAttribute = .forceRightToLeft
        superview.layoutIfNeeded()
        #expect(superview.layoutMargins == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
        #expect(child.frame == CGRect(x: 5, y: 0, width: 265, height: 20))
    }

    /// The readable guide fills the margins of a narrow view, and stays 672 points wide,
    /// centred between the margins, in a wide one: (1000 - 16 - 672) / 2 = 156 on each side
    /// of the margins, so x = 8 + 156 = 164.
    @Test func readableContentGuideCapsItsWidth() {
        let (narrow, narrowChild) = pair(width: 300)
        let (wide, wideChild) = pair(width: 1000)
        for (superview, child) in [(narrow, narrowChild), (wide, wideChild)] {
            let guide = superview.readableContentGuide
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                child.topAnchor.constraint(equalTo: guide.topAnchor),
                child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            superview.layoutIfNeeded()
        }
        #expect(narrowChild.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        #expect(wideChild.frame == CGRect(x: 164, y: 8, width: 672, height: 184))
        #expect(wide.readableContentGuide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 184))
        // Wider still, the column stays 672 points and centred.
        wide.frame = CGRect(x: 0, y: 0, width: 1200, height: 200)
        wide.layoutIfNeeded()
        #expect(wideChild.frame == CGRect(x: 264, y: 8, width: 672, height: 184))
    }
}
