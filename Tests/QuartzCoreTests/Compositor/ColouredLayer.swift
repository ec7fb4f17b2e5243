// Vitrine — Apache License 2.0
@testable import QuartzCore

/// A layer occupying `frame` of its superlayer, filled with `color`: what the compositor
/// tests build their scenes from. Its changes show at the next composite, without
/// implicit animations: these tests are about what is drawn, not when.
@MainActor
func layer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
    let layer = CALayer()
    layer.allowsImplicitAnimations = false
    layer.bounds = CGRect(origin: .zero, size: frame.size)
    layer.position = CGPoint(x: frame.midX, y: frame.midY)
    layer.backgroundColor = color
    return layer
}
