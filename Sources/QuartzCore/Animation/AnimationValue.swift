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
    /// A transform with depth or perspective (an affine one is `.affine`).
    case transform3D(CATransform3D)
    case color(CGColor)
    /// An absent colour (a nil `backgroundColor`); interpolates as transparent.
    case noColor
    /// A shape layer's path (nil for none); paths with the same elements move point by
    /// point, others jump to the end value.
    case path(CGPath?)
    /// A gradient layer's colours (nil for none); lists of one length mix colour by
    /// colour, others jump to the end value.
    case colors([CGColor]?)
    /// A list of numbers, such as a gradient layer's locations (nil for none); lists of
    /// one length mix number by number, others jump to the end value.
    case numbers([Double]?)
    /// A layer's contents image (nil for none).
    case contents(CGImage?)
    /// Contents part of the way (`fraction`) through a cross-fade between two images.
    case contentsBlend(from: CGImage?, to: CGImage?, fraction: Double)
    /// A layer's backdrop blur (nil for none); none interpolates as a blur of radius 0
    /// and saturation 1, which leaves the backdrop as it is.
    case backdrop(BackdropFilter?)

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
        case let value as CATransform3D:
            self = CATransform3DIsAffine(value) ? .affine(CATransform3DGetAffineTransform(value)) : .transform3D(value)
        case let value as CGColor: self = .color(value)
        case let value as CGImage: self = .contents(value)
        case let value as CGPath: self = .path(value)
        case let value as BackdropFilter: self = .backdrop(value)
        case let value as NSValue:
            // What iOS code passes: `NSValue(cgPoint:)`, `NSValue(caTransform3D:)` and the like.
            guard let unboxed = AnimationValue(boxed: value) else { return nil }
            self = unboxed
        case let list as [Any]:
            // Core Animation's arrays are NSArrays of CGColors or NSNumbers.
            let colors = list.compactMap { $0 as? CGColor }
            let numbers = list.compactMap { AnimationValue($0)?.scalar }
            if colors.count == list.count {
                self = .colors(colors)
            } else if numbers.count == list.count {
                self = .numbers(numbers)
            } else {
                return nil
            }
        default: return nil
        }
    }

    /// A point, size, rectangle or transform boxed in an NSValue; nil for other kinds.
    private init?(boxed value: NSValue) {
        if value.holds(NSValue.pointType) {
            self = .point(value.pointValue)
        } else if value.holds(NSValue.sizeType) {
            self = .size(value.sizeValue)
        } else if value.holds(NSValue.rectType) {
            self = .rect(value.rectValue)
        } else if let transform = value.affineTransform {
            self = .affine(transform)
        } else if let transform = value.transform3D, let unboxed = AnimationValue(transform) {
            self = unboxed
        } else {
            return nil
        }
    }

    /// The value as Core Animation's key-value coding gives it for the built-in property
    /// at `keyPath` (opacities are Floats, other numbers CGFloats, transforms CATransform3D).
    func anyValue(forKeyPath keyPath: String) -> Any? {
        switch self {
        case .scalar(let v):
            return keyPath == "opacity" || keyPath == "shadowOpacity" ? Float(v) as Any : CGFloat(v) as Any
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .affine(let t): return CATransform3DMakeAffineTransform(t)
        case .transform3D(let t): return t
        case .color(let c): return c
        case .noColor: return nil
        case .path(let p): return p
        case .colors(let c): return c
        case .numbers(let n): return n.map { $0.map { NSNumber(value: $0) } }
        case .contents(let image): return image
        case .contentsBlend(_, let to, _): return to
        case .backdrop(let filter): return filter
        }
    }

    /// The value as a custom key holding `current` keeps it: a number stays a Double,
    /// Float, Int or NSNumber if it was one, else becomes a CGFloat.
    func anyValue(like current: Any?) -> Any? {
        guard case .scalar(let v) = self else { return anyValue(forKeyPath: "") }
        switch current {
        case is Double: return v
        case is Float: return Float(v)
        case is Int: return Int(v.rounded())
        case is CGFloat, nil: return CGFloat(v)
        case is NSNumber: return NSNumber(value: v)
        default: return CGFloat(v)
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
        case (.transform3D, .transform3D), (.affine, .transform3D), (.transform3D, .affine):
            // Entry by entry: right for translations, scales and perspective; a turn in
            // depth is better animated through "transform.rotation.y" and the like.
            guard let a = matrix3D, let b = other.matrix3D else { return nil }
            return .transform3D(a.interpolatedEntries(to: b, fraction: CGFloat(f)))
        case (.color, .color), (.color, .noColor), (.noColor, .color):
            // Straight (unpremultiplied) components, as Core Animation interpolates colours;
            // an absent colour is the other colour made transparent.
            guard let from = rgba ?? other.rgba?.transparent else { return nil }
            let to = other.rgba ?? from.transparent
            return .color(CGColor(red: mix(from[0], to[0]), green: mix(from[1], to[1]),
                                  blue: mix(from[2], to[2]), alpha: mix(from[3], to[3])))
        case (.noColor, .noColor):
            return .noColor
        case let (.path(a), .path(b)):
            if let a, let b, let mixed = a.interpolated(to: b, fraction: CGFloat(f)) { return .path(mixed) }
            return f > 0 ? other : self
        case let (.colors(a), .colors(b)):
            guard let a, let b, a.count == b.count else { return f > 0 ? other : self }
            return .colors(zip(a, b).map { pair in
                AnimationValue.color(pair.0).interpolated(to: .color(pair.1), fraction: f).flatMap {
                    if case .color(let c) = $0 { c } else { nil }
                } ?? pair.1
            })
        case let (.numbers(a), .numbers(b)):
            guard let a, let b, a.count == b.count else { return f > 0 ? other : self }
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * f })
        case let (.contents(a), .contents(b)):
            // Images cross-fade; the ends (and springs past them) show one image.
            if a === b || f >= 1 { return other }
            if f <= 0 { return self }
            return .contentsBlend(from: a, to: b, fraction: f)
        case let (.backdrop(a), .backdrop(b)):
            // Radius and saturation move together; the end shows the end value, so a blur
            // animated out is gone (nil) when the animation ends.
            if f >= 1 { return other }
            if f <= 0 && a == nil { return self }
            let none = BackdropFilter(radius: 0, saturation: 1)
            let from = a ?? none, to = b ?? none
            return .backdrop(BackdropFilter(radius: mix(from.radius, to.radius), saturation: mix(from.saturation, to.saturation)))
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

    /// `self` times `k`, for curves through keyframe values; nil for kinds without it.
    func scaled(by k: Double) -> AnimationValue? {
        let f = CGFloat(k)
        switch self {
        case .scalar(let v): return .scalar(v * k)
        case .point(let p): return .point(CGPoint(x: p.x * f, y: p.y * f))
        case .size(let s): return .size(CGSize(width: s.width * f, height: s.height * f))
        case .rect(let r): return .rect(CGRect(x: r.minX * f, y: r.minY * f, width: r.width * f, height: r.height * f))
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

    /// A transform value as a 4×4 matrix.
    private var matrix3D: CATransform3D? {
        switch self {
        case .affine(let t): CATransform3DMakeAffineTransform(t)
        case .transform3D(let t): t
        default: nil
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
        case let (.transform3D(x), .transform3D(y)): x == y
        case let (.color(x), .color(y)): x == y
        case (.noColor, .noColor): true
        case let (.path(x), .path(y)): x == y
        case let (.colors(x), .colors(y)): x == y
        case let (.numbers(x), .numbers(y)): x == y
        case let (.contents(x), .contents(y)): x === y
        case let (.contentsBlend(a, b, f), .contentsBlend(c, d, g)): a === c && b === d && f == g
        case let (.backdrop(x), .backdrop(y)): x == y
        default: false
        }
    }
}

private extension [CGFloat] {
    /// The same colour components with alpha 0.
    var transparent: [CGFloat] { [self[0], self[1], self[2], 0] }
}

private extension CATransform3D {
    /// Each entry `fraction` of the way to `other`'s.
    func interpolatedEntries(to other: CATransform3D, fraction f: CGFloat) -> CATransform3D {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        return CATransform3D(
            m11: mix(m11, other.m11), m12: mix(m12, other.m12), m13: mix(m13, other.m13), m14: mix(m14, other.m14),
            m21: mix(m21, other.m21), m22: mix(m22, other.m22), m23: mix(m23, other.m23), m24: mix(m24, other.m24),
            m31: mix(m31, other.m31), m32: mix(m32, other.m32), m33: mix(m33, other.m33), m34: mix(m34, other.m34),
            m41: mix(m41, other.m41), m42: mix(m42, other.m42), m43: mix(m43, other.m43), m44: mix(m44, other.m44))
    }
}
