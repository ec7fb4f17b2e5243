// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// `visibleSize`: Apple documents it as the size of the visible area, that is the scroll
/// view's bounds size; scrolling moves the bounds and zooming scales the content, so
/// neither changes it.
@MainActor @Suite struct UIScrollViewVisibleSizeTests {
    @Test func theVisibleSizeIsTheBoundsSizeWhereverTheContentIsAndAtAnyZoom() {
        let scrollView = UIScrollView(frame: CGRect(x: 40, y: 50, width: 300, height: 200))
        #expect(scrollView.visibleSize == CGSize(width: 300, height: 200))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 900))
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        scrollView.contentOffset = CGPoint(x: 120, y: 350)
        #expect(scrollView.visibleSize == CGSize(width: 300, height: 200))

        let log = ZoomDelegateLog()
        log.zoomView = content
        scrollView.delegate = log
        scrollView.maximumZoomScale = 3
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.contentSize == CGSize(width: 1200, height: 1800))
        #expect(scrollView.visibleSize == CGSize(width: 300, height: 200))

        scrollView.frame.size = CGSize(width: 250, height: 180)
        #expect(scrollView.visibleSize == CGSize(width: 250, height: 180))
    }
}
