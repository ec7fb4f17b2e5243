// Vitrine — Apache License 2.0

/// A function that adjusts the text attributes a configuration gives its text: it
/// receives the attributes the view would use (its font and foreground colour) and
/// returns the ones to use instead.
public struct UIConfigurationTextAttributesTransformer {
    private let transform: (AttributeContainer) -> AttributeContainer

    /// Creates a transformer that runs `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// Returns the attributes to use for `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}
