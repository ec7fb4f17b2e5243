// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A scroll view laid out with Auto Layout as iOS 11 code does it: content pinned to
/// `contentLayoutGuide` sizes `contentSize`; `frameLayoutGuide` is the visible rectangle.
/// The scroll view is 300 × 400 points at (0, 0) of a 300 × 400 window.
@MainActor @Suite struct ScrollViewLayoutGuideTests {
    private func makeScrollView() -> (UIWindow, UIScrollView) { constrainedScrollView(windowHeight: 400) }

    @Test func contentPinnedToTheContentGuideSizesTheContent() {
        let (window, scrollView) = makeScrollView()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -30),
            // As wide as the visible area: vertical scrolling only.
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        window.layoutIfNeeded()
        // 20 + 1000 + 30 tall, 300 wide.
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1050))
        #expect(content.frame == CGRect(x: 0, y: 20, width: 300, height: 1000))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1050))
        // The content grows: so does the scrollable size.
        NSLayoutConstraint.deactivate(content.constraints.filter { $0.firstAttribute == .height && $0.secondItem == nil })
        content.heightAnchor.constraint(equalToConstant: 600).isActive = true
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 650))
        // Scrolling does not move the content's frame (its coordinates are the content's).
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        #expect(content.frame.minY == 20)
    }

    @Test func anUnconstrainedAxisKeepsTheContentSizeGiven() {
        let (window, scrollView) = makeScrollView()
        scrollView.contentSize = CGSize(width: 700, height: 500)
        let strip = UIView()
        strip.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            strip.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            strip.heightAnchor.constraint(equalToConstant: 900),
            strip.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            strip.widthAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        // Height from the constraints; nothing sizes the width, which stays 700.
        #expect(scrollView.contentSize == CGSize(width: 700, height: 900))
    }

    @Test func aViewPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        let (window, scrollView) = makeScrollView()
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 250, y: 10, width: 40, height: 40))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentOffset = CGPoint(x: 0, y: 240)
        window.layoutIfNeeded()
        // In content coordinates it moved down with the offset: on screen it stayed.
        #expect(badge.frame == CGRect(x: 250, y: 250, width: 40, height: 40))
        #expect(badge.convert(CGPoint.zero, to: window) == CGPoint(x: 250, y: 10))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 240, width: 300, height: 400))
    }
}
