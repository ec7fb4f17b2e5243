// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// CAScrollLayer: scrolling moves its bounds' origin in the directions `scrollMode`
/// allows; a sublayer scrolls its closest ancestor scroll layer.
@MainActor @Suite struct CAScrollLayerTests {
    private func scroller(mode: CAScrollLayerScrollMode = .both) -> (CAScrollLayer, CALayer) {
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        scroller.scrollMode = mode
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        scroller.addSublayer(content)
        return (scroller, content)
    }

    @Test func scrollingToAPointMovesTheOriginInTheAllowedDirections() {
        let (both, _) = scroller()
        both.scroll(to: CGPoint(x: 30, y: 40))
        #expect(both.bounds.origin == CGPoint(x: 30, y: 40))
        #expect(both.masksToBounds, "a scroll layer clips what it does not show")
        let (vertical, _) = scroller(mode: .vertically)
        vertical.scroll(to: CGPoint(x: 30, y: 40))
        #expect(vertical.bounds.origin == CGPoint(x: 0, y: 40))
        let (fixed, _) = scroller(mode: .none)
        fixed.scroll(to: CGPoint(x: 30, y: 40))
        #expect(fixed.bounds.origin == .zero)
    }

    @Test func scrollingARectIntoViewMovesAsLittleAsNeeded() {
        let (layer, _) = scroller()
        layer.scroll(to: CGRect(x: 150, y: 10, width: 20, height: 20))
        // The rectangle's right edge (170) meets the visible right edge: origin 170 − 100.
        #expect(layer.bounds.origin == CGPoint(x: 70, y: 0))
        layer.scroll(to: CGRect(x: 80, y: 0, width: 10, height: 10))
        #expect(layer.bounds.origin == CGPoint(x: 70, y: 0), "already visible: no scroll")
    }

    @Test func aSublayerScrollsItsAncestorAndKnowsWhatIsVisible() {
        let (layer, content) = scroller()
        let item = CALayer()
        item.frame = CGRect(x: 200, y: 100, width: 50, height: 50)
        content.addSublayer(item)
        item.scroll(CGPoint(x: 10, y: 0))
        #expect(layer.bounds.origin == CGPoint(x: 210, y: 100))
        #expect(item.visibleRect == CGRect(x: 10, y: 0, width: 40, height: 50))
        content.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layer.bounds.origin == .zero)
    }
}
