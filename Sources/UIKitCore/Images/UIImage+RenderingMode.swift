// Vitrine — Apache License 2.0
// A template image is a mask: views that show it (UIImageView, and later buttons and bar
// items) fill its alpha with their tint colour. `withTintColor(_:)` bakes a colour in
// instead, so the result is an original image that looks the same everywhere.

extension UIImage {
    /// How views show an image (Apple's names and raw values).
    public enum RenderingMode: Int, Sendable {
        /// Decided by where the image is shown: original for bitmaps, template for symbols.
        case automatic = 0
        /// The pixels as they are.
        case alwaysOriginal = 1
        /// The alpha as a mask filled with the view's tint colour.
        case alwaysTemplate = 2
    }

    /// The same pixels with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard renderingMode != self.renderingMode else { return self }
        return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                       systemName: systemName, symbolConfiguration: symbolConfiguration, symbolTintColor: symbolTintColor,
                       resizing: resizing)
    }

    /// The image's alpha filled with `color`, shown as it is (`.alwaysOriginal`).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image's alpha filled with `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let cgImage else { return self }
        // A dynamic colour resolves with the current traits, as drawing it would.
        let pixel = color.resolvedColor(with: .current).cgColor.premultipliedARGB32
        return UIImage(cgImage: cgImage.filledWithPixel(pixel), scale: scale, orientation: imageOrientation,
                       renderingMode: renderingMode, systemName: systemName, symbolConfiguration: symbolConfiguration,
                       symbolTintColor: systemName == nil ? nil : color, resizing: resizing)
    }

    /// Whether a view shows this image as a mask of its tint.
    var showsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return isSymbolImage
        }
    }
}

extension CGImage {
    /// A copy whose every pixel is `pixel` (premultiplied) scaled by this image's alpha there.
    func filledWithPixel(_ pixel: UInt32) -> CGImage {
        let source = bitmap
        guard let result = Bitmap(width: source.width, height: source.height) else { return self }
        let a = pixel >> 24 & 0xFF, r = pixel >> 16 & 0xFF, g = pixel >> 8 & 0xFF, b = pixel & 0xFF
        // x·m/255 rounded, for x, m in 0...255 (the usual exact integer form).
        func scaled(_ x: UInt32, _ m: UInt32) -> UInt32 {
            let t = x * m + 128
            return (t + (t >> 8)) >> 8
        }
        for y in 0..<source.height {
            let from = source.row(y), to = result.row(y)
            for x in 0..<source.width {
                let m = from[x] >> 24
                to[x] = scaled(a, m) << 24 | scaled(r, m) << 16 | scaled(g, m) << 8 | scaled(b, m)
            }
        }
        return CGImage(bitmap: result)
    }
}
