// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@MainActor
@Suite struct UIViewHitTestingTests {
    /// A 200×200 root with `child` at (50, 50, 100, 100) and `grandchild` at (10, 10, 20, 20)
    /// inside it, so the grandchild covers root (60...80, 60...80).
    private func makeTree() -> (root: UIView, child: UIView, grandchild: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        child.addSubview(grandchild)
        return (root, child, grandchild)
    }

    @Test func returnsTheDeepestViewContainingThePoint() {
        let (root, child, grandchild) = makeTree()
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === grandchild)
        #expect(root.hitTest(CGPoint(x: 140, y: 140), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 5), with: nil) == nil)
    }

    @Test func frontmostOverlappingSiblingWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: root.bounds), front = UIView(frame: root.bounds)
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    }

    @Test func hiddenViewsAreSkipped() {
        let (root, child, grandchild) = makeTree()
        grandchild.isHidden = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === child)
        // A hidden ancestor stops the traversal even though the grandchild is not hidden.
        grandchild.isHidden = false
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
    }

    @Test func alphaBelowOneHundredthIsSkippedButOneHundredthIsHittable() {
        let (root, child, grandchild) = makeTree()
        grandchild.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === child)
        grandchild.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === grandchild)
    }

    @Test func userInteractionDisabledSkipsTheViewAndItsSubviews() {
        let (root, child, grandchild) = makeTree()
        grandchild.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === child)
        grandchild.isUserInteractionEnabled = true
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
    }

    @Test func pointsOutsideTheBoundsMissSubviewsThatStickOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overflowing = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
        root.addSubview(overflowing)
        #expect(!root.clipsToBounds)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === overflowing)
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) == nil)
    }

    @Test func pointInsideIsTheBoundsWithAnExclusiveFarEdge() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.point(inside: .zero, with: nil))
        #expect(view.point(inside: CGPoint(x: 99.5, y: 49.5), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 10), with: nil))
        view.bounds.origin = CGPoint(x: 20, y: 0)
        #expect(!view.point(inside: CGPoint(x: 10, y: 10), with: nil))
        #expect(view.point(inside: CGPoint(x: 110, y: 10), with: nil))
    }

    @Test func thePointIsConvertedIntoEachSubview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        // 20×20 centred on (100, 100), scaled 4× to cover (60...140, 60...140).
        let scaled = UIView(frame: CGRect(x: 90, y: 90, width: 20, height: 20))
        scaled.transform = CGAffineTransform(scaleX: 4, y: 4)
        root.addSubview(scaled)
        #expect(root.hitTest(CGPoint(x: 65, y: 135), with: nil) === scaled)
        #expect(root.hitTest(CGPoint(x: 55, y: 100), with: nil) === root)
        // A scrolled parent: bounds origin (0, 100) brings a subview at y = 100 to the top.
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        scroller.addSubview(row)
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(scroller.hitTest(CGPoint(x: 10, y: 110), with: nil) === row)
    }

    @Test func overridingPointInsideWidensTheTarget() {
        final class WideView: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let wide = WideView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
        root.addSubview(wide)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === wide)
    }

    @Test func aHiddenWindowRefusesHitsUntilShown() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        // A new window is hidden, and hidden views are skipped.
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: UIEvent()) == nil)
        window.isHidden = false
        defer { window.isHidden = true }
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: UIEvent()) === view)
    }

    @Test func aSubviewScaledToNothingIsSkipped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let collapsed = UIView(frame: root.bounds)
        collapsed.transform = CGAffineTransform(scaleX: 0, y: 0)
        root.addSubview(collapsed)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    }
}
