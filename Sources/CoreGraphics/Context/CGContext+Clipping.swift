// Vitrine — Apache License 2.0
// Clipping intersects the clip region with a shape. A shape that is an axis-aligned
// rectangle on whole device pixels only shrinks the clip rectangle (the fast case: views
// and most `clip(to:)` calls); any other shape is rendered, antialiased, into a coverage
// mask. A mask made of up to two antialiased paths is redrawn with the new one as their
// intersection, walked together (exact where their edges cross inside a pixel); beyond
// that, or after a mask of another kind, the new mask multiplies the existing one. The
// first shape is kept as a path until a drawing needs its mask: filling the whole clip
// with a gradient (or an image rectangle containing it) then fills the path itself, which
// costs what filling the shape costs.

extension CGContext {
    /// Intersects the clip with the current path filled under `rule`, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        withFlattened(devicePath, tolerance: flatteningTolerance) { clipDevice($0, rule: rule) }
        beginPath()
    }

    /// Intersects the clip with `rect`; the current path is left alone.
    public func clip(to rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        clipDevice(PathFlattener.flatten(path), rule: .winding)
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.ctm)
        clipDevice(PathFlattener.flatten(path), rule: .winding)
    }

    /// The bounding box of the clip region in user space.
    public var boundingBoxOfClipPath: CGRect {
        let b = state.clip.bounds
        guard !b.isEmpty else { return .null }
        return CGRect(x: b.x, y: b.y, width: b.width, height: b.height).applying(state.ctm.inverted())
    }

    /// Intersects the clip with a flattened device-space shape.
    func clipDevice(_ path: FlattenedPath, rule: CGPathFillRule) {
        if let rect = path.pixelAlignedRect {
            state.clip.intersect(rect)
            return
        }
        resolveClip()
        let box = ScanConverter.pixelBox(of: path, within: state.clip.bounds)
        guard !box.isEmpty else { state.clip.intersect(.zero); return }
        if state.clip.mask == nil {
            // The first clip shape waits: a later fill of the whole clip draws the shape.
            state.clip.intersect(box)
            state.clip.pendingPath = .init(path: path, rule: rule, antialias: state.shouldAntialias)
            return
        }
        let clipPath = ClipRegion.ClipPath(path: path, rule: rule, antialias: state.shouldAntialias)
        let paths = state.clip.maskPaths
        if clipPath.antialias, !paths.isEmpty, paths.count < CoverageRule.maximumPaths {
            // The mask is the intersection of these paths: walk them with this one, exact
            // where their edges cross inside a pixel (a product of masks under-covers there).
            let all = paths + [clipPath]
            let bounds = state.clip.bounds.intersection(box)
            guard !bounds.isEmpty else { state.clip.intersect(.zero); return }
            var mask = CoverageMask(width: bounds.width, height: bounds.height)
            mask.coverage.withUnsafeMutableBufferPointer { pixels in
                guard let base = pixels.baseAddress else { return }
                var sink = MaskSpanSink(pixels: base, width: bounds.width, originX: bounds.x, originY: bounds.y)
                scanConverter.fillIntersection(all.map { ($0.path, $0.rule) }, clip: bounds, sink: &sink)
            }
            state.clip.replaceMask(with: mask, bounds: bounds, paths: all)
            return
        }
        state.clip.intersect(mask: renderClipMask(path, rule: rule, antialias: clipPath.antialias, box: box), bounds: box)
    }

    /// Renders a pending clip shape into the clip's mask; every reader of the mask calls this first.
    func resolveClip() {
        guard let pending = state.clip.pendingPath else { return }
        state.clip.pendingPath = nil
        let box = ScanConverter.pixelBox(of: pending.path, within: state.clip.bounds)
        guard !box.isEmpty else { state.clip.intersect(.zero); return }
        state.clip.intersect(mask: renderClipMask(pending.path, rule: pending.rule, antialias: pending.antialias, box: box), bounds: box)
        // Only this path (and whole-pixel rectangles, exact either way) made the mask.
        if pending.antialias && state.clip.mask != nil { state.clip.maskPaths = [pending] }
    }

    /// Draws `shader` over the whole clip when the clip is a pending shape, or over the
    /// device rectangle `rect` through it: the shape is filled directly, with the
    /// rectangle's coverage multiplied in (RectangleCoverageSink), which leaves the pixels
    /// the mask route leaves. Through a rectangle only at full global alpha, where the two
    /// products round alike. False (nothing drawn) when there is no pending shape, or a
    /// shadow or the alpha needs the general path.
    func fillPendingClip(shader: some Shader, through rect: CGRect? = nil) -> Bool {
        guard state.clip.pendingPath != nil, state.shadow == nil else { return false }
        if let rect {
            @inline(__always) func usable(_ v: CGFloat) -> Bool { v.isFinite && abs(v) < 1e7 }
            guard state.alpha == 1, rect.width > 0, rect.height > 0, usable(rect.minX), usable(rect.minY),
                  usable(rect.maxX), usable(rect.maxY) else { return false }
        }
        // The shape is what is drawn, so it stays pending: the blender goes through the
        // clip's bounds alone (a clip with a pending shape has no mask).
        let rectAntialias = state.shouldAntialias
        withBlender(shader: shader, resolvingClip: false) { blender in
            guard let pending = state.clip.pendingPath else { return }
            guard let rect else {
                scanConverter.fill(pending.path, rule: pending.rule, antialias: pending.antialias, clip: state.clip.bounds, sink: &blender)
                return
            }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bitmap.width) { scratch in
                withUnsafeMutablePointer(to: &blender) { base in
                    var sink = RectangleCoverageSink(base: base, rect: rect, antialias: rectAntialias, scratch: scratch.baseAddress!)
                    scanConverter.fill(pending.path, rule: pending.rule, antialias: pending.antialias, clip: state.clip.bounds, sink: &sink)
                }
            }
        }
        return true
    }

    private func renderClipMask(_ path: FlattenedPath, rule: CGPathFillRule, antialias: Bool, box: PixelRect) -> CoverageMask {
        var mask = CoverageMask(width: box.width, height: box.height)
        mask.coverage.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            var sink = MaskSpanSink(pixels: base, width: box.width, originX: box.x, originY: box.y)
            scanConverter.fill(path, rule: rule, antialias: antialias, clip: box, sink: &sink)
        }
        return mask
    }
}

extension FlattenedPath {
    /// The rectangle of whole pixels this path is, when it is one axis-aligned rectangle
    /// with integral corners (so clipping to it needs no mask).
    var pixelAlignedRect: PixelRect? {
        guard let box = axisAlignedRect else { return nil }
        for v in [box.minX, box.minY, box.maxX, box.maxY] where v != v.rounded() || abs(v) > 1e7 { return nil }
        return PixelRect(x: Int(box.minX), y: Int(box.minY), width: Int(box.width), height: Int(box.height))
    }

    /// The rectangle this path is, when it is one axis-aligned rectangle (4 corners, or 5
    /// with the first repeated) of finite, non-zero size.
    var axisAlignedRect: CGRect? {
        guard contours.count == 1, let contour = contours.first else { return nil }
        let n = contour.range.count
        guard n == 4 || (n == 5 && points[contour.range.lowerBound] == points[contour.range.upperBound - 1]) else { return nil }
        let base = contour.range.lowerBound
        for i in 0..<4 {
            let p = points[base + i], q = points[base + (i + 1) % 4]
            if p.x != q.x && p.y != q.y { return nil }
        }
        // Alternating sides: two distinct xs and two distinct ys.
        let p0 = points[base], p2 = points[base + 2]
        guard p0.x != p2.x, p0.y != p2.y, p0.x.isFinite, p0.y.isFinite, p2.x.isFinite, p2.y.isFinite else { return nil }
        return CGRect(x: min(p0.x, p2.x), y: min(p0.y, p2.y), width: abs(p2.x - p0.x), height: abs(p2.y - p0.y))
    }
}
