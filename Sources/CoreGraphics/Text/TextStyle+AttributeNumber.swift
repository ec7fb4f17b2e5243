// Vitrine — Apache License 2.0
// Not Core Graphics API: attribute dictionaries hold numbers as whatever type the app
// wrote (CGFloat, Double, Float, Int, NSNumber); UIKit's attributes and a text layer's
// attributed strings both read them here.
import Foundation

extension TextStyle {
    /// `value` as a number of points; nil when it is no number.
    package static func points(fromAttributeValue value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}
