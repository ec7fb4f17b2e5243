// Vitrine — Apache License 2.0
// A row of dots, one per page, with the current page's dot highlighted.
//
// Design note. Each indicator is a subview, no drawing: a 7-point circle (a view rounded
// to half its width) or, when the app gave an indicator image, an image view showing the
// image as a template in the dot's colour. Indicators are 9 points apart (a 16-point pitch)
// and centred in the bounds, as iOS centres them. Behind them a capsule (black at 20 %)
// shows by `backgroundStyle`: while touched (.automatic), always (.prominent) or never
// (.minimal). The 7-point dot and 9-point gap are the page control's measurements on iOS
// 7 to 13 (a 7-point dot every 16 points); Apple documents neither. Vitrine's choices, not
// Apple's figures: `size(forNumberOfPages:)` pads the row 12 points on each side and is
// 26 points high, the capsule fills that size, and the default colours are white for the
// current page and white at 30 % for the others (the light dots iOS draws over content).
//
// A tap left of the current page's dot goes back a page, right of it forward a page, on
// touch-up inside, sending `.valueChanged` (and `.primaryActionTriggered`, as UISwitch);
// at the first or last page the tap changes nothing and sends nothing. Setting
// `currentPage` from code sends nothing. With `defersCurrentPageDisplay` the dots keep
// showing the old page after a tap until the app calls `updateCurrentPageDisplay()`.

/// A control that shows the pages of content as a horizontal series of dots.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    static let indicatorDiameter: CGFloat = 7
    static let indicatorSpacing: CGFloat = 9
    static let horizontalPadding: CGFloat = 12
    static let height: CGFloat = 26

    let backgroundView = UIView()
    private(set) var indicatorViews: [UIImageView] = []

    // MARK: - Pages

    /// The number of pages (dots); default 0. Negative counts are taken as 0, and
    /// `currentPage` is clamped to the new range.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(newValue, 0)
            storedCurrentPage = clampedPage(storedCurrentPage)
            displayedPage = storedCurrentPage
            rebuildIndicators()
        }
    }

    /// The page shown highlighted, kept within `0..<numberOfPages` (0 without pages);
    /// setting it sends no event.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = clampedPage(newValue)
            displayedPage = storedCurrentPage
            updateAppearance()
        }
    }

    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0
    /// The page the dots show: `currentPage`, except after a deferred tap.
    private var displayedPage = 0

    /// Whether a tap leaves the dots on the old page until `updateCurrentPageDisplay()`;
    /// default false. (Apple deprecated it in iOS 14; older code still sets it.)
    open var defersCurrentPageDisplay = false

    /// Shows `currentPage` on the dots after a tap made while `defersCurrentPageDisplay`.
    open func updateCurrentPageDisplay() {
        displayedPage = storedCurrentPage
        updateAppearance()
    }

    /// Whether the indicators hide when there is only one page; default false.
    open var hidesForSinglePage = false {
        didSet { updateAppearance() }
    }

    // MARK: - Appearance

    /// The colour of the other pages' dots; nil (the default) is white at 30 %.
    open var pageIndicatorTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// The colour of the current page's dot; nil (the default) is white.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { updateAppearance() }
    }

    /// When the capsule behind the dots shows; default `.automatic` (while touched).
    open var backgroundStyle: BackgroundStyle = .automatic {
        didSet { updateAppearance() }
    }

    /// The image every indicator shows unless its page has its own; nil (the default)
    /// draws dots.
    open var preferredIndicatorImage: UIImage? {
        didSet { rebuildIndicators() }
    }

    /// The image the current page's indicator shows unless its page has its own; nil (the
    /// default) uses the page's indicator image.
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { rebuildIndicators() }
    }

    private var pageImages: [Int: UIImage] = [:]
    private var currentPageImages: [Int: UIImage] = [:]

    // MARK: - Initializers

    /// Creates a page control filling `frame`, with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        backgroundView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        addSubview(backgroundView)
        updateAppearance()
    }

    /// Creates a page control from an archive; unsupported, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Indicator images

    /// Sets the image of `page`'s indicator; nil returns it to `preferredIndicatorImage`.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageImages[page] = image
        rebuildIndicators()
    }

    /// The image set for `page`'s indicator, or `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> UIImage? {
        pageImages[page] ?? preferredIndicatorImage
    }

    /// Sets the image `page`'s indicator shows while it is the current page.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentPageImages[page] = image
        rebuildIndicators()
    }

    /// The image `page`'s indicator shows while current: its own, else
    /// `preferredCurrentPageIndicatorImage`, else its indicator image.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageImages[page] ?? preferredCurrentPageIndicatorImage ?? indicatorImage(forPage: page)
    }

    // MARK: - Size and layout

    /// The size the control needs to show `pageCount` indicators: the row of dots (7 points
    /// each, 9 apart) padded 12 points each side, 26 points high; zero width for no pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(pageCount, 0)
        guard count > 0 else { return CGSize(width: 0, height: Self.height) }
        let widths = (0..<count).map { indicatorSize(forPage: $0).width }
        let row = widths.reduce(0, +) + Self.indicatorSpacing * CGFloat(count - 1)
        return CGSize(width: row + 2 * Self.horizontalPadding, height: Self.height)
    }

    /// `size(forNumberOfPages: numberOfPages)`.
    open override var intrinsicContentSize: CGSize {
        size(forNumberOfPages: numberOfPages)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        self.size(forNumberOfPages: numberOfPages)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutIndicators()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateAppearance()
    }

    override func stateDidChange(from previous: State) {
        super.stateDidChange(from: previous)
        updateAppearance()
    }

    // MARK: - Tracking

    /// Nothing to track while the indicators are hidden or there is one page or none.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard !indicatorsHidden, numberOfPages > 1 else { return false }
        updateAppearance()
        return true
    }

    /// A lift inside moves one page towards the side of the current dot the finger was on.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { updateAppearance() }
        guard let touch, isTouchInside, displayedPage < indicatorViews.count else { return }
        let x = touch.location(in: self).x
        let current = indicatorViews[displayedPage].frame.midX
        let page = clampedPage(storedCurrentPage + (x < current ? -1 : 1))
        guard page != storedCurrentPage else { return }
        storedCurrentPage = page
        if !defersCurrentPageDisplay { displayedPage = page }
        updateAppearance()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    open override func cancelTracking(with event: UIEvent?) {
        updateAppearance()
    }

    // MARK: - Private

    private var indicatorsHidden: Bool {
        numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1)
    }

    private func clampedPage(_ page: Int) -> Int {
        min(max(page, 0), max(storedNumberOfPages - 1, 0))
    }

    private func indicatorSize(forPage page: Int) -> CGSize {
        let dot = CGSize(width: Self.indicatorDiameter, height: Self.indicatorDiameter)
        let images = [indicatorImage(forPage: page), page == displayedPage ? currentPageIndicatorImage(forPage: page) : nil]
        let sizes = images.compactMap { $0?.size }
        return sizes.last ?? dot
    }

    private func rebuildIndicators() {
        while indicatorViews.count > numberOfPages { indicatorViews.removeLast().removeFromSuperview() }
        while indicatorViews.count < numberOfPages {
            let view = UIImageView(frame: .zero)
            view.isUserInteractionEnabled = false
            addSubview(view)
            indicatorViews.append(view)
        }
        invalidateIntrinsicContentSize()
        updateAppearance()
    }

    private func layoutIndicators() {
        let content = size(forNumberOfPages: numberOfPages)
        backgroundView.frame = CGRect(x: bounds.midX - content.width / 2, y: bounds.midY - content.height / 2,
                                      width: content.width, height: content.height)
        backgroundView.layer.cornerRadius = content.height / 2
        var x = bounds.midX - content.width / 2 + Self.horizontalPadding
        for (page, view) in indicatorViews.enumerated() {
            let size = indicatorSize(forPage: page)
            view.frame = CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            x += size.width + Self.indicatorSpacing
        }
    }

    private func updateAppearance() {
        let hidden = indicatorsHidden
        let showsBackground = backgroundStyle == .prominent || (backgroundStyle == .automatic && isHighlighted)
        backgroundView.isHidden = hidden || !showsBackground
        let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        let current = currentPageIndicatorTintColor ?? .white
        for (page, view) in indicatorViews.enumerated() {
            let isCurrent = page == displayedPage
            let colour = isCurrent ? current : other
            let image = isCurrent ? currentPageIndicatorImage(forPage: page) : indicatorImage(forPage: page)
            view.isHidden = hidden
            view.alpha = isEnabled ? 1 : 0.5
            if let image {
                view.image = image.withRenderingMode(.alwaysTemplate)
                view.tintColor = colour
                view.backgroundColor = nil
                view.layer.cornerRadius = 0
            } else {
                view.image = nil
                view.backgroundColor = colour
                view.layer.cornerRadius = Self.indicatorDiameter / 2
            }
        }
        layoutIndicators()
    }
}
