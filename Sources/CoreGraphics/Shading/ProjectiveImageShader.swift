// Vitrine — Apache License 2.0
// Perspective-correct image sampling: each device pixel centre goes through the inverse
// homography to image coordinates (u, v) = (U/W, V/W), one division per pixel, so texels
// are spaced correctly along a receding plane (interpolating u and v linearly across the
// screen, as the affine `ImageShader` does, would bend straight lines of the image).
// Sampling is bilinear with edge clamping, with `ImageShader`'s 1/256 weights.
//
// Per pixel the homogeneous coordinates step by constants along the span (U += m11,
// V += m12, W += m13), so only the division is per pixel.

/// Shades device pixels by sampling an image through a projective device-to-image map.
public struct ProjectiveImageShader: Shader {
    let source: Bitmap
    let deviceToImage: ProjectiveTransform
    /// False: an image drawn in perspective is always blended (its edges are rarely whole
    /// pixels), so scanning the image for opacity would buy nothing.
    public var isOpaque: Bool { false }

    /// A shader sampling `image` where `deviceToImage` maps device points to image pixel
    /// coordinates (pixel (i, j) covers [i, i+1) × [j, j+1)).
    public init(image: CGImage, deviceToImage: ProjectiveTransform) {
        self.source = image.bitmap
        self.deviceToImage = deviceToImage
    }

    public func shadeSpan(x: Int, y: Int, count: Int, into destination: UnsafeMutablePointer<UInt32>) {
        let m = deviceToImage
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        var hu = cx * Double(m.m11) + cy * Double(m.m21) + Double(m.m31)
        var hv = cx * Double(m.m12) + cy * Double(m.m22) + Double(m.m32)
        var hw = cx * Double(m.m13) + cy * Double(m.m23) + Double(m.m33)
        let du = Double(m.m11), dv = Double(m.m12), dw = Double(m.m13)
        let pixels = source.pixels, stride = source.stride
        let maxColumn = source.width - 1, maxRow = source.height - 1
        for i in 0..<count {
            // Pixels are only shaded where the layer is in front of the viewer (W > 0);
            // guard anyway so a rounding error at the cut cannot divide by zero.
            let w = hw > 1e-12 ? hw : 1e-12
            let su = hu / w - 0.5, sv = hv / w - 0.5
            let i0 = ImageShader.floorIndex(su), j0 = ImageShader.floorIndex(sv)
            let fx = UInt32(min(max((su - Double(i0)) * 256, 0), 255))
            let fy = UInt32(min(max((sv - Double(j0)) * 256, 0), 255))
            let c0 = min(max(i0, 0), maxColumn), c1 = min(max(i0 &+ 1, 0), maxColumn)
            let row0 = pixels + min(max(j0, 0), maxRow) &* stride
            let row1 = pixels + min(max(j0 &+ 1, 0), maxRow) &* stride
            destination[i] = ImageShader.bilinear(row0[c0], row0[c1], row1[c0], row1[c1], fx, fy)
            hu += du
            hv += dv
            hw += dw
        }
    }
}
