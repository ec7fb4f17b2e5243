// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

private func isClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-12) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
        (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
        (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
        (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
        (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    return pairs.allSatisfy { abs($0 - $1) <= tolerance }
}

/// [x y z 1] · t, divided by w.
private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
    let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
    return ((x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
            (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
            (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w)
}

@Suite struct CATransform3DTests {
    @Test func identityAndZeroInitializer() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3D().m11 == 0 && CATransform3D().m44 == 0)
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
    }

    @Test func rotationAboutZIsTheAffineRotation() {
        let angle: CGFloat = 0.7
        let t = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(rotationAngle: angle))
        // The axis is normalized: (0, 0, 5) is the same axis.
        #expect(isClose(CATransform3DMakeRotation(angle, 0, 0, 5), t))
        #expect(CATransform3DMakeRotation(angle, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func rotationAboutYTurnsPositiveXAwayFromTheViewer() {
        // A quarter turn about y: (1, 0, 0) → (cos 90°, 0, −sin 90°) = (0, 0, −1), the
        // right-handed turn (CSS's rotateY has the same matrix).
        let (x, y, z) = apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 1, 0, 0)
        #expect(abs(x) < 1e-12 && y == 0 && abs(z + 1) < 1e-12)
        // About x: (0, 1, 0) → (0, cos 90°, sin 90°) = (0, 0, 1).
        let (x2, y2, z2) = apply(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0, 1, 0)
        #expect(x2 == 0 && abs(y2) < 1e-12 && abs(z2 - 1) < 1e-12)
    }

    @Test func operationsPrependAsCoreAnimationDoes() {
        // Translate(t, …) = MakeTranslation · t: the translation acts first, then t.
        let scaled = CATransform3DMakeScale(2, 3, 4)
        let t = CATransform3DTranslate(scaled, 10, 20, 30)
        let (x, y, z) = apply(t, 1, 1, 1)
        #expect(x == 22 && y == 63 && z == 124)  // (1 + 10)·2, (1 + 20)·3, (1 + 30)·4
        // Scale(t, …) = MakeScale · t.
        let s = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 2)
        #expect(apply(s, 1, 0, 0).0 == 12)  // 1·2 + 10
        // Concat(a, b) applies a, then b.
        let c = CATransform3DConcat(CATransform3DMakeTranslation(1, 0, 0), CATransform3DMakeScale(5, 1, 1))
        #expect(apply(c, 0, 0, 0).0 == 5)
        let r = CATransform3DRotate(CATransform3DMakeTranslation(100, 0, 0), .pi / 2, 0, 0, 1)
        let (rx, ry, _) = apply(r, 1, 0, 0)  // rotate (1, 0) → (0, 1), then move by 100
        #expect(abs(rx - 100) < 1e-12 && abs(ry - 1) < 1e-12)
    }

    @Test func perspectiveShrinksWhatMovesAway() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        // z = −500: w = z·m34 + 1 = 1 + 1 = 2, so x halves.
        #expect(apply(t, 100, 0, -500).0 == 50)
        #expect(!CATransform3DIsAffine(t))
    }

    @Test func invertUndoesAPerspectiveTransform() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, 1.1, 0.3, 1, 0.2)
        t = CATransform3DTranslate(t, 12, -7, 3)
        #expect(isClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, tolerance: 1e-12))
        #expect(isClose(CATransform3DConcat(CATransform3DInvert(t), t), CATransform3DIdentity, tolerance: 1e-12))
        // A singular matrix comes back unchanged.
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test func affineRoundTrip() {
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(m)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == m)
        #expect(t.m33 == 1 && t.m44 == 1 && t.m43 == 0)
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
    }

    @Test func flatteningKeepsRowsAndColumnsOneTwoAndFour() {
        var t = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        t.m34 = -1.0 / 500
        let p = ProjectiveTransform(flattening: t)
        // A point of the plane z = 0 lands where the 4×4 matrix puts it after dividing by w.
        let (x, y, _) = apply(t, 40, 30, 0)
        let q = p.apply(to: CGPoint(x: 40, y: 30))
        #expect(abs(q.x - x) < 1e-12 && abs(q.y - y) < 1e-12)
    }
}

@MainActor
@Suite struct CALayerTransformTests {
    @Test func theAffineAccessorsReadAndWriteTheTransform() {
        let layer = CALayer()
        #expect(CATransform3DIsIdentity(layer.transform))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.transform == CATransform3DMakeScale(2, 3, 1))
        layer.transform = CATransform3DMakeTranslation(4, 5, 6)
        #expect(layer.affineTransform() == CGAffineTransform(translationX: 4, y: 5))
        #expect(layer.isDoubleSided)
        #expect(CATransform3DIsIdentity(layer.sublayerTransform))
    }

    @Test func changingTheTransformAsksForAComposite() {
        let layer = CALayer()
        let host = RecordingHost()
        layer.host = host
        layer.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
        layer.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)  // same value: no change
        layer.sublayerTransform.m34 = -0.002
        layer.isDoubleSided = false
        #expect(host.roots.count == 3)
    }

    @Test func frameUsesTheAffinePartOfA3DTransform() {
        // A 100×50 layer centred at (100, 100) turned 60° about y: the flat part scales x
        // by cos 60° = 0.5, so the frame is 50 wide around x = 100.
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        var t = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        t.m34 = -1.0 / 500
        layer.transform = t
        let frame = layer.frame
        #expect(abs(frame.minX - 75) < 1e-9 && abs(frame.width - 50) < 1e-9)
        #expect(frame.minY == 75 && frame.height == 50)
        #expect(abs(layer.convert(CGPoint(x: 100, y: 0), to: nil).x - 125) < 1e-9)
    }
}
