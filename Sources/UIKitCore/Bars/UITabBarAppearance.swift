// Vitrine — Apache License 2.0

/// The look of a tab bar: its background and the hairline along its top edge.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    public required init() {
        super.init()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }
}
