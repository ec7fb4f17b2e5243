// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a scroll view as iOS apps use it —
// a delegate that snaps the glide to rows, insets, paging flags, indicators, content-touch overrides.
import UIKit

public final class MenuScroller: NSObject, UIScrollViewDelegate {
    public let scrollView: UIScrollView
    public let rowHeight: CGFloat = 44
    public private(set) var lastVelocity: CGPoint = .zero

    public init(rows: Int, frame: CGRect) {
        scrollView = TouchFriendlyScrollView(frame: frame)
        super.init()
        scrollView.delegate = self
        scrollView.contentSize = CGSize(width: frame.width, height: CGFloat(rows) * rowHeight)
        scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.decelerationRate = .fast
        scrollView.indicatorStyle = .white
        scrollView.keyboardDismissMode = .onDrag
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.alwaysBounceVertical = true
        scrollView.isDirectionalLockEnabled = true
        scrollView.panGestureRecognizer.maximumNumberOfTouches = 2
        // A mouse wheel scrolls the menu (iPadOS; a VNC viewer's wheel here), a trackpad does not.
        scrollView.panGestureRecognizer.allowedScrollTypesMask = .discrete
        for row in 0..<rows {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * rowHeight, width: frame.width - 32, height: rowHeight))
            label.text = "Item \(row + 1)"
            scrollView.addSubview(label)
        }
    }

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        lastVelocity = velocity
        let row = (targetContentOffset.pointee.y / rowHeight).rounded()
        targetContentOffset.pointee.y = row * rowHeight - scrollView.adjustedContentInset.top
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        scrollView.flashScrollIndicators()
    }

    /// How many whole rows the scroll view shows at once.
    public var rowsOnScreen: Int {
        Int(scrollView.visibleSize.height / rowHeight)
    }

    public func showRow(_ row: Int) {
        scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat(row) * rowHeight, width: 1, height: rowHeight), animated: true)
        if !scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating {
            scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: false)
        }
    }
}

/// Scrolls even when a finger starts on a button, as apps commonly subclass it.
final class TouchFriendlyScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool {
        view is UIButton ? true : super.touchesShouldCancel(in: view)
    }

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        super.touchesShouldBegin(touches, with: event, in: view)
    }
}
