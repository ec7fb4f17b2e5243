// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// `hitTest(_:)` and `contains(_:)` as Core Animation documents them: the point is in the
/// superlayer's coordinates, the farthest descendant containing it answers, and
/// `contains` is the bounds unless overridden.
@MainActor @Suite struct CALayerHitTestingTests {
    private func tree() -> (root: CALayer, child: CALayer, grandchild: CALayer) {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        grandchild.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        return (root, child, grandchild)
    }

    @Test func theDeepestLayerContainingThePointAnswers() {
        let (root, child, grandchild) = tree()
        // The grandchild covers 15..<25 in the root's coordinates.
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === grandchild)
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === child)
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === root)
        #expect(root.hitTest(CGPoint(x: 120, y: 20)) == nil)
    }

    @Test func thePointIsInTheSuperlayersCoordinates() {
        let (_, child, grandchild) = tree()
        // In the root's coordinates (the child's superlayer), the grandchild is at 15..<25.
        #expect(child.hitTest(CGPoint(x: 16, y: 16)) === grandchild)
        #expect(child.hitTest(CGPoint(x: 6, y: 6)) == nil, "outside the child, which starts at 10")
    }

    @Test func hiddenLayersAndClippedOverhangsAreNotHit() {
        let (root, child, grandchild) = tree()
        grandchild.frame = CGRect(x: 45, y: 45, width: 20, height: 20)  // overhangs the child
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === grandchild, "sublayers outside unclipped bounds are hit")
        child.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === root)
        grandchild.isHidden = true
        #expect(root.hitTest(CGPoint(x: 57, y: 57)) === child)
    }

    @Test func laterSiblingsAreInFrontAndContainsCanBeOverridden() {
        final class Round: CALayer {
            override func contains(_ p: CGPoint) -> Bool {
                hypot(p.x - bounds.midX, p.y - bounds.midY) <= bounds.width / 2
            }
        }
        let root = CALayer(), back = CALayer(), front = Round()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        back.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        front.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === front)
        #expect(root.hitTest(CGPoint(x: 2, y: 2)) === back, "the round layer's corner is not in it")
        #expect(back.contains(CGPoint(x: 39, y: 39)) && !back.contains(CGPoint(x: 40, y: 40)))
    }
}
