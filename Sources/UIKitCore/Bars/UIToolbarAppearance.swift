// Vitrine — Apache License 2.0

/// The look of a toolbar: its background and the hairline along its top edge.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    public required init() {
        super.init()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }
}
