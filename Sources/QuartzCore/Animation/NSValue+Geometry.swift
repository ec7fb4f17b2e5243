// Vitrine — Apache License 2.0
// Core Graphics and Core Animation values boxed in NSValue (`NSValue(cgPoint:)`,
// `NSValue(caTransform3D:)`, …), as iOS code passes them to animations.
//
// Swift's Foundation on Linux stores rectangles, points and sizes natively; it cannot
// encode other structures from bytes, so transforms are stored as arrays of doubles
// (`[6d]`, `[16d]`). A value read as a kind it does not hold gives zero (identity for
// transforms), where Foundation would trap.
import Foundation

extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty]) }
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(doubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44])
    }

    public var cgRectValue: CGRect { holds(NSValue.rectType) ? rectValue : .zero }
    public var cgPointValue: CGPoint { holds(NSValue.pointType) ? pointValue : .zero }
    public var cgSizeValue: CGSize { holds(NSValue.sizeType) ? sizeValue : .zero }
    public var cgAffineTransformValue: CGAffineTransform { affineTransform ?? .identity }
    public var caTransform3DValue: CATransform3D { transform3D ?? CATransform3DIdentity }

    /// The affine transform this value holds; nil when it holds another kind.
    package var affineTransform: CGAffineTransform? {
        guard let d = doubles(6) else { return nil }
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }

    /// The 3D transform this value holds; nil when it holds another kind.
    package var transform3D: CATransform3D? {
        guard let d = doubles(16) else { return nil }
        return CATransform3D(m11: d[0], m12: d[1], m13: d[2], m14: d[3], m21: d[4], m22: d[5], m23: d[6], m24: d[7],
                             m31: d[8], m32: d[9], m33: d[10], m34: d[11], m41: d[12], m42: d[13], m43: d[14], m44: d[15])
    }

    // The type encodings Foundation gives its native kinds, read from Foundation itself.
    package static let rectType = String(cString: NSValue(rect: .zero).objCType)
    package static let pointType = String(cString: NSValue(point: .zero).objCType)
    package static let sizeType = String(cString: NSValue(size: .zero).objCType)

    package func holds(_ type: String) -> Bool { String(cString: objCType) == type }

    package convenience init(doubles: [CGFloat]) {
        let values = doubles.map(Double.init)
        self.init(bytes: values, objCType: "[\(values.count)d]")
    }

    package func doubles(_ count: Int) -> [CGFloat]? {
        guard holds("[\(count)d]") else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values.map { CGFloat($0) }
    }
}
