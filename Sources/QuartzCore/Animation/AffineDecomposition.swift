// Vitrine — Apache License 2.0
import Foundation

/// An affine transform split into parts that can be interpolated one by one:
/// scale (with a skew), then rotation, then translation.
///
/// Interpolating the matrix entries would shrink a view half-way through a quarter turn
/// (the average of two rotation matrices is not a rotation); interpolating the parts
/// turns it, as Core Animation's transform animations do.
struct AffineDecomposition: Equatable {
    var scaleX: Double
    var scaleY: Double
    /// The shear of y into x before the rotation (0 for rotations and scales).
    var skew: Double
    /// Radians, as `CGAffineTransform(rotationAngle:)` counts them.
    var rotation: Double
    var translationX: Double
    var translationY: Double

    init(scaleX: Double = 1, scaleY: Double = 1, skew: Double = 0, rotation: Double = 0,
         translationX: Double = 0, translationY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.skew = skew
        self.rotation = rotation
        self.translationX = translationX
        self.translationY = translationY
    }

    /// Splits `t` so that `transform` rebuilds it (up to rounding).
    init(_ t: CGAffineTransform) {
        // Rows of the linear part, as CGAffineTransform maps (x, y) to x·row0 + y·row1.
        var row0 = (x: Double(t.a), y: Double(t.b))
        var row1 = (x: Double(t.c), y: Double(t.d))
        var scaleX = (row0.x * row0.x + row0.y * row0.y).squareRoot()
        if scaleX > 0 { row0 = (row0.x / scaleX, row0.y / scaleX) } else { row0 = (1, 0) }
        // A mirror image: put the reflection into scaleX so the rest is a rotation.
        if row0.x * row1.y - row0.y * row1.x < 0 {
            scaleX = -scaleX
            row0 = (-row0.x, -row0.y)
        }
        let skew = row0.x * row1.x + row0.y * row1.y
        row1 = (row1.x - skew * row0.x, row1.y - skew * row0.y)
        let scaleY = (row1.x * row1.x + row1.y * row1.y).squareRoot()
        self.init(scaleX: scaleX, scaleY: scaleY, skew: skew, rotation: atan2(row0.y, row0.x),
                  translationX: Double(t.tx), translationY: Double(t.ty))
    }

    /// The transform: scale and skew, then the rotation, then the translation.
    var transform: CGAffineTransform {
        let cosine = cos(rotation), sine = sin(rotation)
        // [sx 0; k sy] · [cos sin; −sin cos]
        return CGAffineTransform(
            a: CGFloat(scaleX * cosine), b: CGFloat(scaleX * sine),
            c: CGFloat(skew * cosine - scaleY * sine), d: CGFloat(skew * sine + scaleY * cosine),
            tx: CGFloat(translationX), ty: CGFloat(translationY))
    }

    /// The parts `fraction` of the way to `other`; the rotation takes the shorter way round.
    func interpolated(to other: AffineDecomposition, fraction f: Double) -> AffineDecomposition {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        var turn = other.rotation - rotation
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        return AffineDecomposition(
            scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY), skew: mix(skew, other.skew),
            rotation: rotation + turn * f,
            translationX: mix(translationX, other.translationX), translationY: mix(translationY, other.translationY))
    }
}
