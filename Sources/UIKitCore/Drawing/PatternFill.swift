// Vitrine — Apache License 2.0
// The pattern a context fills with after `UIColor(patternImage:).setFill()`. Core Graphics
// here paints fills with one colour; rather than teach every fill a second kind of paint,
// UIKit's own fill calls (`UIRectFill`, `UIRectFillUsingBlendMode`, `UIBezierPath.fill()`)
// check this table and tile the image through the shape instead. The context's own fill
// colour is set to the image's average, which is what raw `CGContext` fills get. The entry
// lasts until the next `setFill()`/`set()` of a UIColor on that context (a context's
// `saveGState`/`restoreGState` do not save it).

@MainActor
enum PatternFill {
    private struct Entry {
        weak var context: CGContext?
        let image: UIImage
    }

    // Main-actor isolated: the runtime exclusivity check guards nothing here.
    @exclusivity(unchecked) private static var entries: [Entry] = []

    /// Makes `image` the pattern `context` fills with; nil for none.
    static func set(_ image: UIImage?, for context: CGContext) {
        // Every `setFill()` of a plain colour lands here: with no pattern anywhere, nothing to do.
        if image == nil && entries.isEmpty { return }
        entries.removeAll { $0.context == nil || $0.context === context }
        if let image { entries.append(Entry(context: context, image: image)) }
    }

    /// The pattern `context` fills with, if any.
    static func image(for context: CGContext) -> UIImage? {
        entries.first { $0.context === context }?.image
    }

    /// Tiles `context`'s pattern through `path` (user space) with its fill rule; false
    /// when the context has no pattern.
    static func fill(_ path: CGPath, rule: CGPathFillRule, in context: CGContext) -> Bool {
        guard let image = image(for: context) else { return false }
        context.saveGState()
        defer { context.restoreGState() }
        context.beginPath()
        context.addPath(path)
        context.clip(using: rule)
        image.drawAsPattern(in: path.boundingBoxOfPath)
        return true
    }
}
