// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

private func isClose(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool {
    abs(lhs.x - rhs.x) < 1e-9 && abs(lhs.y - rhs.y) < 1e-9
}

private func isClose(_ lhs: CGSize, _ rhs: CGSize) -> Bool {
    abs(lhs.width - rhs.width) < 1e-9 && abs(lhs.height - rhs.height) < 1e-9
}

private func isClose(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    isClose(lhs.origin, rhs.origin) && isClose(lhs.size, rhs.size)
}

@MainActor
@Suite struct UIViewGeometryTests {
    @Test func initWithFrameSetsBoundsAndCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(UIView().frame == .zero)
        #expect(view.transform.isIdentity)
    }

    @Test func geometryIsTheLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.position == view.center)
        view.layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.bounds.size == CGSize(width: 40, height: 40))
        view.transform = CGAffineTransform(scaleX: 3, y: 3)
        #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 3, y: 3))
        #expect(view.frame == view.layer.frame)
    }

    @Test func settingCenterMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 200, y: 200)
        #expect(view.frame == CGRect(x: 150, y: 175, width: 100, height: 50))
    }

    @Test func changingBoundsSizeGrowsAroundTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.size = CGSize(width: 200, height: 50)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: -50, y: 25, width: 200, height: 50))
    }

    @Test func boundsOriginShiftsTheSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 50, y: 0, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 50, y: 0)
        // The child at x = 50 now shows at the parent's left edge: 50 − 50 = 0.
        #expect(child.convert(CGPoint.zero, to: nil) == .zero)
        #expect(child.frame.origin == CGPoint(x: 50, y: 0))
    }

    @Test func frameWithScaleTransformIsTheBoundingBox() {
        // 100×100 at the origin, scale 2 → (−50, −50, 200, 200); bounds and center unchanged.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test func frameWithRotationIsTheBoundingBox() {
        // 100×50 centred on (50, 25), turned a quarter: 50 wide, 100 high around the same centre.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test func settingFrameUnderScaleKeepsTransformAndDividesSize() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))   // 200 ÷ 2, 100 ÷ 2
        #expect(view.center == CGPoint(x: 100, y: 50))                // the frame's centre
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func settingFrameUnderQuarterTurnSwapsTheSize() {
        let view = UIView()
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        // A quarter turn shows the bounds' height across, so bounds are 50 × 100.
        #expect(isClose(view.bounds.size, CGSize(width: 50, height: 100)))
        #expect(isClose(view.center, CGPoint(x: 60, y: 45)))
        #expect(isClose(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50)))
    }

    @Test func settingFrameUnderFortyFiveDegreesFallsBackToScaleDivision() {
        // Any w×h rotated by 45° has a square bounding box of side (w + h)/√2, so the frame
        // does not determine the size (the system is singular): the fallback divides by
        // the axis scale, 1, giving 100×100 centred on the frame's centre (50, 50).
        let view = UIView()
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(isClose(view.bounds.size, CGSize(width: 100, height: 100)))
        #expect(isClose(view.center, CGPoint(x: 50, y: 50)))
    }

    @Test func convertThroughARotatedAncestor() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        // Parent (0, 0) is (−50, −50) from the parent's centre (150, 150); a quarter turn
        // maps (x, y) to (−y, x) = (50, −50), so window (200, 100).
        #expect(isClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 200, y: 100)))
        #expect(isClose(child.convert(CGPoint(x: 200, y: 100), from: nil), .zero))
        #expect(isClose(window.convert(CGPoint(x: 200, y: 100), to: child), .zero))
        // The child's corners (0,0) (10,0) (0,10) (10,10) land on (200,100) (200,110)
        // (190,100) (190,110): the box (190, 100, 10, 10).
        #expect(isClose(child.convert(child.bounds, to: nil), CGRect(x: 190, y: 100, width: 10, height: 10)))
    }

    @Test func convertBetweenBranchesWithAScaledAncestor() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)   // frame (−50, −50, 200, 200)
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        let other = UIView(frame: CGRect(x: 300, y: 0, width: 50, height: 50))
        window.addSubview(scaled)
        scaled.addSubview(inner)
        window.addSubview(other)
        // inner (5, 5) = scaled (55, 55): 5 past the centre, ×2 = 10 → window (60, 60)
        // → other (60 − 300, 60) = (−240, 60).
        #expect(isClose(inner.convert(CGPoint(x: 5, y: 5), to: other), CGPoint(x: -240, y: 60)))
        #expect(isClose(other.convert(CGPoint(x: -240, y: 60), to: inner), CGPoint(x: 5, y: 5)))
        // inner's 10×10 bounds cover 20×20 in the window, from (50, 50).
        #expect(isClose(inner.convert(inner.bounds, to: window), CGRect(x: 50, y: 50, width: 20, height: 20)))
        #expect(isClose(window.convert(CGRect(x: 50, y: 50, width: 20, height: 20), to: inner), inner.bounds))
    }

    @Test func convertToNilOutsideAWindowUsesTheTopmostSuperview() {
        let root = UIView(frame: CGRect(x: 1000, y: 1000, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 10, height: 10))
        root.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        #expect(child.convert(CGPoint(x: 10, y: 20), from: nil) == .zero)
    }

    @Test func windowConvertToNilGivesScreenCoordinates() {
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        #expect(window.convert(CGPoint.zero, to: nil as UIWindow?) == CGPoint(x: 100, y: 50))
        #expect(window.convert(CGPoint(x: 100, y: 50), from: nil as UIWindow?) == .zero)
        #expect(window.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil as UIWindow?)
                == CGRect(x: 100, y: 50, width: 10, height: 10))
    }

    // MARK: - Appearance, stored in the layer

    @Test func appearanceDefaults() {
        let view = UIView()
        #expect(view.backgroundColor == nil)
        #expect(view.alpha == 1)
        #expect(!view.isHidden)
        #expect(view.isOpaque)
        #expect(!view.clipsToBounds)
        #expect(view.isUserInteractionEnabled)
        #expect(view.layer.delegate === view)
    }

    @Test func appearanceIsStoredInTheLayer() {
        let view = UIView()
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        view.isHidden = true
        #expect(view.layer.isHidden)
        view.isOpaque = false
        #expect(!view.layer.isOpaque)
        // And the other way round.
        view.layer.backgroundColor = CGColor(gray: 0, alpha: 1)
        #expect(view.backgroundColor == .black)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
    }

    @Test func alphaIsClampedLikeLayerOpacity() {
        let view = UIView()
        view.alpha = 3
        #expect(view.alpha == 1)
    }

    @Test func layerClassChoosesTheLayerType() {
        final class TiledLayer: CALayer {}
        final class TiledView: UIView {
            override class var layerClass: AnyClass { TiledLayer.self }
        }
        #expect(TiledView().layer is TiledLayer)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @Test func geometryChangesReachTheWindowsHost() {
        final class Host: LayerTreeHost {
            var count = 0
            func layerTreeDidChange(_ root: CALayer) { count += 1 }
        }
        let host = Host()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.layer.host = host
        let view = UIView()
        window.addSubview(view)
        let afterAdd = host.count
        #expect(afterAdd >= 1)
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(host.count > afterAdd)
    }
}
