// Vitrine — Apache License 2.0
// Core Graphics's image convention: user space is y-up, so the image's first row goes to
// the rectangle's maxY edge. Image pixel (u, v) lands at user point
// (minX + u·width/w, maxY − v·height/h). In a y-down UIKit context that puts the first row at
// the bottom: the image appears upside down, exactly as on iOS; `UIImage.draw` flips first.
//
// Sampling by interpolation quality: `.none` nearest; `.low`, `.medium`, `.default` bilinear;
// `.high` bilinear on the mipmap level matching the scale (see Mipmap.swift). A whole-pixel
// translation (with or without the vertical flip) becomes row copies whatever the quality.

extension CGContext {
    /// Draws `image` scaled to fill `rect` (in user space), or tiles the current clip with it.
    /// - Parameters:
    ///   - image: the image.
    ///   - rect: where the image goes; with `byTiling`, the size and position of one tile.
    ///   - byTiling: when true, repeats the image over the whole clip, one copy per `rect`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let imageToUser = CGAffineTransform(
            a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
            tx: r.minX, ty: r.maxY)
        let imageToDevice = imageToUser.concatenating(ctm)
        let det = imageToDevice.a * imageToDevice.d - imageToDevice.b * imageToDevice.c
        guard det != 0, det.isFinite else { return }
        let shader = imageShader(image, deviceToImage: imageToDevice.inverted(), wrap: byTiling ? .repeat : .pad)
        if byTiling {
            fillClip(shader: shader)
        } else if let pixels = wholePixelRect(deviceRect(r), ctm: ctm) {
            // A rectangle on pixel boundaries covers whole pixels: skip the scan converter.
            fillDevicePixels(pixels, shader: shader)
        } else if ctm.b == 0, ctm.c == 0,
                  fillPendingClip(shader: shader, through: deviceRect(r)) {
            // Drawn as the pending clip shape through the image's rectangle.
        } else {
            withFlattened(rect: r, transform: ctm) { fillDevice($0, rule: .winding, shader: shader) }
        }
    }

    /// The shader for drawing `image` under the current interpolation quality.
    func imageShader(_ image: CGImage, deviceToImage: CGAffineTransform, wrap: ImageShader.Wrap) -> ImageShader {
        switch interpolationQuality {
        case .none:
            return ImageShader(source: image.bitmap, isOpaque: image.isOpaque, deviceToImage: deviceToImage,
                               filter: .nearest, wrap: wrap)
        case .low, .medium, .default:
            return ImageShader(source: image.bitmap, isOpaque: image.isOpaque, deviceToImage: deviceToImage,
                               filter: .bilinear, wrap: wrap)
        case .high:
            // Image pixels per device pixel along each device axis; the larger decides, so
            // neither direction aliases.
            let m = deviceToImage
            let footprint = Double(max((m.a * m.a + m.b * m.b).squareRoot(), (m.c * m.c + m.d * m.d).squareRoot()))
            let mipmap = image.mipmap
            let index = mipmap.levelIndex(forFootprint: footprint)
            let level = mipmap.levels[index]
            let toLevel = deviceToImage.concatenating(CGAffineTransform(
                scaleX: CGFloat(level.width) / CGFloat(image.width), y: CGFloat(level.height) / CGFloat(image.height)))
            return ImageShader(source: level, isOpaque: image.isOpaque, deviceToImage: toLevel,
                               filter: .bilinear, wrap: wrap)
        }
    }

    /// The device rectangle as whole pixels when the CTM keeps rectangles axis-aligned and
    /// `deviceRect`'s corners are integers (within 1/1024 pixel); nil otherwise.
    func wholePixelRect(_ deviceRect: CGRect, ctm: CGAffineTransform) -> PixelRect? {
        guard ctm.b == 0, ctm.c == 0, state.shadow == nil else { return nil }
        @inline(__always) func whole(_ v: CGFloat) -> Bool { v.isFinite && abs(v) < 1e7 && abs(v - v.rounded()) < 1.0 / 1024 }
        guard whole(deviceRect.minX), whole(deviceRect.minY), whole(deviceRect.maxX), whole(deviceRect.maxY) else { return nil }
        let x0 = Int(deviceRect.minX.rounded()), y0 = Int(deviceRect.minY.rounded())
        let x1 = Int(deviceRect.maxX.rounded()), y1 = Int(deviceRect.maxY.rounded())
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Blends `shader` over every pixel of `rect` at full coverage, through the clip, alpha
    /// and blend mode: what `fillDevicePath` does for such a rectangle, without edges.
    func fillDevicePixels(_ rect: PixelRect, shader: some Shader) {
        let area = rect.intersection(state.clip.bounds)
        // Whole pixels holding all of a pending clip shape: the drawing is the shape.
        if area == state.clip.bounds, fillPendingClip(shader: shader) { return }
        guard !area.isEmpty else { return }
        withBlender(shader: shader) { blender in
            blender.coverRect(area, coverage: 255)
        }
    }
}
