// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Constraints between a scroll view's own edges and a view inside it, as code written
/// before iOS 11 (and much since) lays out scrolling content: Apple's Auto Layout Guide
/// ("Working with Scroll Views") says such edge constraints attach to the content area,
/// so they define `contentSize`, while width, height and centres attach to the frame, and
/// constraints to views outside the scroll view keep meaning its frame.
/// The scroll view is 300 × 400 points at (0, 0) of a 300 × 600 window.
@MainActor @Suite struct ScrollViewEdgeConstraintTests {
    private func makeScrollView() -> (UIWindow, UIScrollView) { constrainedScrollView(windowHeight: 600) }

    private func makeContent(in scrollView: UIScrollView) -> UIView {
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        return content
    }

    @Test func edgesPinnedToTheScrollViewSizeTheContent() {
        let (window, scrollView) = makeScrollView()
        let content = makeContent(in: scrollView)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 5),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: -15),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -20),
            content.widthAnchor.constraint(equalToConstant: 500),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        window.layoutIfNeeded()
        // Width 5 + 500 + 15 = 520, height 10 + 1200 + 20 = 1230; the frame stays 300 × 400.
        #expect(scrollView.contentSize == CGSize(width: 520, height: 1230))
        #expect(content.frame == CGRect(x: 5, y: 10, width: 500, height: 1200))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    @Test func aWidthEqualToTheScrollViewsIsTheFrameWidth() {
        let (window, scrollView) = makeScrollView()
        let content = makeContent(in: scrollView)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            // Width of the frame (vertical scrolling only), height twice the frame's.
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalTo: scrollView.heightAnchor, multiplier: 2),
        ])
        window.layoutIfNeeded()
        // 300 wide; 2 × 400 = 800 tall.
        #expect(scrollView.contentSize == CGSize(width: 300, height: 800))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 800))
    }

    @Test func theContentSizeFollowsAChangedConstant() {
        let (window, scrollView) = makeScrollView()
        let content = makeContent(in: scrollView)
        let height = content.heightAnchor.constraint(equalToConstant: 900)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -8),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            height,
        ])
        window.layoutIfNeeded()
        // 8 + 900 + 8.
        #expect(scrollView.contentSize == CGSize(width: 300, height: 916))
        height.constant = 1500
        window.layoutIfNeeded()
        // 8 + 1500 + 8.
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1516))
    }

    @Test func aChainOfViewsBetweenTheEdgesSumsToTheContentHeight() {
        let (window, scrollView) = makeScrollView()
        var previous: UIView?
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<5 {
            let row = makeContent(in: scrollView)
            constraints += [
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? scrollView.topAnchor, constant: 10),
                row.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                row.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                row.heightAnchor.constraint(equalToConstant: 100),
            ]
            previous = row
        }
        constraints.append(previous!.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor))
        constraints.append(previous!.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor))
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        // Five rows of 10 + 100 points: 550 tall, as wide as the frame.
        #expect(scrollView.contentSize == CGSize(width: 300, height: 550))
        #expect(previous!.frame == CGRect(x: 0, y: 450, width: 300, height: 100))
    }

    @Test func centresStayTheFrames() {
        let (window, scrollView) = makeScrollView()
        let content = makeContent(in: scrollView)
        NSLayoutConstraint.activate([
            content.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            content.centerYAnchor.constraint(equalTo: scrollView.centerYAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        // Centred in the 300 × 400 frame: x = 150 - 50, y = 200 - 25.
        #expect(content.frame == CGRect(x: 100, y: 175, width: 100, height: 50))
    }

    @Test func constraintsToViewsOutsideKeepMeaningTheFrame() {
        let (window, scrollView) = makeScrollView()
        let content = makeContent(in: scrollView)
        let footer = UIView()
        footer.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(footer)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            footer.topAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 10),
            footer.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        // Below the 400-point frame, not the 2000-point content: y = 400 + 10.
        #expect(footer.frame == CGRect(x: 0, y: 410, width: 300, height: 40))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 2000))
    }

    /// Apple's guide says the same of the scroll view's margins: a margin attribute is the
    /// content area's edge, inset by the scroll view's layout margins (top 10, leading 12,
    /// bottom 14, trailing 16 here). Width 12 + 500 + 16 = 528, height 10 + 1200 + 14 = 1224.
    @Test func marginsPinnedToTheScrollViewSizeTheContentWithTheirInsets() {
        let (window, scrollView) = makeScrollView()
        scrollView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 14, trailing: 16)
        let content = makeContent(in: scrollView)
        func pin(_ attribute: NSLayoutConstraint.Attribute, _ margin: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
            NSLayoutConstraint(item: content, attribute: attribute, relatedBy: .equal, toItem: scrollView, attribute: margin,
                               multiplier: 1, constant: 0)
        }
        NSLayoutConstraint.activate([
            pin(.top, .topMargin), pin(.leading, .leadingMargin), pin(.trailing, .trailingMargin), pin(.bottom, .bottomMargin),
            content.widthAnchor.constraint(equalToConstant: 500),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 528, height: 1224))
        #expect(content.frame == CGRect(x: 12, y: 10, width: 500, height: 1200))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
        // Changed margins move the content: 20 + 500 + 16 = 536 wide.
        scrollView.directionalLayoutMargins.leading = 20
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 536, height: 1224))
        #expect(content.frame.minX == 20)
    }
}
