// Vitrine — Apache License 2.0

/// Images a control keeps per state (a slider's thumb and tracks, a stepper's glyphs and
/// background), looked up as UIKit does: the image set for the exact state, else `.normal`'s.
struct ControlStateImages {
    private var images: [UInt: UIImage] = [:]

    /// Sets the image for `state`; nil removes it, so the state falls back to `.normal`.
    mutating func set(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
    }

    /// The image for `state`, or `.normal`'s when none was set for it.
    func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// Whether any state has an image.
    var isEmpty: Bool { images.isEmpty }
}
