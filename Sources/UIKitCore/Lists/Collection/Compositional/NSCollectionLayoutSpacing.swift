// Vitrine — Apache License 2.0

/// The space between the items of a group: fixed, or flexible (at least the given
/// amount, growing to spread the items over the group).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(spacing, 0) : 0
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing` points; the group's spare room is shared between the gaps.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(flexibleSpacing, flexible: true) }

    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
