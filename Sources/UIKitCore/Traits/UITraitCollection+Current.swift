// Vitrine — Apache License 2.0
// `current` is what a dynamic colour resolves with when asked for its `cgColor`. UIKit sets
// it around `draw(_:)`, `layoutSubviews()` and `traitCollectionDidChange(_:)`; outside
// those it is the screen's traits (the board's appearance), so a colour read anywhere in a
// kiosk resolves for the kiosk's style. UIKit keeps it per thread; Vitrine draws on the
// main thread only, so one value behind a lock is enough (colours are read from any thread).
import Foundation

extension UITraitCollection {
    private static let currentLock = NSLock()
    nonisolated(unsafe) private static var storedCurrent: UITraitCollection?
    nonisolated(unsafe) private static var environmentTraits = UITraitCollection(
        userInterfaceStyle: .light, displayScale: 1, preferredContentSizeCategory: .large, layoutDirection: .leftToRight,
        userInterfaceIdiom: .pad)

    /// The traits dynamic colours resolve with now.
    public static var current: UITraitCollection {
        get { currentLock.withLock { storedCurrent ?? environmentTraits } }
        set { currentLock.withLock { storedCurrent = newValue } }
    }

    /// Makes this collection `current` while `actions` runs.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Self.currentLock.withLock { () -> UITraitCollection? in
            let previous = Self.storedCurrent
            Self.storedCurrent = self
            return previous
        }
        defer { Self.currentLock.withLock { Self.storedCurrent = previous } }
        try actions()
    }

    /// Sets what `current` is outside any drawing: the screen's traits.
    static func setEnvironmentTraits(_ traits: UITraitCollection) {
        currentLock.withLock { environmentTraits = traits }
    }
}
