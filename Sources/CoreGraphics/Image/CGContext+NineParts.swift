// Vitrine — Apache License 2.0
// Nine-part drawing: an image's corners keep their size, its edges stretch or tile along
// their length and its centre both ways. UIKit's resizable images (cap insets) and Core
// Animation's `contentsCenter` draw through it. Into a rectangle smaller than the caps,
// the caps shrink in proportion so they still meet.

/// The bands of an image, in points from each edge, that keep their size when it is drawn
/// into a larger rectangle.
package struct NinePartCaps: Equatable, Sendable {
    package var top: CGFloat
    package var left: CGFloat
    package var bottom: CGFloat
    package var right: CGFloat

    package init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

extension CGContext {
    /// Draws `image` (`scale` pixels per point, first row at the top) into `rect` of a
    /// y-down context in nine parts around `caps`; with `tilesMiddle` the edges and centre
    /// repeat at the image's size instead of stretching.
    package func drawNineParts(of image: CGImage, scale: CGFloat, caps: NinePartCaps, in rect: CGRect, tilesMiddle: Bool) {
        guard rect.width > 0, rect.height > 0, scale > 0, image.width > 0, image.height > 0 else { return }
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        var caps = NinePartCaps(top: clean(caps.top), left: clean(caps.left), bottom: clean(caps.bottom), right: clean(caps.right))
        // Caps wider or taller than the image are cut to it.
        caps.left = min(caps.left, size.width); caps.right = min(caps.right, size.width - caps.left)
        caps.top = min(caps.top, size.height); caps.bottom = min(caps.bottom, size.height - caps.top)
        // Caps wider or taller than the rectangle shrink in proportion so they meet.
        let xFit = caps.left + caps.right > rect.width ? rect.width / (caps.left + caps.right) : 1
        let yFit = caps.top + caps.bottom > rect.height ? rect.height / (caps.top + caps.bottom) : 1
        let sourceX = [0, caps.left, size.width - caps.right, size.width]
        let sourceY = [0, caps.top, size.height - caps.bottom, size.height]
        let destX = [rect.minX, rect.minX + caps.left * xFit, rect.maxX - caps.right * xFit, rect.maxX]
        let destY = [rect.minY, rect.minY + caps.top * yFit, rect.maxY - caps.bottom * yFit, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceX[column] * scale, y: sourceY[row] * scale,
                                    width: (sourceX[column + 1] - sourceX[column]) * scale,
                                    height: (sourceY[row + 1] - sourceY[row]) * scale)
                let dest = CGRect(x: destX[column], y: destY[row], width: destX[column + 1] - destX[column],
                                  height: destY[row + 1] - destY[row])
                guard source.width >= 1, source.height >= 1, dest.width > 0, dest.height > 0,
                      let piece = image.cropping(to: source.integral) else { continue }
                // Corners keep their size; the middle parts tile along their length when asked.
                let tiles = tilesMiddle && (row == 1 || column == 1)
                let tileSize = CGSize(width: column == 1 ? source.width / scale : dest.width,
                                      height: row == 1 ? source.height / scale : dest.height)
                saveGState()
                clip(to: dest)
                // Flip about the piece's top so its first row is at the top (CG draws y-up).
                let height = tiles ? tileSize.height : dest.height
                translateBy(x: dest.minX, y: dest.minY + height)
                scaleBy(x: 1, y: -1)
                let box = CGRect(x: 0, y: 0, width: tiles ? tileSize.width : dest.width, height: height)
                draw(piece, in: box, byTiling: tiles)
                restoreGState()
            }
        }
    }
}
