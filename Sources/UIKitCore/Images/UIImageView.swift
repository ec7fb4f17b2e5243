// Vitrine — Apache License 2.0
// An image view never draws: it hands the image's pixels to its layer as `contents`, with
// `contentsScale` = the image's scale and `contentsGravity` from `contentMode`, and the
// compositor places them (a plain copy when they land on whole pixels). Moving or resizing
// the view therefore costs no drawing. What is drawn once is kept: an oriented copy for an
// image whose orientation is not `.up`, and a tint-filled copy for a template image, made
// again only when the tint changes. A template is tinted once the view is in a window, where
// its inherited tint is known, so setting a tint before adding the view costs no extra render.
//
// Animation: `startAnimating()` adds a display link; each frame shows the image for the
// time since the first frame of the animation (frame i from i·d/n to (i+1)·d/n of each
// cycle of duration d over n images), and after `animationRepeatCount` cycles the view
// stops and shows `image` again, as UIKit does.

/// A view that shows an image, or a sequence of images as an animation.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown when the view is not highlighted (or has no highlighted image).
    open var image: UIImage? {
        didSet { if image !== oldValue { imagesDidChange() } }
    }

    /// The image shown while `isHighlighted`; `image` when nil.
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue { imagesDidChange() } }
    }

    /// Whether the view shows its highlighted image (or animation); default false.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateContents() } }
    }

    /// The images the animation shows in turn.
    open var animationImages: [UIImage]? {
        didSet { imagesDidChange() }
    }

    /// The images the animation shows while highlighted; `animationImages` when nil.
    open var highlightedAnimationImages: [UIImage]? {
        didSet { imagesDidChange() }
    }

    /// The time of one cycle through the images; 0 (the default) means 1/30 s per image.
    open var animationDuration: TimeInterval = 0

    /// How many cycles the animation runs; 0 (the default) repeats until stopped.
    open var animationRepeatCount = 0

    /// The symbol configuration applied to a symbol image before it is shown.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { imagesDidChange() }
    }

    /// Whether the animation runs.
    open var isAnimating: Bool { animationLink != nil }

    // MARK: - Initializers

    /// An image view sized to `image` (designated, as on iOS, so subclasses can override it).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        imagesDidChange()
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
        imagesDidChange()
    }

    /// An empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Unsupported, as for every view (Vitrine loads no archives).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Size

    /// The shown image's size in points; `noIntrinsicMetric` in both dimensions without one.
    open override var intrinsicContentSize: CGSize {
        guard let size = (stillImage ?? animationImages?.first)?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The shown image's size, whatever `size` is; zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        (stillImage ?? animationImages?.first)?.size ?? .zero
    }

    // MARK: - Tint and traits

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContents()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Off screen the animation asks for no frames; its clock runs on, as a video's would.
        animationLink?.isPaused = window == nil
        updateContents()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateContents()  // a dynamic tint may resolve to another colour
    }

    // MARK: - Accessibility

    /// An image view is not an element unless the app makes it one; it then reads as an
    /// image, by its image's description (a pass-through Apple does not document).
    override var defaultAccessibilityLabel: String? { image?.accessibilityLabel }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    // MARK: - Animation

    /// Starts showing `animationImages` in turn from the next frame; does nothing without
    /// images or while already animating.
    open func startAnimating() {
        guard animationLink == nil, let images = shownAnimationImages, !images.isEmpty else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.animationStep(link)
        }
        animationLink = link
        link.ownerLayer = layer
        animationStart = nil
        animationFrame = 0
        link.isPaused = window == nil  // off screen it asks for no frames (see didMoveToWindow)
        link.add(to: .main, forMode: .common)
        updateContents()
    }

    /// Stops the animation and shows `image` again.
    open func stopAnimating() {
        guard let link = animationLink else { return }
        link.invalidate()
        animationLink = nil
        updateContents()
    }

    private var animationLink: CADisplayLink?
    /// The target time of the animation's first frame.
    private var animationStart: CFTimeInterval?
    /// The index into the animation images shown.
    private var animationFrame = 0

    private func animationStep(_ link: CADisplayLink) {
        guard let images = shownAnimationImages, !images.isEmpty else { return stopAnimating() }
        let start = animationStart ?? link.targetTimestamp
        animationStart = start
        let cycle = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let elapsed = max(link.targetTimestamp - start, 0)
        if animationRepeatCount > 0, elapsed >= cycle * Double(animationRepeatCount) { return stopAnimating() }
        // Which image: the fraction of the cycle passed, in whole images.
        let cycles = elapsed / cycle
        let frame = min(Int((cycles - cycles.rounded(.down)) * Double(images.count)), images.count - 1)
        if frame != animationFrame {
            animationFrame = frame
            updateContents()
        }
    }

    private var shownAnimationImages: [UIImage]? {
        isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages
    }

    // MARK: - Contents

    /// The image shown when not animating.
    private var stillImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    /// The image to show now.
    private var shownImage: UIImage? {
        if animationLink != nil, let images = shownAnimationImages, !images.isEmpty {
            return images[min(animationFrame, images.count - 1)]
        }
        return stillImage
    }

    /// Configured, oriented or tinted copies already made, by source image.
    private var renderCache: [ObjectIdentifier: RenderedImage] = [:]

    private struct RenderedImage {
        /// Held so its identifier is not reused while the entry lives.
        let source: UIImage
        /// The tint pixel a template was filled with; nil for originals.
        let tint: UInt32?
        let cgImage: CGImage
        /// Pixels per point of `cgImage`.
        let scale: CGFloat
    }

    /// How many tinted copies were made (tests check that a tint is drawn once).
    private(set) var templateRenderCount = 0

    private func imagesDidChange() {
        renderCache.removeAll()
        invalidateIntrinsicContentSize()
        updateContents()
    }

    /// Puts the image to show now into the layer.
    private func updateContents() {
        guard let source = shownImage, let shown = rendered(source) else {
            if layer.contents != nil { layer.contents = nil }
            return
        }
        if source.resizing != nil, let stretched = resized(source, shown) {
            if (layer.contents as? CGImage) !== stretched.cgImage { layer.contents = stretched.cgImage }
            layer.contentsScale = stretched.scale
            return
        }
        if (layer.contents as? CGImage) !== shown.cgImage { layer.contents = shown.cgImage }
        layer.contentsScale = shown.scale
    }

    /// A resizable image drawn at the view's size (its caps at theirs), kept until the size,
    /// the scale or the pixels change.
    private var resizedImage: (source: CGImage, size: CGSize, scale: CGFloat, image: RenderedImage)?

    private func resized(_ source: UIImage, _ shown: RenderedImage) -> RenderedImage? {
        let size = bounds.size, scale = max(contentScaleFactor, 1)
        if let kept = resizedImage, kept.source === shown.cgImage, kept.size == size, kept.scale == scale { return kept.image }
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 16_384, height <= 16_384, let bitmap = Bitmap(width: width, height: height) else { return nil }
        let context = CGContext(bitmap: bitmap)
        context.scaleBy(x: scale, y: scale)
        // The shown pixels (upright, tinted) with the source's caps.
        let pieces = UIImage(cgImage: shown.cgImage, scale: shown.scale, orientation: .up, renderingMode: .alwaysOriginal,
                             resizing: source.resizing)
        pieces.drawResizable(in: CGRect(origin: .zero, size: size), context: context)
        let image = RenderedImage(source: source, tint: shown.tint, cgImage: CGImage(bitmap: bitmap), scale: scale)
        resizedImage = (shown.cgImage, size, scale, image)
        return image
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A resizable image is drawn at the view's size: a new size draws it again.
        if shownImage?.resizing != nil { updateContents() }
    }

    /// The pixels to show for `source`: with `preferredSymbolConfiguration` applied to a
    /// symbol, upright, and filled with the tint if it is a template; made once per tint.
    private func rendered(_ source: UIImage) -> RenderedImage? {
        // Outside a window the inherited tint is not known yet: tint when the view joins one.
        if source.showsAsTemplate, window == nil { return nil }
        let tint = source.showsAsTemplate
            ? tintColor.resolvedColor(with: traitCollection).cgColor.premultipliedARGB32 : nil
        let id = ObjectIdentifier(source)
        if let cached = renderCache[id], cached.source === source, cached.tint == tint { return cached }
        var image = source
        if source.isSymbolImage, let preferredSymbolConfiguration {
            image = source.withConfiguration(preferredSymbolConfiguration)
        }
        guard let upright = image.orientedCGImage() else { return nil }
        var cgImage = upright
        if let tint {
            cgImage = upright.filledWithPixel(tint)
            templateRenderCount += 1
        }
        let entry = RenderedImage(source: source, tint: tint, cgImage: cgImage, scale: image.scale)
        renderCache[id] = entry
        return entry
    }
}
