// Vitrine — Apache License 2.0
// A layer that draws its sublayers `instanceCount` times. Instance 0 is the sublayers as
// they are; instance k is drawn through `instanceTransform` applied k times (about the
// replicator's anchor point, as `sublayerTransform` is), tinted by the instance colour
// (`instanceColor` plus k times the offsets, each component clamped to 0...1) and with
// its animations running `k × instanceDelay` seconds behind. Instances are drawn in
// order, each one all the sublayers, so later instances are in front.
//
// The instances exist only where the layer tree is drawn (the compositor and
// `render(in:)`): hit-testing, `sublayers` and conversions see the sublayers once, as
// in Core Animation.

/// A layer that draws copies of its sublayers, each transformed, tinted and delayed a
/// step further than the one before: the activity-spinner layer.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the sublayers themselves included;
    /// default 1. Zero or less draws none.
    open var instanceCount: Int = 1 {
        didSet { if instanceCount != oldValue { setNeedsComposite() } }
    }

    /// Whether the instances keep their depth and are drawn back to front by it, as in a
    /// `CATransformLayer`, rather than flattened into the layer's plane; default false.
    open var preservesDepth = false {
        didSet { if preservesDepth != oldValue { setNeedsComposite() } }
    }

    /// Seconds by which each instance's animations run behind the previous instance's;
    /// default 0.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { if instanceDelay != oldValue { setNeedsComposite() } }
    }

    /// The transform from one instance to the next, applied about the layer's anchor point
    /// (instance k gets it k times); default identity.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { if !CATransform3DEqualToTransform(instanceTransform, oldValue) { setNeedsComposite() } }
    }

    /// The colour the first instance's pixels are multiplied by; nil (the default) is
    /// opaque white, which leaves them as they are.
    open var instanceColor: CGColor? {
        didSet { if instanceColor != oldValue { setNeedsComposite() } }
    }

    /// Added to the instance colour's red component for each instance after the first;
    /// default 0.
    open var instanceRedOffset: Float = 0 {
        didSet { if instanceRedOffset != oldValue { setNeedsComposite() } }
    }

    /// Added to the instance colour's green component for each instance; default 0.
    open var instanceGreenOffset: Float = 0 {
        didSet { if instanceGreenOffset != oldValue { setNeedsComposite() } }
    }

    /// Added to the instance colour's blue component for each instance; default 0.
    open var instanceBlueOffset: Float = 0 {
        didSet { if instanceBlueOffset != oldValue { setNeedsComposite() } }
    }

    /// Added to the instance colour's alpha component for each instance; default 0.
    open var instanceAlphaOffset: Float = 0 {
        didSet { if instanceAlphaOffset != oldValue { setNeedsComposite() } }
    }

    /// Creates a replicator drawing one instance.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, the replicator's included (a presentation copy).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    /// Unsupported, as for every layer (see `CALayer`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The instances drawn: for each, its transform (about the anchor point, in the
    /// layer's bounds coordinates; nil for the identity), its colour and its delay.
    var instances: [ReplicatorInstance] {
        guard instanceCount > 0 else { return [] }
        let anchor = anchorPointInBounds
        let step = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), instanceTransform),
            CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        let base = instanceColor.map { InstanceColor($0) } ?? .white
        let offset = InstanceColor(red: instanceRedOffset, green: instanceGreenOffset, blue: instanceBlueOffset,
                                   alpha: instanceAlphaOffset)
        var result: [ReplicatorInstance] = []
        result.reserveCapacity(instanceCount)
        var transform = CATransform3DIdentity
        for k in 0..<instanceCount {
            result.append(ReplicatorInstance(
                index: k, transform: k == 0 ? nil : transform, color: base.offset(by: offset, times: k),
                delay: Double(k) * instanceDelay))
            transform = CATransform3DConcat(transform, step)
        }
        return result
    }
}

/// One copy of a replicator's sublayers.
struct ReplicatorInstance {
    var index: Int
    /// From the sublayers' superlayer coordinates to the replicator's; nil for the identity.
    var transform: CATransform3D?
    var color: InstanceColor
    /// How far the instance's animations run behind the sublayers' own, in seconds.
    var delay: CFTimeInterval
}
