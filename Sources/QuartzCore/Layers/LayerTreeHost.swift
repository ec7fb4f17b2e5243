// Vitrine — Apache License 2.0

/// The object that puts a layer tree on screen (the compositor), told when the tree
/// changes so it can schedule a frame.
///
/// A host is attached to a root layer through `CALayer.host`. Changes anywhere in the
/// tree reach it through `CALayer.setNeedsComposite()`; a host should coalesce the calls
/// it gets within one turn of the event loop into one frame.
@preconcurrency @MainActor
public protocol LayerTreeHost: AnyObject {
    /// Called after something that affects what `root`'s tree shows has changed.
    func layerTreeDidChange(_ root: CALayer)
}
