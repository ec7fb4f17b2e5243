// Vitrine — Apache License 2.0
@testable import UIKitCore

/// Draws labels and text into bitmaps and finds their ink, for the label tests.
@MainActor enum LabelRendering {
    /// `label` drawn at 1× into a bitmap the size of its bounds.
    static func render(_ label: UILabel) -> Bitmap {
        render(width: Int(label.bounds.width.rounded(.up)), height: Int(label.bounds.height.rounded(.up))) {
            label.traitCollection.performAsCurrent { label.draw(label.bounds) }
        }
    }

    /// What `draw` draws into a `width` × `height` bitmap at 1×.
    static func render(width: Int, height: Int, _ draw: () -> Void) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)!
        let context = CGContext(bitmap: bitmap)
        UIGraphicsPushContext(context)
        draw()
        UIGraphicsPopContext()
        return bitmap
    }

    /// The bounding box of pixels with any alpha, nil for none.
    static func ink(_ bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] >> 24 != 0 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    /// The alpha-weighted centre of the ink.
    static func centroid(_ bitmap: Bitmap) -> CGPoint? {
        var sum: CGFloat = 0, sx: CGFloat = 0, sy: CGFloat = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let alpha = CGFloat(bitmap[x, y] >> 24)
                sum += alpha
                sx += alpha * (CGFloat(x) + 0.5)
                sy += alpha * (CGFloat(y) + 0.5)
            }
        }
        return sum > 0 ? CGPoint(x: sx / sum, y: sy / sum) : nil
    }

    /// How many pixels of row `y` have alpha above `threshold`.
    static func inkedPixels(_ bitmap: Bitmap, row y: Int, threshold: UInt32 = 128) -> Int {
        (0..<bitmap.width).filter { bitmap[$0, y] >> 24 > threshold }.count
    }
}
