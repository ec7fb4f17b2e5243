// Vitrine — Apache License 2.0
// The NSValue bridging iOS gives CGRect, CGPoint, CGSize and UIEdgeInsets.
//
// On iOS a rectangle in a `[AnyHashable: Any]` casts to NSValue and an NSValue casts
// back, so keyboard notifications are read either way:
// `(info[key] as? NSValue)?.cgRectValue` or `info[key] as? CGRect`. Swift's runtime on
// Linux casts through `_ObjectiveCBridgeable` as on Darwin, but Foundation there
// declares no bridging for geometry; these conformances add it. A cast of an NSValue
// holding another kind fails, as on iOS.
import Foundation

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = bridged(source, NSValue.rectType) { $0.cgRectValue }
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = bridged(source, NSValue.rectType) { $0.cgRectValue }
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.cgRectValue ?? .zero }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = bridged(source, NSValue.pointType) { $0.cgPointValue }
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = bridged(source, NSValue.pointType) { $0.cgPointValue }
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.cgPointValue ?? .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = bridged(source, NSValue.sizeType) { $0.cgSizeValue }
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = bridged(source, NSValue.sizeType) { $0.cgSizeValue }
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.cgSizeValue ?? .zero }
}

extension UIEdgeInsets: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(uiEdgeInsets: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) {
        result = bridged(source, NSValue.edgeInsetsType) { $0.uiEdgeInsetsValue }
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) -> Bool {
        result = bridged(source, NSValue.edgeInsetsType) { $0.uiEdgeInsetsValue }
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> UIEdgeInsets { source?.uiEdgeInsetsValue ?? .zero }
}

/// `read(source)` when `source` holds the kind encoded as `type`, else nil.
private func bridged<Value>(_ source: NSValue, _ type: String, _ read: (NSValue) -> Value) -> Value? {
    source.holds(type) ? read(source) : nil
}
