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
        guard let resizing, let pixels = orientedCGImage() else { return }
        let caps = resizing.capInsets
        context.drawNineParts(of: pixels, scale: scale, caps: NinePartCaps(top: caps.top, left: caps.left, bottom: caps.bottom, right: caps.right),
                              in: rect, tilesMiddle: resizing.mode == .tile)
    }
}
