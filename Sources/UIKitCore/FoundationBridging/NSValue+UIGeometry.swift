// Vitrine — Apache License 2.0
// UIKit's geometry values boxed in NSValue (`NSValue(uiEdgeInsets:)`, `uiOffsetValue`, …);
// Core Graphics' and Core Animation's are in QuartzCore (NSValue+Geometry.swift).
//
// Swift's Foundation on Linux stores edge insets natively; offsets and directional
// insets are stored as arrays of doubles (`[2d]`, `[4d]`). A value read
// as a kind it does not hold gives zero (identity for transforms), where Foundation would
// trap.
import Foundation
import CoreGraphics
import QuartzCore

extension NSValue {
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(doubles: [insets.top, insets.leading, insets.bottom, insets.trailing])
    }
    public convenience init(uiOffset offset: UIOffset) { self.init(doubles: [offset.horizontal, offset.vertical]) }

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

    // The type encodings Foundation gives its native kinds, read from Foundation itself.
    static let edgeInsetsType = String(cString: NSValue(edgeInsets: NSEdgeInsets()).objCType)
}
