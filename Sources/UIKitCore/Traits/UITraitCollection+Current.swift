// Vitrine — Apache License 2.0
// `current` is what a dynamic colour resolves with when asked for its `cgColor`. UIKit sets
// it around `draw(_:)`, `layoutSubviews()` and `traitCollectionDidChange(_:)`; outside
// those it is the screen's traits (the board's appearance), so a colour read anywhere in a
// kiosk resolves for the kiosk's style. As in UIKit the value is per thread: a thread that
// sets it (or runs `performAsCurrent`) never changes what another thread's colours resolve to.
import Foundation

extension UITraitCollection {
    private static let environmentLock = NSLock()
    nonisolated(unsafe) private static var environmentTraits = UITraitCollection(
        userInterfaceStyle: .light, displayScale: 1, preferredContentSizeCategory: .large, layoutDirection: .leftToRight,
        userInterfaceIdiom: .pad)

    /// The traits dynamic colours resolve with now, on this thread.
    public static var current: UITraitCollection {
        get { CurrentTraitsSlot.value ?? environmentLock.withLock { environmentTraits } }
        set { CurrentTraitsSlot.value = newValue }
    }

    /// Makes this collection `current` on this thread while `actions` runs.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = CurrentTraitsSlot.value
        CurrentTraitsSlot.value = self
        defer { CurrentTraitsSlot.value = previous }
        try actions()
    }

    /// Sets what `current` is outside any drawing, on every thread: the screen's traits.
    static func setEnvironmentTraits(_ traits: UITraitCollection) {
        environmentLock.withLock { environmentTraits = traits }
    }
}
