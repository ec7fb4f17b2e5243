// Vitrine — Apache License 2.0

/// An animation of a property between two values.
///
/// Which two, from the values that are set (as Core Animation documents):
/// from and to; from and from + by; to − by and to; from and the current value; the
/// current value and to; the current value and current + by. With none set the
/// animation shows the current value.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() {
        super.init()
    }

    override func value(atPassFraction fraction: Double, base: AnimationValue) -> AnimationValue? {
        guard let (from, to) = endpoints(base: base) else { return nil }
        return from.interpolated(to: to, fraction: progress(forPassFraction: fraction))
    }

    /// The start and end values, resolved against the property's current value `base`.
    /// For an additive animation, `base` is the zero the values are added to.
    func endpoints(base: AnimationValue) -> (AnimationValue, AnimationValue)? {
        let from = AnimationValue(fromValue), to = AnimationValue(toValue), by = AnimationValue(byValue)
        let current = isAdditive ? (base.subtracting(base) ?? base) : base
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return from.adding(by).map { (from, $0) }
        case let (nil, to?, by?): return to.subtracting(by).map { ($0, to) }
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return current.adding(by).map { (current, $0) }
        case (nil, nil, nil): return (current, current)
        }
    }
}
