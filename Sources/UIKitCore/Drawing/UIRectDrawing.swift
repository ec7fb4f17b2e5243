// Vitrine — Apache License 2.0
// UIKit's rectangle functions, drawing into the current context.

/// Fills `rect` with the current fill colour (blend mode `.copy`, as UIKit documents).
@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current fill colour and `blendMode`.
@preconcurrency @MainActor public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    guard PatternFill.image(for: context) != nil else {
        // One colour: no path and no copy of the graphics state (a small box's fill was
        // mostly those).
        context.fill(rect, blendMode: blendMode)
        return
    }
    context.saveGState()
    context.setBlendMode(blendMode)
    _ = PatternFill.fill(CGPath(rect: rect, transform: nil), rule: .winding, in: context)
    context.restoreGState()
}

/// Draws a 1-point frame just inside `rect` with the current fill colour (blend mode `.copy`).
@preconcurrency @MainActor public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a 1-point frame just inside `rect` with the current fill colour and `blendMode`.
@preconcurrency @MainActor public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let t = min(1, r.height), s = min(1, r.width)
    var sides = [CGRect(x: r.minX, y: r.minY, width: r.width, height: t)]
    if r.height > 1 { sides.append(CGRect(x: r.minX, y: r.maxY - t, width: r.width, height: t)) }
    if r.height > 2 {
        sides.append(CGRect(x: r.minX, y: r.minY + t, width: s, height: r.height - 2 * t))
        if r.width > 1 { sides.append(CGRect(x: r.maxX - s, y: r.minY + t, width: s, height: r.height - 2 * t)) }
    }
    context.fill(sides, blendMode: blendMode)
}

/// Intersects the current context's clip with `rect`.
@preconcurrency @MainActor public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
