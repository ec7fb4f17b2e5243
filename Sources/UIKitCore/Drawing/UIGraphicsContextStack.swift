// Vitrine — Apache License 2.0

/// The stack of current contexts UIKit drawing functions use (`UIRectFill`,
/// `UIBezierPath.fill()`, `UIImage.draw(in:)`, string drawing). `draw(_:)` and image
/// renderers push their context; drawing happens on the main thread, as in UIKit.
@MainActor
enum UIGraphicsContextStack {
    // Read by every drawing call; main-actor isolated, so the runtime exclusivity check
    // (a thread-local lookup per access) guards nothing.
    @exclusivity(unchecked) static var contexts: [CGContext] = []
}

/// The context UIKit drawing functions draw into: the top of the stack, nil when empty.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    _ = UIGraphicsContextStack.contexts.popLast()
}
