// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// A host that records every notification it gets.
@MainActor
final class RecordingHost: LayerTreeHost {
    var roots: [CALayer] = []
    func layerTreeDidChange(_ root: CALayer) { roots.append(root) }
}

private func isClose(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool {
    abs(lhs.x - rhs.x) < 1e-9 && abs(lhs.y - rhs.y) < 1e-9
}

private func isClose(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    isClose(lhs.origin, rhs.origin) && abs(lhs.width - rhs.width) < 1e-9 && abs(lhs.height - rhs.height) < 1e-9
}

@MainActor
@Suite struct CALayerTests {
    @Test func defaultsMatchCoreAnimation() {
        let layer = CALayer()
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.opacity == 1)
        #expect(!layer.isHidden && !layer.masksToBounds && !layer.isOpaque)
        #expect(layer.allowsGroupOpacity)
        #expect(layer.sublayers == nil)
        #expect(layer.backgroundColor == nil)
        #expect(layer.affineTransform().isIdentity)
        #expect(layer.frame == .zero)
    }

    @Test func aPresentationCopyKeepsGroupOpacityOff() {
        let layer = CALayer()
        layer.allowsGroupOpacity = false
        layer.opacity = 0.5
        let copy = CALayer(layer: layer)
        #expect(!copy.allowsGroupOpacity)
        #expect(copy.opacity == 0.5)
    }

    @Test func frameIsDerivedFromBoundsPositionAndAnchorPoint() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        // Anchor at the centre: origin = position − (50, 25).
        #expect(layer.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
    }

    @Test func settingFrameSetsPositionAndBoundsSizeButKeepsBoundsOrigin() {
        let layer = CALayer()
        layer.bounds.origin = CGPoint(x: 5, y: 5)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.bounds == CGRect(x: 5, y: 5, width: 30, height: 40))
        #expect(layer.position == CGPoint(x: 25, y: 40))  // (10 + 15, 20 + 20)
    }

    @Test func frameWithScaleIsTheBoundingBoxAroundThePosition() {
        // 100×100 at the origin scaled by 2 about its centre (50, 50) → (−50, −50, 200, 200).
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func settingFrameUnderScaleDividesTheSizeAndKeepsTheTransform() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 4))
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        // 200 ÷ 2 = 100, 100 ÷ 4 = 25; centred on the frame's centre (100, 50).
        #expect(layer.bounds.size == CGSize(width: 100, height: 25))
        #expect(layer.position == CGPoint(x: 100, y: 50))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 4))
    }

    @Test func layerToParentTransformAccountsForBoundsOriginAndAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        // The bounds' top-left (10, 20) lands on the frame's top-left (150, 75).
        let t = layer.layerToParentTransform()
        #expect(CGPoint(x: 10, y: 20).applying(t) == CGPoint(x: 150, y: 75))
        // The anchor point (10 + 50, 20 + 25) lands on the position.
        #expect(CGPoint(x: 60, y: 45).applying(t) == CGPoint(x: 200, y: 100))
    }

    @Test func opacityIsClampedToTheUnitRange() {
        let layer = CALayer()
        layer.opacity = 2
        #expect(layer.opacity == 1)
        layer.opacity = -1
        #expect(layer.opacity == 0)
    }

    @Test func convertGoesThroughScaledAncestors() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let parent = CALayer()
        parent.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        parent.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))  // frame now (50, 50, 200, 200)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(parent)
        parent.addSublayer(child)
        // child (0, 0) = parent (10, 10); parent's centre (50, 50) sits at (150, 150) in root,
        // so (10, 10) is 40 left/up of it, ×2 = 80: (70, 70).
        #expect(isClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 70, y: 70)))
        #expect(isClose(root.convert(CGPoint(x: 70, y: 70), to: child), .zero))
        #expect(isClose(child.convert(CGPoint(x: 70, y: 70), from: root), .zero))
        // The child's 20×20 bounds cover 40×40 in root.
        #expect(isClose(child.convert(child.bounds, to: root), CGRect(x: 70, y: 70, width: 40, height: 40)))
        #expect(isClose(root.convert(CGRect(x: 70, y: 70, width: 40, height: 40), to: child), child.bounds))
    }

    @Test func convertWithNilUsesTheSpaceTheRootIsPositionedIn() {
        let root = CALayer()
        root.frame = CGRect(x: 30, y: 40, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.addSublayer(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 35, y: 45))
        #expect(child.convert(CGPoint(x: 35, y: 45), from: nil) == .zero)
    }

    // MARK: - Sublayers

    @Test func addAndInsertSublayersKeepTheRequestedOrder() {
        let parent = CALayer()
        let (a, b, c, d, e) = (CALayer(), CALayer(), CALayer(), CALayer(), CALayer())
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 0)            // c a b
        parent.insertSublayer(d, above: c)         // c d a b
        parent.insertSublayer(e, below: b)         // c d a e b
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [c, d, a, e, b].map(ObjectIdentifier.init))
        #expect([a, b, c, d, e].allSatisfy { $0.superlayer === parent })
    }

    @Test func insertingAnExistingSublayerReordersIt() {
        let parent = CALayer()
        let (a, b, c) = (CALayer(), CALayer(), CALayer())
        parent.sublayers = [a, b, c]
        parent.insertSublayer(a, above: c)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        parent.insertSublayer(a, below: b)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    }

    @Test func nilSiblingMeansFrontOrBack() {
        let parent = CALayer()
        let (a, above, below) = (CALayer(), CALayer(), CALayer())
        parent.addSublayer(a)
        parent.insertSublayer(above, above: nil)
        parent.insertSublayer(below, below: nil)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [below, a, above].map(ObjectIdentifier.init))
    }

    @Test func settingSublayersReplacesThemAll() {
        let parent = CALayer()
        let (a, b, c) = (CALayer(), CALayer(), CALayer())
        parent.sublayers = [a, b]
        parent.sublayers = [c, a]
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [c, a].map(ObjectIdentifier.init))
        #expect(b.superlayer == nil && c.superlayer === parent && a.superlayer === parent)
        parent.sublayers = nil
        #expect(parent.sublayers == nil && a.superlayer == nil)
    }

    @Test func addingALayerMovesItFromItsOldSuperlayer() {
        let first = CALayer(), second = CALayer(), layer = CALayer()
        first.addSublayer(layer)
        second.addSublayer(layer)
        #expect(first.sublayers == nil)
        #expect(second.sublayers?.count == 1)
        #expect(layer.superlayer === second)
    }

    @Test func removeFromSuperlayerDetaches() {
        let parent = CALayer(), layer = CALayer()
        parent.addSublayer(layer)
        layer.removeFromSuperlayer()
        #expect(layer.superlayer == nil)
        #expect(parent.sublayers == nil)
    }

    @Test func replaceSublayerKeepsTheIndex() {
        let parent = CALayer()
        let (a, b, c) = (CALayer(), CALayer(), CALayer())
        parent.sublayers = [a, b]
        parent.replaceSublayer(a, with: c)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [c, b].map(ObjectIdentifier.init))
        #expect(a.superlayer == nil)
    }

    // MARK: - Host notifications

    @Test func visibleChangesAnywhereInTheTreeNotifyTheRootsHost() {
        let host = RecordingHost()
        let root = CALayer(), child = CALayer()
        root.host = host
        root.addSublayer(child)
        #expect(host.roots.count == 1)
        child.position = CGPoint(x: 1, y: 1)
        child.bounds.size = CGSize(width: 5, height: 5)
        child.setAffineTransform(CGAffineTransform(rotationAngle: 1))
        child.backgroundColor = CGColor(gray: 0, alpha: 1)
        child.opacity = 0.5
        child.isHidden = true
        child.masksToBounds = true
        child.anchorPoint = .zero
        child.allowsGroupOpacity = false
        #expect(host.roots.count == 10)
        #expect(host.roots.allSatisfy { $0 === root })
    }

    @Test func settingTheCurrentValueDoesNotNotify() {
        let host = RecordingHost()
        let root = CALayer()
        root.host = host
        root.opacity = 1
        root.position = .zero
        root.isHidden = false
        root.setAffineTransform(.identity)
        #expect(host.roots.isEmpty)
    }

    @Test func removingASublayerNotifiesTheTreeItLeft() {
        let host = RecordingHost()
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.host = host
        child.removeFromSuperlayer()
        #expect(host.roots.count == 1)
        child.opacity = 0.5  // no longer in the hosted tree
        #expect(host.roots.count == 1)
    }
}
