// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// UIKit's Auto Layout debugging calls: hasAmbiguousLayout, exerciseAmbiguityInLayout(),
/// constraintsAffectingLayout(for:).
@MainActor @Suite struct LayoutDiagnosticsTests {
    /// A 50 × 20 view whose x may be anywhere from 0 to 250 inside a 300-wide superview
    /// (left ≥ 0, right ≤ 300), and its x constraints.
    private func looseView() -> (UIView, UIView, [NSLayoutConstraint]) {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        let horizontal = [
            view.leftAnchor.constraint(greaterThanOrEqualTo: superview.leftAnchor),
            view.rightAnchor.constraint(lessThanOrEqualTo: superview.rightAnchor),
            view.widthAnchor.constraint(equalToConstant: 50),
        ]
        NSLayoutConstraint.activate(horizontal + [
            view.topAnchor.constraint(equalTo: superview.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        superview.layoutIfNeeded()
        return (superview, view, horizontal)
    }

    @Test func exercisingAnAmbiguousViewMovesItBetweenItsValidFrames() {
        let (superview, view, _) = looseView()
        #expect(view.hasAmbiguousLayout)
        let first = view.frame
        #expect(first.minX >= 0 && first.maxX <= 300)
        view.exerciseAmbiguityInLayout()
        let second = view.frame
        #expect(second != first)
        // Still a valid frame: the constraints hold, only x moved.
        #expect(second.minX >= 0 && second.maxX <= 300)
        #expect(second.size == CGSize(width: 50, height: 20) && second.minY == 0)
        view.exerciseAmbiguityInLayout()
        #expect(view.frame != second)
        withExtendedLifetime(superview) {}
    }

    @Test func exercisingAnUnambiguousViewLeavesItAlone() {
        let (superview, view, _) = looseView()
        view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 30).isActive = true
        superview.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        view.exerciseAmbiguityInLayout()
        #expect(view.frame == CGRect(x: 30, y: 0, width: 50, height: 20))
    }

    @Test func constraintsAffectingLayoutAreThoseOfTheAxis() {
        let (superview, view, horizontal) = looseView()
        let found = view.constraintsAffectingLayout(for: .horizontal)
        #expect(Set(found.map(ObjectIdentifier.init)) == Set(horizontal.map(ObjectIdentifier.init)))
        #expect(view.constraintsAffectingLayout(for: .vertical).count == 2)
        withExtendedLifetime(superview) {}
    }
}
