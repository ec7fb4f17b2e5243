// Vitrine — Apache License 2.0

/// The object a layer reports to; a view is its layer's delegate.
///
/// Drawing and layout callbacks (`draw(_:in:)`, `layoutSublayers(of:)`) are added with
/// the subsystems that call them, so none is declared here without a caller.
@MainActor
public protocol CALayerDelegate: AnyObject {}
