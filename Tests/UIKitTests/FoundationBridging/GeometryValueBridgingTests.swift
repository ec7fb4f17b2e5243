// Vitrine — Apache License 2.0
// UIKit's NSValue geometry: each kind boxed and read back, a value read as another kind,
// and the bridging iOS code relies on to read keyboard frames either way.
import Foundation
import Testing
@testable import UIKitCore

@MainActor @Suite struct GeometryValueBridgingTests {
    @Test func everyKindRoundTrips() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: -5, y: 6.5)).cgPointValue == CGPoint(x: -5, y: 6.5))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let directional = NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 9, vertical: -9)).uiOffsetValue == UIOffset(horizontal: 9, vertical: -9))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        var cube = CATransform3DMakeTranslation(1, 2, 3)
        cube.m34 = -1.0 / 500
        #expect(NSValue(caTransform3D: cube).caTransform3DValue == cube)
        #expect(NSValue(cgRect: rect) == NSValue(cgRect: rect))
    }

    @Test func aValueReadAsAnotherKindIsZeroNotATrap() {
        let point = NSValue(cgPoint: CGPoint(x: 1, y: 1))
        #expect(point.cgRectValue == .zero && point.uiEdgeInsetsValue == .zero && point.cgSizeValue == .zero)
        #expect(point.cgAffineTransformValue == .identity && point.caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 1, vertical: 2)).cgPointValue == .zero)
    }

    @Test func geometryInADictionaryCastsToNSValueAndBack() {
        let frame = CGRect(x: 0, y: 640, width: 1000, height: 360)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: frame,
            "boxed": NSValue(cgRect: frame),
            "insets": UIEdgeInsets(top: 0, left: 0, bottom: 360, right: 0),
            "point": NSValue(cgPoint: CGPoint(x: 3, y: 4)),
        ]
        // The two ways iOS code reads a keyboard frame.
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == frame)
        #expect(info["boxed"] as? CGRect == frame)
        #expect((info["insets"] as? NSValue)?.uiEdgeInsetsValue.bottom == 360)
        #expect(info["point"] as? CGPoint == CGPoint(x: 3, y: 4))
        // A value holding a point is not a rectangle or a size.
        #expect(info["point"] as? CGRect == nil && info["point"] as? CGSize == nil)
    }
}
