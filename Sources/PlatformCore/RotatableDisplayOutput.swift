// Vitrine — Apache License 2.0

/// A display whose picture can be turned at run time: the interface orientation turns the
/// interface on the panel, and the backend applies the panel's mounting rotation and the
/// interface's turn together, in the one copy of damaged pixels it makes anyway.
public protocol RotatableDisplayOutput: DisplayOutput {
    /// The clockwise turn applied to presented screens on their way to the panel.
    var rotation: DisplayRotation { get }

    /// Turns presented screens by `rotation` from the next `present` on: `info` takes
    /// the turned size (`rotation.logicalSize` of the panel), the next screen must have
    /// it, and every buffer is repainted whole.
    func setRotation(_ rotation: DisplayRotation)
}
