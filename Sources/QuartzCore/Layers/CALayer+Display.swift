// Vitrine — Apache License 2.0
// Drawing a layer's contents: `setNeedsDisplay` marks (part of) the layer invalid, the
// frame's display pass calls `display()`, whose default redraws the invalid part of the
// backing store — a bitmap of bounds × contentsScale pixels kept between frames — through
// `draw(in:)`, the delegate's `draw(_:in:)`. The store is drawn in place and only where
// invalid, so a partial invalidation costs only that part.

extension CALayer {
    /// Marks the whole layer for redrawing.
    public func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Marks `rect` (in the layer's coordinates) for redrawing.
    public func setNeedsDisplay(_ rect: CGRect) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isNull, !clipped.isEmpty else { return }
        invalidRect = invalidRect.map { $0.union(clipped) } ?? clipped
        setNeedsComposite()
    }

    /// Whether part of the layer waits to be redrawn.
    public func needsDisplay() -> Bool { invalidRect != nil }

    /// Redraws every visible layer of the tree that needs it, top down: the frame's display pass.
    public func displayTreeIfNeeded() {
        guard !isHidden else { return }
        displayIfNeeded()
        mask?.displayTreeIfNeeded()
        for sublayer in sublayers ?? [] {
            sublayer.displayTreeIfNeeded()
        }
    }

    /// Redraws now if the layer needs it.
    public func displayIfNeeded() {
        guard invalidRect != nil else { return }
        display()
        // Displayed, whatever `display()` did: as in Core Animation, a delegate may set
        // `contents` itself (UIImageView does) or draw nothing, and the mark must not stay
        // to ask for frames forever.
        invalidRect = nil
    }

    /// Draws the invalid part of the backing store: into a context scaled by
    /// `contentsScale` with the bounds' origin at the store's top-left, clipped to the
    /// invalid rectangle, which is cleared first. Sets `contents` to the store.
    public func drawBackingStore() {
        let dirty = invalidRect ?? bounds
        invalidRect = nil
        let scale = contentsScale
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0 else {
            backingStore = nil
            setDrawnContents(nil)
            return
        }
        var redraw = dirty
        if backingStore?.width != width || backingStore?.height != height {
            backingStore = Bitmap(width: width, height: height)
            redraw = bounds
        }
        guard let store = backingStore else { return }
        let context = CGContext(bitmap: store)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context.clip(to: redraw)
        context.clear(redraw)
        draw(in: context)
        if (contents as? CGImage)?.bitmap !== store {
            setDrawnContents(CGImage(bitmap: store))
        } else {
            contentsVersion &+= 1
            setNeedsComposite()
        }
    }

    /// Frees the backing store (a view that turned out not to draw).
    public func releaseBackingStore() {
        backingStore = nil
        if contents is CGImage { setDrawnContents(nil) }
    }

    /// Sets `contents` to what the layer drew itself: a redraw, not a change that animates.
    package func setDrawnContents(_ image: CGImage?) {
        isRedrawingContents = true
        defer { isRedrawingContents = false }
        contents = image
    }
}
