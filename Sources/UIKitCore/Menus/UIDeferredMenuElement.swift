// Vitrine — Apache License 2.0
// A placeholder in a menu whose elements load when the menu shows (a network lookup,
// say): the menu shows "Loading…" in its place until the provider's completion gives
// the elements. Without `uncached`, the first elements given are kept for later showings.

/// A menu element that provides its elements when its menu shows.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// What a deferred element runs: it calls the completion with the elements, at once
    /// or later.
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    let elementProvider: ElementProvider
    let caches: Bool
    var cachedElements: [UIMenuElement]?

    /// An element whose elements `elementProvider` gives once; later showings reuse them.
    public init(_ elementProvider: @escaping ElementProvider) {
        self.elementProvider = elementProvider
        caches = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncachedProvider: @escaping ElementProvider) {
        elementProvider = uncachedProvider
        caches = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element whose elements `elementProvider` gives each time its menu shows.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// Asks for the elements (or uses the cached ones); `deliver` gets them.
    func loadElements(_ deliver: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if caches, let cachedElements { deliver(cachedElements); return }
        elementProvider { [weak self] elements in
            guard let self else { return }
            if self.caches { self.cachedElements = elements }
            deliver(elements)
        }
    }
}
