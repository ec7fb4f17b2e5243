// Vitrine — Apache License 2.0
import Foundation
// Pull to refresh. The control sits just above the content (y = −height in content
// coordinates, full width), so pulling the content down past its top reveals it. The
// scroll view tells it of every offset change and of each drag's end:
//
//   pulling       the spinner fades in with the pull, `pull / triggerDistance`
//   trigger       the pull reaches `triggerDistance` while the finger drags: the control
//                 starts refreshing and sends `.valueChanged` at once, as on iOS (the
//                 finger may still be down)
//   lift          while refreshing, the scroll view's top inset grows by the control's
//                 height (`adjustedContentInset`, not the app's `contentInset`), so the
//                 content springs back to rest below the spinning control, not to the top
//   end           `endRefreshing()` gives the inset back and animates the content up to
//                 its top
//
// A pull triggers once: the control re-arms only when the content is back at its top.

/// A control that starts a refresh of a scroll view's content when the user pulls the
/// content down past its top. Set it as the scroll view's `refreshControl`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height: 60 points, the height of iOS's refresh control (measured on
    /// iOS; Apple does not document it).
    static let height: CGFloat = 60
    /// How far the content must be pulled past its top to trigger a refresh: 100 points
    /// (our choice; Apple documents only that the user pulls "far enough").
    static let triggerDistance: CGFloat = 100

    /// Whether a refresh is in progress.
    public private(set) var isRefreshing = false

    /// The text shown under the spinner; default nil.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    /// The colour of the spinner; nil (the default) gives the system's gray spinner.
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }

    let spinner = UIActivityIndicatorView(style: .medium)
    let titleLabel = UILabel()
    /// The scroll view the control refreshes (the one whose `refreshControl` it is).
    weak var scrollView: UIScrollView?
    /// The extra top inset the control holds in its scroll view while refreshing.
    private(set) var heldInset: CGFloat = 0
    /// Whether a pull may trigger: false from a trigger until the content is back at its top.
    private var armed = true

    /// Creates a refresh control; the scroll view sizes and places it.
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.isHidden = true
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
    }

    public override convenience init(frame: CGRect) {
        self.init()
    }

    /// Unsupported, as for every view (see `UIView`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the control refreshing, for a refresh the app started itself; sends no
    /// `.valueChanged`, as Apple documents. The content is not scrolled.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        startRefreshing()
        armed = false
        if scrollView?.isDragging != true { holdInset() }
    }

    /// Ends the refresh: the spinner stops and the content animates back to its top.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let scrollView else { return }
        let released = heldInset
        heldInset = 0
        if released != 0 { scrollView.adjustedContentInsetDidChange() }
        let top = -scrollView.adjustedContentInset.top
        if !scrollView.isDragging, scrollView.contentOffset.y < top {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
        update()
    }

    /// The refresh control ignores touches: a finger on it drags the scroll view.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        nil
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = storedTintColor == nil ? nil : tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = spinner.bounds.width
        if titleLabel.isHidden {
            spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
        } else {
            // Spinner above, one line of title below, both inside the 60 points.
            spinner.center = CGPoint(x: bounds.midX, y: 8 + side / 2)
            titleLabel.frame = CGRect(x: 8, y: bounds.height - 22, width: max(bounds.width - 16, 0), height: 16)
        }
    }

    // MARK: - Driven by the scroll view

    /// How far the content is pulled past its top (0 when it is not).
    var pullDistance: CGFloat {
        guard let scrollView else { return 0 }
        let top = scrollView.adjustedContentInset.top - heldInset
        return max(-(scrollView.contentOffset.y + top), 0)
    }

    /// The scroll view's offset or size changed: place the control and follow the pull.
    func update() {
        guard let scrollView else { return }
        let frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        if self.frame != frame { self.frame = frame }
        let pull = pullDistance
        if pull <= 0, !isRefreshing { armed = true }
        if isRefreshing {
            spinner.alpha = 1
        } else {
            spinner.alpha = min(pull / Self.triggerDistance, 1)
        }
        titleLabel.alpha = spinner.alpha
        if armed, !isRefreshing, isEnabled, scrollView.isDragging, pull >= Self.triggerDistance {
            armed = false
            startRefreshing()
            sendActions(for: .valueChanged)
        }
    }

    /// The finger is lifting: a refresh triggered by this drag now holds the inset, so
    /// the content springs back to rest below the control.
    func scrollViewWillEndDragging() {
        if isRefreshing { holdInset() }
    }

    private func startRefreshing() {
        isRefreshing = true
        spinner.alpha = 1
        titleLabel.alpha = 1
        spinner.startAnimating()
    }

    private func holdInset() {
        guard heldInset == 0, let scrollView else { return }
        heldInset = Self.height
        scrollView.adjustedContentInsetDidChange()
    }

    /// The control left its scroll view: the inset it held goes back.
    func detach() {
        let scrollView = self.scrollView
        self.scrollView = nil
        if heldInset != 0 {
            heldInset = 0
            scrollView?.adjustedContentInsetDidChange()
        }
        removeFromSuperview()
    }
}

extension UIScrollView {
    /// `refreshControl` changed: the old control leaves, the new one goes above the content.
    func refreshControlDidChange(from old: UIRefreshControl?) {
        guard old !== refreshControl else { return }
        old?.detach()
        guard let control = refreshControl else { return }
        control.scrollView?.refreshControl = nil
        control.scrollView = self
        insertSubview(control, at: 0)
        control.update()
    }
}
