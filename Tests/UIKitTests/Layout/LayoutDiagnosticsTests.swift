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

    /// Left == 10, width == 100 and right ≤ 200 fit; changing the width to 250 cannot
    /// (10 + 250 > 200). UIKit's log names every constraint in the conflict, then the one
    /// broken; Vitrine breaks the constraint whose change made the conflict (the width),
    /// which then gives way: 200 - 10 = 190 wide. The others keep their places.
    @Test func theConstraintWhoseChangeConflictsIsTheOneBroken() {
        var messages: [String] = []
        let previous = LayoutEngine.unsatisfiableConstraintsHandler
        LayoutEngine.unsatisfiableConstraintsHandler = { messages.append($0) }
        defer { LayoutEngine.unsatisfiableConstraintsHandler = previous }
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        let left = view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 10)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let limit = view.rightAnchor.constraint(lessThanOrEqualTo: superview.leftAnchor, constant: 200)
        for (constraint, name) in [(left, "left"), (width, "width"), (limit, "limit")] { constraint.identifier = name }
        NSLayoutConstraint.activate([left, width, limit, view.topAnchor.constraint(equalTo: superview.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 20)])
        superview.layoutIfNeeded()
        #expect(messages.isEmpty)
        width.constant = 250
        superview.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 190, height: 20))
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Unable to simultaneously satisfy constraints.")
        // The list: one quoted description a line between "(" and ")", the broken one among them.
        let list = lines.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
        #expect(list.count >= 3)
        for constraint in [left, width, limit] {
            #expect(list.contains { $0.contains("\"\(constraint.description)\"") })
        }
        // Then, after a blank line, the constraint broken.
        #expect(lines.suffix(2) == ["Will attempt to recover by breaking constraint", width.description])
        #expect(width.isActive && width.constant == 250)
    }

    /// A container whose frame is set in code shrinks below what its subview's required
    /// constraints need (10 + at least 250 + 10 > 200). The container's frame is kept (UIKit
    /// breaks the app's constraints, never a translated frame), and of the app constraints
    /// in the conflict the one activated last, the minimum width, gives way: 200 - 20 = 180.
    @Test func aFrameSetInCodeWinsOverTheAppsConstraints() {
        var messages: [String] = []
        let previous = LayoutEngine.unsatisfiableConstraintsHandler
        LayoutEngine.unsatisfiableConstraintsHandler = { messages.append($0) }
        defer { LayoutEngine.unsatisfiableConstraintsHandler = previous }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(container)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        let trailing = view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10)
        let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 250)
        minimum.identifier = "minimum"
        NSLayoutConstraint.activate([leading, trailing, minimum, view.topAnchor.constraint(equalTo: container.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 280, height: 20))
        #expect(messages.isEmpty)

        container.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.frame == CGRect(x: 10, y: 0, width: 180, height: 20))
        #expect(messages.count == 1)
        let lines = (messages.first ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.suffix(2) == ["Will attempt to recover by breaking constraint", minimum.description])
        #expect(lines.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") })
        #expect(minimum.isActive)

        // Wide again, the frame and the constraints all hold.
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 280, height: 20))
    }
}
