// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@MainActor @Suite struct UIViewLayoutTests {
    /// A 100x100 superview with a subview at (20, 10, 50, 40): margins left 20, right 30,
    /// top 10, bottom 50. The superview then grows to 200x150 (+100, +50).
    private func resized(_ mask: UIView.AutoresizingMask, autoresizes: Bool = true) -> CGRect {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.autoresizesSubviews = autoresizes
        let subview = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 40))
        subview.autoresizingMask = mask
        superview.addSubview(subview)
        superview.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        return subview.frame
    }

    @Test func rawValuesAreUIKits() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        #expect(UIView().autoresizingMask == [])
        #expect(UIView().autoresizesSubviews)
    }

    @Test func noMaskKeepsTheFrame() {
        #expect(resized([]) == CGRect(x: 20, y: 10, width: 50, height: 40))
        #expect(resized(.flexibleRightMargin) == CGRect(x: 20, y: 10, width: 50, height: 40))
    }

    @Test func oneFlexiblePartTakesTheWholeChange() {
        #expect(resized(.flexibleWidth) == CGRect(x: 20, y: 10, width: 150, height: 40))
        #expect(resized(.flexibleLeftMargin) == CGRect(x: 120, y: 10, width: 50, height: 40))
        #expect(resized(.flexibleHeight) == CGRect(x: 20, y: 10, width: 50, height: 90))
        #expect(resized(.flexibleTopMargin) == CGRect(x: 20, y: 60, width: 50, height: 40))
    }

    @Test func flexibleMarginsShareTheChangeInProportionToTheirLengths() {
        // Margins 20 and 30 share +100 as 40 and 60: x = 20 + 40.
        #expect(resized([.flexibleLeftMargin, .flexibleRightMargin]).minX == 60)
        // Top 10 and bottom 50 share +50 as 50·10/60 and 50·50/60: y = 10 + 8.33….
        let y = resized([.flexibleTopMargin, .flexibleBottomMargin]).minY
        #expect(abs(y - (10 + 50.0 * 10 / 60)) < 1e-9)
    }

    @Test func allThreeFlexiblePartsShareProportionally() {
        // 20 : 50 : 30 of +100 → +20, +50, +30.
        let frame = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        #expect(frame.minX == 40 && frame.width == 100)
        // Height 40 and bottom margin 50 share +50: height 40 + 50·40/90.
        let tall = resized([.flexibleHeight, .flexibleBottomMargin])
        #expect(abs(tall.minY - 10) < 1e-9 && abs(tall.height - (40 + 50.0 * 40 / 90)) < 1e-9)
    }

    @Test func theDocumentedExampleOfMarginsGrowingBy120() {
        let (leading, size) = UIView.distribute(delta: 120, parts: (20, 50, 30), flexible: (true, false, true))
        #expect(leading == 68 && size == 50)  // and the right margin becomes 102
    }

    @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
        #expect(resized(.flexibleWidth, autoresizes: false) == CGRect(x: 20, y: 10, width: 50, height: 40))
    }

    @Test func shrinkingAFlexibleWidthStopsAtZero() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 20, y: 0, width: 50, height: 10))
        subview.autoresizingMask = .flexibleWidth
        superview.addSubview(subview)
        superview.bounds.size.width = 10
        #expect(subview.frame.width == 0)
    }

    private final class LayoutRecorder: UIView {
        var log: [String] = []
        var name = ""
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            log.append(name)
            onLayout?()
        }
    }

    @Test func setNeedsLayoutCoalescesIntoOneLayoutSubviews() {
        let view = LayoutRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.name = "v"
        view.layoutIfNeeded()
        #expect(view.log.isEmpty, "nothing asked for layout")
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.log == ["v"])
    }

    @Test func aSizeChangeAsksForLayoutButAMoveDoesNot() {
        let view = LayoutRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = CGPoint(x: 50, y: 50)
        view.bounds.origin = CGPoint(x: 3, y: 3)
        view.layoutIfNeeded()
        #expect(view.log.isEmpty)
        view.frame.size.width = 20
        view.layoutIfNeeded()
        #expect(view.log.count == 1)
    }

    @Test func addingASubviewLaysOutItAndItsNewSuperviewOnce() {
        // UIKit lays out both even though no size changed; a reorder is not an addition.
        let parent = LayoutRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = LayoutRecorder(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let sibling = LayoutRecorder(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        parent.name = "parent"; child.name = "child"; sibling.name = "sibling"
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(parent.log == ["parent"] && child.log == ["child"])
        parent.addSubview(sibling)
        parent.bringSubviewToFront(child)
        parent.layoutIfNeeded()
        #expect(parent.log == ["parent", "parent"] && child.log == ["child"] && sibling.log == ["sibling"])
    }

    @Test func layoutRunsTopDown() {
        var order: [String] = []
        let parent = LayoutRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = LayoutRecorder(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        parent.addSubview(child)
        parent.onLayout = { order.append("parent") }
        child.onLayout = { order.append("child") }
        child.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(order == ["parent", "child"])
    }

    private final class FixedSizeView: UIView {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 33, height: 12) }
    }

    @Test func sizeToFitUsesSizeThatFitsAndKeepsTheOrigin() {
        let view = FixedSizeView(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 33, height: 12))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 8)).sizeThatFits(.zero) == CGSize(width: 7, height: 8))
    }
}
