// Vitrine — Apache License 2.0
// A container that shows one page (or, for a book with its spine in the middle, two) and
// turns to the next or previous one when the user swipes along its orientation. The
// data source is asked for a neighbour only when a swipe or a tap on the page indicator
// needs it; the delegate hears about those user-driven turns, not about
// `setViewControllers(_:direction:animated:completion:)`, as in UIKit.
//
// A turn, animated or followed by the finger (UIPageViewController+Swipe.swift), makes
// these calls in this order (the navigation controller's, which Vitrine takes as UIKit's
// reading; UIKit documents no order for this container):
//   begin: delegate willTransitionTo (user turns only), new.willMove(toParent: self),
//          old.viewWillDisappear, new.viewWillAppear;
//   completed: old.viewDidDisappear, new.viewDidAppear, new.didMove(toParent: self),
//          old.willMove(toParent: nil), old.didMove(toParent: nil), delegate didFinishAnimating;
//   returned: new.viewWillDisappear, old.viewWillAppear, new.viewDidDisappear,
//          old.viewDidAppear, new.willMove(toParent: nil), new.didMove(toParent: nil),
//          delegate didFinishAnimating (transitionCompleted false).
//
// `.pageCurl` is a documented approximation: the page slides as in `.scroll`, without a
// curl, without inter-page spacing and without an indicator; the spine location decides
// how many pages show (two side by side for `.mid`). Vitrine's choices, not documented by
// Apple: a turn animates in 0.35 s (the navigation controller's slide); the indicator sits
// in a strip of `UIPageControl`'s 26-point height (plus the bottom safe inset) under the
// pages.

/// A container that lets the user page through view controllers by swiping.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn; set when the controller is created.
    open var transitionStyle: TransitionStyle { style }

    /// The axis pages follow; set when the controller is created.
    open var navigationOrientation: NavigationOrientation { orientation }

    /// Where the spine is: `.none` for `.scroll`; `.min` by default for `.pageCurl`.
    open var spineLocation: SpineLocation { spine }

    /// Whether content shows on the back of a curling page; true when the spine is in the
    /// middle. Kept for code that sets it: Vitrine draws no backs.
    open var isDoubleSided = false

    /// The object that gives the pages before and after the shown one.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { refreshPageIndicator() }
    }

    /// The object that hears about swipes.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The pages shown: one, or two when the spine is in the middle; nil before any was set.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// The recognizers that turn pages: a pan along the orientation.
    open var gestureRecognizers: [UIGestureRecognizer] { [swipeRecognizer] }

    private let style: TransitionStyle
    private let orientation: NavigationOrientation
    private var spine: SpineLocation
    /// The space between neighbouring pages while they scroll.
    let interPageSpacing: CGFloat
    /// The pages shown.
    var pages: [UIViewController] = []
    /// The turn under way, animated or following a finger.
    var turn: PageTurn?
    /// The swipe under way (UIPageViewController+Swipe.swift).
    var swipe: PageSwipe?
    let swipeRecognizer = UIPanGestureRecognizer()
    private let swipeGate = PageSwipeGate()
    /// The page indicator, shown for the data sources that give a count.
    let pageControl = UIPageControl()
    /// The dot the indicator shows for the current pages (a tap moves the control's first).
    private var indicatorPage = 0

    /// How long a whole turn animates.
    static let turnDuration: TimeInterval = 0.35

    /// Creates a page view controller. `options` may give `.spineLocation` (for
    /// `.pageCurl`) and `.interPageSpacing` (for `.scroll`); values of other types are ignored.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        self.style = style
        self.orientation = navigationOrientation
        var spine: SpineLocation = style == .pageCurl ? .min : .none
        if style == .pageCurl, let value = options?[.spineLocation] {
            if let location = value as? SpineLocation {
                spine = location
            } else if let raw = Self.number(value), let location = SpineLocation(rawValue: Int(raw)), location != .none {
                spine = location
            }
        }
        self.spine = spine
        let spacing = style == .scroll ? options?[.interPageSpacing].flatMap(Self.number) ?? 0 : 0
        interPageSpacing = spacing.isFinite ? max(spacing, 0) : 0
        super.init(nibName: nil, bundle: nil)
        isDoubleSided = spine == .mid
        managesChildAppearance = true
        swipeGate.owner = self
        swipeRecognizer.delegate = swipeGate
        swipeRecognizer.maximumNumberOfTouches = 1
        swipeRecognizer.addHandler { [weak self] recognizer in self?.handleSwipe(recognizer) }
        pageControl.addAction(UIAction { [weak self] _ in self?.pageIndicatorTapped() }, for: .valueChanged)
    }

    /// Unsupported, as for every view controller: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A number given as an option, whatever its Swift type.
    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        view.addGestureRecognizer(swipeRecognizer)
        view.addSubview(pageControl)
        for page in pages { installPage(page) }
        layoutPages()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    var isShown: Bool { appearanceState == .appeared || appearanceState == .appearing }

    // MARK: - Setting the pages

    /// How many pages show at once: two for a curl whose spine is in the middle.
    var pagesPerSpread: Int { spine == .mid ? 2 : 1 }

    /// Shows `viewControllers`, sliding them in from `direction`'s side when `animated`;
    /// `completion` hears whether they are in place. A wrong number of controllers (one,
    /// or two for a spine in the middle) or a call while a turn is under way changes
    /// nothing and logs why (UIKit raises an exception for the first).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        guard new.count == pagesPerSpread, Set(new.map { ObjectIdentifier($0) }).count == new.count else {
            viewControllerLogger.warning("UIPageViewController.setViewControllers: \(new.count) distinct controllers expected \(pagesPerSpread) for spine \(spine); ignored")
            completion?(false)
            return
        }
        guard turn == nil else {
            viewControllerLogger.warning("UIPageViewController.setViewControllers during a page turn; ignored")
            completion?(false)
            return
        }
        let changes = !new.elementsEqual(pages, by: ===)
        if animated, changes, !pages.isEmpty, isViewLoaded, isShown, UIView.areAnimationsEnabled,
           !new.contains(where: { page in pages.contains { $0 === page } }) {
            let turn = beginTurn(to: new, direction: direction)
            animateTurn(turn, from: 0, completing: true) { [self] in
                refreshPageIndicator()
                completion?(true)
            }
        } else {
            if changes { replacePages(with: new) }
            refreshPageIndicator()
            completion?(true)
        }
    }

    /// Replaces the pages at once.
    private func replacePages(with new: [UIViewController]) {
        let old = pages
        let leaving = old.filter { page in !new.contains { $0 === page } }
        let arriving = new.filter { page in !old.contains { $0 === page } }
        for page in arriving { addChild(page) }
        for page in leaving { page.willMove(toParent: nil) }
        pages = new
        let shown = isShown && isViewLoaded
        if shown {
            for page in leaving { page.beginAppearanceTransition(false, animated: false) }
            for page in arriving { page.beginAppearanceTransition(true, animated: false) }
        }
        if isViewLoaded {
            for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
            for page in arriving { installPage(page) }
            layoutPages()
        }
        if shown {
            for page in leaving { page.endAppearanceTransition() }
            for page in arriving { page.endAppearanceTransition() }
        }
        for page in leaving { page.removeFromParent() }
        for page in arriving { page.didMove(toParent: self) }
    }

    // MARK: - Layout

    /// Whether the page indicator shows (see UIPageViewControllerDataSource).
    private var showsPageIndicator: Bool {
        style == .scroll && orientation == .horizontal && pageControl.numberOfPages > 0
    }

    /// The area the pages fill: the view, above the indicator's strip when it shows.
    var pageArea: CGRect {
        var area = view.bounds
        if showsPageIndicator {
            area.size.height = max(area.height - UIPageControl.height - view.safeAreaInsets.bottom, 0)
        }
        return area
    }

    /// How far one spread moves to make way for the next: its extent plus the spacing.
    var spreadStride: CGFloat {
        let area = pageArea
        return (orientation == .horizontal ? area.width : area.height) + interPageSpacing
    }

    /// Where `spread`'s pages go when the spread is `offset` points along the axis from rest.
    func placeSpread(_ spread: [UIViewController], at offset: CGFloat) {
        let area = pageArea
        let count = CGFloat(max(spread.count, 1))
        for (index, page) in spread.enumerated() {
            guard let pageView = page.viewIfLoaded else { continue }
            let i = CGFloat(index)
            pageView.frame = orientation == .horizontal
                ? CGRect(x: area.minX + area.width / count * i + offset, y: area.minY, width: area.width / count, height: area.height)
                : CGRect(x: area.minX, y: area.minY + area.height / count * i + offset, width: area.width, height: area.height / count)
        }
    }

    /// Puts `page`'s view in the view, under the indicator.
    func installPage(_ page: UIViewController) {
        let pageView: UIView = page.view
        pageView.autoresizingMask = []
        view.insertSubview(pageView, belowSubview: pageControl)
    }

    /// Places the indicator and, when nothing turns, the pages.
    func layoutPages() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        pageControl.isHidden = !showsPageIndicator
        let strip = UIPageControl.height + view.safeAreaInsets.bottom
        pageControl.frame = CGRect(x: 0, y: bounds.height - strip, width: bounds.width, height: UIPageControl.height)
        guard turn == nil, swipe?.resisting != true else { return }
        placeSpread(pages, at: 0)
    }

    // MARK: - Page indicator

    /// Asks the data source for the indicator's count and current dot.
    func refreshPageIndicator() {
        guard let dataSource, style == .scroll, orientation == .horizontal else {
            pageControl.numberOfPages = 0
            indicatorPage = 0
            layoutPages()
            return
        }
        let count = max(dataSource.presentationCount(for: self), 0)
        pageControl.numberOfPages = count
        if count > 0 { pageControl.currentPage = dataSource.presentationIndex(for: self) }
        indicatorPage = pageControl.currentPage
        layoutPages()
    }

    /// Moves the indicator's dot one page after a completed user turn.
    func advancePageIndicator(_ direction: NavigationDirection) {
        guard pageControl.numberOfPages > 0 else { return }
        pageControl.currentPage = indicatorPage + (direction == .forward ? 1 : -1)
        indicatorPage = pageControl.currentPage
    }

    /// A tap on the indicator moved its dot by one: turn the page that way, as a swipe
    /// would (the delegate hears it); at an end of the data source the dot goes back.
    private func pageIndicatorTapped() {
        let direction: NavigationDirection = pageControl.currentPage > indicatorPage ? .forward : .reverse
        guard turn == nil, swipe == nil, isShown, let next = neighbours(direction) else {
            pageControl.currentPage = indicatorPage
            return
        }
        delegate?.pageViewController(self, willTransitionTo: next)
        let turn = beginTurn(to: next, direction: direction)
        animateTurn(turn, from: 0, completing: true) { [self] in
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.old, transitionCompleted: true)
        }
    }

    // MARK: - Turning

    /// The spread before or after the shown one, asked of the data source; nil at an end.
    func neighbours(_ direction: NavigationDirection) -> [UIViewController]? {
        guard let dataSource, let first = pages.first, let last = pages.last else { return nil }
        var spread: [UIViewController] = []
        var edge = direction == .forward ? last : first
        for _ in 0..<pagesPerSpread {
            let next = direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: edge)
                : dataSource.pageViewController(self, viewControllerBefore: edge)
            guard let next, !pages.contains(where: { $0 === next }), !spread.contains(where: { $0 === next }) else { return nil }
            spread.append(next)
            edge = next
        }
        return direction == .forward ? spread : spread.reversed()
    }

    /// Starts turning to `new`: containment and appearance begin, the new pages wait beside the old.
    func beginTurn(to new: [UIViewController], direction: NavigationDirection) -> PageTurn {
        let turn = PageTurn(old: pages, new: new, direction: direction, stride: spreadStride)
        self.turn = turn
        for page in new { addChild(page) }
        let shown = isShown
        if shown {
            for page in turn.old { page.beginAppearanceTransition(false, animated: true) }
            for page in new { page.beginAppearanceTransition(true, animated: true) }
        }
        for page in new { installPage(page) }
        placeTurn(turn, progress: 0)
        return turn
    }

    /// Places both spreads `progress` of the way (0 to 1) through `turn`.
    func placeTurn(_ turn: PageTurn, progress: CGFloat) {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        let sign: CGFloat = turn.direction == .forward ? 1 : -1
        placeSpread(turn.old, at: -sign * turn.stride * p)
        placeSpread(turn.new, at: sign * turn.stride * (1 - p))
    }

    /// Animates `turn` from `progress` to its end (`completing`) or back to its start,
    /// then finishes it and calls `completion`.
    func animateTurn(_ turn: PageTurn, from progress: CGFloat, completing: Bool, completion: @escaping () -> Void) {
        let p = progress.isFinite ? min(max(progress, 0), 1) : 0
        if !completing, isShown {
            for page in turn.new { page.beginAppearanceTransition(false, animated: true) }
            for page in turn.old { page.beginAppearanceTransition(true, animated: true) }
        }
        let remaining = completing ? 1 - p : p
        let end: (Bool) -> Void = { [self] _ in
            finishTurn(turn, completed: completing)
            completion()
        }
        guard remaining > 0, UIView.areAnimationsEnabled else {
            placeTurn(turn, progress: completing ? 1 : 0)
            return end(true)
        }
        UIView.animate(withDuration: Self.turnDuration * Double(remaining), delay: 0, options: .curveEaseOut, animations: { [self] in
            placeTurn(turn, progress: completing ? 1 : 0)
        }, completion: end)
    }

    /// Ends `turn`: the new pages stay (`completed`) or go.
    private func finishTurn(_ turn: PageTurn, completed: Bool) {
        let (staying, going) = completed ? (turn.new, turn.old) : (turn.old, turn.new)
        for page in going { page.viewIfLoaded?.removeFromSuperview() }
        self.turn = nil
        pages = staying
        placeSpread(staying, at: 0)
        if isShown {
            for page in going { page.endAppearanceTransition() }
            for page in staying { page.endAppearanceTransition() }
        }
        if completed {
            for page in turn.new { page.didMove(toParent: self) }
            advancePageIndicator(turn.direction)
        }
        for page in going {
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
    }
}

/// A turn from one spread to the next.
struct PageTurn {
    let old: [UIViewController]
    let new: [UIViewController]
    let direction: UIPageViewController.NavigationDirection
    /// How far a spread moves in the whole turn.
    let stride: CGFloat
}
