// Vitrine — Apache License 2.0
import Testing
@testable import CoreGraphics

/// True when `lhs` and `rhs` differ by at most 1e-9 in every entry (rotations by π/2
/// leave cos(π/2) ≈ 6e-17 behind).
func isClose(_ lhs: CGAffineTransform, _ rhs: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs.a - rhs.a) <= tolerance && abs(lhs.b - rhs.b) <= tolerance
        && abs(lhs.c - rhs.c) <= tolerance && abs(lhs.d - rhs.d) <= tolerance
        && abs(lhs.tx - rhs.tx) <= tolerance && abs(lhs.ty - rhs.ty) <= tolerance
}

func isClose(_ lhs: CGPoint, _ rhs: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs.x - rhs.x) <= tolerance && abs(lhs.y - rhs.y) <= tolerance
}

@Suite struct CGAffineTransformTests {
    @Test func identityHasUnitDiagonalAndNoTranslation() {
        let t = CGAffineTransform.identity
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty] == [1, 0, 0, 1, 0, 0])
        #expect(t.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test func makersFillTheDocumentedEntries() {
        #expect(CGAffineTransform(translationX: 3, y: 4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        // (a, b, c, d) = (cos θ, sin θ, −sin θ, cos θ); θ = π/2 gives (0, 1, −1, 0).
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(quarter, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
    }

    @Test func pointApplyingUsesRowVectorConvention() {
        // x' = a·x + c·y + tx = 1·2 + 3·5 + 5 = 22; y' = b·x + d·y + ty = 2·2 + 4·5 + 6 = 30.
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 2, y: 5).applying(t) == CGPoint(x: 22, y: 30))
    }

    @Test func positiveRotationTurnsXAxisTowardsPositiveY() {
        // With y pointing down this is clockwise on screen: (1, 0) → (0, 1).
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        // Translate then scale: (1, 1) → (11, 1) → (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        // Scale then translate: (1, 1) → (2, 2) → (12, 2).
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
    }

    @Test func translatedByPrependsTheTranslation() {
        // scale(2).translatedBy(10, 0) = translate · scale: (1, 1) → (11, 1) → (22, 2).
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    @Test func scaledByPrependsTheScale() {
        // translate(10, 0).scaledBy(2, 3) = scale · translate: (1, 1) → (2, 3) → (12, 3).
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    }

    @Test func rotatedByPrependsTheRotation() {
        // translate(10, 0).rotated(by: π/2) = rotate · translate: (1, 0) → (0, 1) → (10, 1).
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4)
        #expect(isClose(t.concatenating(t.inverted()), .identity))
        #expect(isClose(t.inverted().concatenating(t), .identity))
        // Worked by hand: det = 2·3 − 1·(−1) = 7; a' = 3/7, b' = −1/7, c' = 1/7, d' = 2/7,
        // tx' = (c·ty − d·tx)/det = (4 − 21)/7 = −17/7, ty' = (b·tx − a·ty)/det = (7 + 8)/7 = 15/7.
        #expect(isClose(t.inverted(), CGAffineTransform(a: 3.0 / 7, b: -1.0 / 7, c: 1.0 / 7, d: 2.0 / 7,
                                                        tx: -17.0 / 7, ty: 15.0 / 7)))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)  // det = 4 − 4 = 0
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test func descriptionListsTheSixEntries() {
        #expect(CGAffineTransform.identity.description
                == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
    }
}
