// Vitrine — Apache License 2.0
// A pattern colour tiles its image. Layers and the compositor know only solid
// backgrounds, so a view whose background is a pattern draws the tiles into its own
// backing store, under whatever `draw(_:)` draws (see UIView+Appearance.swift); UIKit's
// fill calls (`UIRectFill`, `UIBezierPath.fill()`) tile it after `setFill()`. Where only a
// solid colour fits (`cgColor`, Core Graphics fills), the image's average colour stands in.

extension UIColor {
    /// Creates a colour that paints `image` repeated from the origin of the space it is
    /// drawn in, at the image's size in points.
    public convenience init(patternImage image: UIImage) {
        self.init(content: .pattern(image, average: Self.averageColor(of: image)))
    }

    /// The tiled image, when this is a pattern colour.
    var patternImage: UIImage? {
        if case .pattern(let image, _) = content { return image }
        return nil
    }

    /// The mean of the image's pixels (premultiplied, so transparent pixels weigh nothing),
    /// sampled on a grid of at most 64 × 64.
    private static func averageColor(of image: UIImage) -> CGColor {
        guard let bitmap = image.cgImage?.bitmap, bitmap.width > 0, bitmap.height > 0 else {
            return CGColor(gray: 0, alpha: 0)
        }
        let stepX = max(1, bitmap.width / 64), stepY = max(1, bitmap.height / 64)
        var a = 0.0, r = 0.0, g = 0.0, b = 0.0, count = 0.0
        for y in stride(from: 0, to: bitmap.height, by: stepY) {
            for x in stride(from: 0, to: bitmap.width, by: stepX) {
                let pixel = bitmap[x, y]
                a += Double(pixel >> 24)
                r += Double(pixel >> 16 & 0xFF)
                g += Double(pixel >> 8 & 0xFF)
                b += Double(pixel & 0xFF)
                count += 1
            }
        }
        guard a > 0 else { return CGColor(gray: 0, alpha: 0) }
        return CGColor(red: CGFloat(r / a), green: CGFloat(g / a), blue: CGFloat(b / a), alpha: CGFloat(a / count / 255))
    }
}
