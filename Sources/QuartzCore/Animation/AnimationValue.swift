// Vitrine — Apache License 2.0
import Foundation

/// A value an animation moves between, with the arithmetic interpolation needs.
///
/// Core Animation takes `Any` for `fromValue`, `toValue` and `values`; this is that
/// `Any` read as one of the kinds layer properties have. A value of another kind (or two
/// values of different kinds) cannot be animated and leaves the property as it is.
package enum AnimationValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case affine(CGAffineTransform)
    case color(CGColor)
    /// An absent colour (a nil `backgroundColor`); interpolates as transparent.
    case noColor

    package init?(_ any: Any?) {
        switch any {
        case let value as AnimationValue: self = value
        case let value as Double: self = .scalar(value)
        case let value as CGFloat: self = .scalar(Double(value))
        case let value as Float: self = .scalar(Double(value))
        case let value as Int: self = .scalar(Double(value))
        case let value as NSNumber: self = .scalar(value.doubleValue)
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CGAffineTransform: self = .affine(value)
        case let value as CGColor: self = .color(value)
        default: return nil
        }
    }

    /// The value as a property of its kind holds it.
    var scalar: Double? { if case .scalar(let v) = self { v } else { nil } }

    /// The value `fraction` of the way from `self` to `other` (fractions outside 0...1
    /// extrapolate, as springs overshoot); nil when the kinds differ.
    package func interpolated(to other: AnimationValue, fraction f: Double) -> AnimationValue? {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(f) }
        switch (self, other) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(a + (b - a) * f)
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.affine(a), .affine(b)):
            return .affine(AffineDecomposition(a).interpolated(to: AffineDecomposition(b), fraction: f).transform)
        case (.color, .color), (.color, .noColor), (.noColor, .color):
            // Straight (unpremultiplied) components, as Core Animation interpolates colours;
            // an absent colour is the other colour made transparent.
            guard let from = rgba ?? other.rgba?.transparent else { return nil }
            let to = other.rgba ?? from.transparent
            return .color(CGColor(red: mix(from[0], to[0]), green: mix(from[1], to[1]),
                                  blue: mix(from[2], to[2]), alpha: mix(from[3], to[3])))
        case (.noColor, .noColor):
            return .noColor
        default:
            return nil
        }
    }

    /// `self + other`, for `byValue` and additive animations; nil when it has no meaning.
    func adding(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY,
                                width: a.width + b.width, height: a.height + b.height))
        case let (.affine(a), .affine(b)): return .affine(b.concatenating(a))
        default: return nil
        }
    }

    /// `self − other`, for a `byValue` given with a `toValue`.
    func subtracting(_ other: AnimationValue) -> AnimationValue? {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a - b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX - b.minX, y: a.minY - b.minY,
                                width: a.width - b.width, height: a.height - b.height))
        case let (.affine(a), .affine(b)): return .affine(b.inverted().concatenating(a))
        default: return nil
        }
    }

    /// A rough length of the change from `self` to `other`, for paced keyframes.
    func distance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return abs(b - a)
        case let (.point(a), .point(b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case let (.size(a), .size(b)): return Double(hypot(b.width - a.width, b.height - a.height))
        case let (.rect(a), .rect(b)):
            return Double(hypot(b.midX - a.midX, b.midY - a.midY) + hypot(b.width - a.width, b.height - a.height))
        default: return 1
        }
    }

    /// Red, green, blue, alpha of a colour value.
    private var rgba: [CGFloat]? {
        guard case .color(let color) = self, let c = color.components, c.count == 4 else { return nil }
        return c
    }

    package static func == (a: AnimationValue, b: AnimationValue) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): x == y
        case let (.point(x), .point(y)): x == y
        case let (.size(x), .size(y)): x == y
        case let (.rect(x), .rect(y)): x == y
        case let (.affine(x), .affine(y)): x == y
        case let (.color(x), .color(y)): x == y
        case (.noColor, .noColor): true
        default: false
        }
    }
}

private extension [CGFloat] {
    /// The same colour components with alpha 0.
    var transparent: [CGFloat] { [self[0], self[1], self[2], 0] }
}
