// Vitrine — Apache License 2.0
// UIKit's geometry values boxed in NSValue (`NSValue(cgRect:)`, `cgRectValue`, …).
//
// Swift's Foundation on Linux stores rectangles, points, sizes and edge insets natively;
// it cannot encode other structures from bytes, so transforms, offsets and directional
// insets are stored as arrays of doubles (`[6d]`, `[16d]`, `[2d]`, `[4d]`). A value read
// as a kind it does not hold gives zero (identity for transforms), where Foundation would
// trap.
import Foundation
import CoreGraphics
import QuartzCore

extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(doubles: [insets.top, insets.leading, insets.bottom, insets.trailing])
    }
    public convenience init(uiOffset offset: UIOffset) { self.init(doubles: [offset.horizontal, offset.vertical]) }
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty]) }
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(doubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44])
    }

    public var cgRectValue: CGRect { holds(NSValue.rectType) ? rectValue : .zero }
    public var cgPointValue: CGPoint { holds(NSValue.pointType) ? pointValue : .zero }
    public var cgSizeValue: CGSize { holds(NSValue.sizeType) ? sizeValue : .zero }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard holds(NSValue.edgeInsetsType) else { return .zero }
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        guard let d = doubles(4) else { return .zero }
        return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
    }
    public var uiOffsetValue: UIOffset {
        guard let d = doubles(2) else { return .zero }
        return UIOffset(horizontal: d[0], vertical: d[1])
    }
    public var cgAffineTransformValue: CGAffineTransform {
        guard let d = doubles(6) else { return .identity }
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }
    public var caTransform3DValue: CATransform3D {
        guard let d = doubles(16) else { return CATransform3DIdentity }
        return CATransform3D(m11: d[0], m12: d[1], m13: d[2], m14: d[3], m21: d[4], m22: d[5], m23: d[6], m24: d[7],
                             m31: d[8], m32: d[9], m33: d[10], m34: d[11], m41: d[12], m42: d[13], m43: d[14], m44: d[15])
    }

    // The type encodings Foundation gives its native kinds, read from Foundation itself.
    static let rectType = String(cString: NSValue(rect: .zero).objCType)
    static let pointType = String(cString: NSValue(point: .zero).objCType)
    static let sizeType = String(cString: NSValue(size: .zero).objCType)
    static let edgeInsetsType = String(cString: NSValue(edgeInsets: NSEdgeInsets()).objCType)

    func holds(_ type: String) -> Bool { String(cString: objCType) == type }

    private convenience init(doubles: [CGFloat]) {
        let values = doubles.map(Double.init)
        self.init(bytes: values, objCType: "[\(values.count)d]")
    }

    private func doubles(_ count: Int) -> [CGFloat]? {
        guard holds("[\(count)d]") else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values.map { CGFloat($0) }
    }
}
