// Vitrine — Apache License 2.0
// Resizable images (nine-slice): the caps (`capInsets`) are drawn at their own size at the
// corners and along the edges; the edge strips are stretched or tiled along the edge and
// the centre in both directions, as `resizingMode` says. Drawn into a rectangle smaller
// than the caps, the caps shrink in proportion so they still meet. An image view showing a
// resizable image renders it at the view's size (UIImageView.swift).

extension UIImage {
    /// How a resizable image fills the space between its caps (Apple's raw values).
    public enum ResizingMode: Int, Sendable {
        /// Repeated at the image's own size.
        case tile = 0
        /// Scaled to fill.
        case stretch = 1
    }

    /// The caps and mode of a resizable image.
    struct Resizing {
        var capInsets: UIEdgeInsets
        var mode: ResizingMode
    }

    /// The caps of a resizable image, in points; zero for other images.
    public var capInsets: UIEdgeInsets { resizing?.capInsets ?? .zero }

    /// How a resizable image fills the space between its caps; `.tile` for other images.
    public var resizingMode: ResizingMode { resizing?.mode ?? .tile }

    /// The left cap of an image made with `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    public var leftCapWidth: Int { Int(capInsets.left) }
    /// The top cap of an image made with `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    public var topCapHeight: Int { Int(capInsets.top) }

    /// The image with caps of `capInsets`, tiling between them.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image with caps of `capInsets`, filling between them as `resizingMode` says.
    /// Negative or non-finite insets count as zero.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        let caps = UIEdgeInsets(top: clean(capInsets.top), left: clean(capInsets.left),
                                bottom: clean(capInsets.bottom), right: clean(capInsets.right))
        return UIImage(cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                       systemName: systemName, symbolConfiguration: symbolConfiguration, symbolTintColor: symbolTintColor,
                       resizing: Resizing(capInsets: caps, mode: resizingMode))
    }

    /// The image stretched between a left cap of `leftCapWidth` and a top cap of
    /// `topCapHeight` points, over a middle one point wide and high (the deprecated form).
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(max(leftCapWidth, 0)), top = CGFloat(max(topCapHeight, 0))
        let right = leftCapWidth > 0 ? max(size.width - left - 1, 0) : 0
        let bottom = topCapHeight > 0 ? max(size.height - top - 1, 0) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// Draws the nine parts of a resizable image into `rect` of `context` (y down), upright.
    func drawResizable(in rect: CGRect, context: CGContext) {
        guard let resizing, let pixels = orientedCGImage(), rect.width > 0, rect.height > 0 else { return }
        let size = self.size
        var caps = resizing.capInsets
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
                      let piece = pixels.cropping(to: source.integral) else { continue }
                // Corners keep their size; edges tile along their length, the centre both ways.
                let tiles = resizing.mode == .tile && (row == 1 || column == 1)
                let tileSize = CGSize(width: column == 1 ? source.width / scale : dest.width,
                                      height: row == 1 ? source.height / scale : dest.height)
                context.saveGState()
                context.clip(to: dest)
                // Flip about the piece's top so its first row is at the top (CG draws y-up).
                let height = tiles ? tileSize.height : dest.height
                context.translateBy(x: dest.minX, y: dest.minY + height)
                context.scaleBy(x: 1, y: -1)
                let box = CGRect(x: 0, y: 0, width: tiles ? tileSize.width : dest.width, height: height)
                context.draw(piece, in: box, byTiling: tiles)
                context.restoreGState()
            }
        }
    }
}
