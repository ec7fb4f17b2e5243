// Vitrine — Apache License 2.0
import Foundation

/// How far content follows a finger that drags it past an edge: iOS's rubber-band curve.
///
/// A finger `x` points past the edge of a scroll view `d` points long on that axis moves
/// the content `(1 − 1/(x·c/d + 1))·d` points past it, with c = 0.55. Near the edge the
/// slope is c (the content moves 0.55 point per point of finger); it flattens as the
/// finger goes on, and the content never gets `d` past the edge.
enum RubberBand {
    /// The curve's constant, 0.55 (the value iOS is widely measured to use; not documented).
    static let coefficient: CGFloat = 0.55

    /// The displacement shown for a finger `overshoot` points past the edge, in a dimension
    /// `dimension` points long; the sign follows the overshoot.
    static func displacement(forOvershoot overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot.isFinite else { return 0 }
        let x = abs(overshoot)
        let shown = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -shown : shown
    }

    /// The finger overshoot that shows `displacement` (the inverse curve), so a drag that
    /// starts on rubber-banded content picks it up where it is: x = d·s/(c·(d − s)).
    static func overshoot(forDisplacement displacement: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, displacement.isFinite else { return 0 }
        let s = min(abs(displacement), dimension * 0.999)
        let x = dimension * s / (coefficient * (dimension - s))
        return displacement < 0 ? -x : x
    }
}
