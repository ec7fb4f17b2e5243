// Vitrine — Apache License 2.0

/// A view a context menu lifts above its dimming while it shows: the app's choice in
/// `contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)`.
@preconcurrency @MainActor
open class UITargetedPreview {
    /// The view lifted; it must be in a window when the menu shows.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters

    /// A preview of `view`, drawn as `parameters` say.
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
    }

    /// A preview of `view` with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The size of the lifted view.
    open var size: CGSize { view.bounds.size }
}
