// Vitrine — Apache License 2.0
// The pre-iOS-10 image context functions. Each Begin pushes a context on UIKit's context
// stack and remembers it here, so that GetImage works only while an image context is the
// current one (it returns nil otherwise, as UIKit does) and End pops only image contexts.

/// The image contexts begun and not yet ended, with their scales.
@MainActor
enum UIGraphicsImageContextStack {
    static var entries: [(context: CGContext, scale: CGFloat)] = []
}

/// Creates a bitmap context of `size` points and makes it current.
/// - Parameters:
///   - size: the image size in points; an empty size makes no context (logged).
///   - opaque: true for an image without transparency (it starts black).
///   - scale: pixels per point; 0 means the main screen's scale.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let pixelsPerPoint = scale == 0 ? UIScreen.main.scale : scale
    guard let context = ImageContextFactory.makeContext(size: size, scale: pixelsPerPoint, opaque: opaque) else {
        imageLogger.error("UIGraphicsBeginImageContextWithOptions: invalid size \(size) at scale \(pixelsPerPoint)")
        return
    }
    UIGraphicsImageContextStack.entries.append((context, pixelsPerPoint))
    UIGraphicsPushContext(context)
}

/// Creates an image context of `size` points at scale 1, not opaque.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of the current image context's contents; nil when the current context is not
/// an image context.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = UIGraphicsImageContextStack.entries.last, UIGraphicsGetCurrentContext() === top.context,
          let image = top.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: top.scale, orientation: .up)
}

/// Removes the current image context from the stack; does nothing when the current context
/// is not an image context.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let top = UIGraphicsImageContextStack.entries.last, UIGraphicsGetCurrentContext() === top.context else {
        return
    }
    UIGraphicsImageContextStack.entries.removeLast()
    UIGraphicsPopContext()
}
