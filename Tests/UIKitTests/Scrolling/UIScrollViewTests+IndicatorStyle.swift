// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// `indicatorStyle`: Apple documents `.black` as dark indicators for light content,
/// `.white` as light indicators for dark content, and `.default` as the one that suits the
/// appearance (dark in the light appearance, light in the dark one). The colours are
/// ScrollIndicators': black at 35 % opacity and white at 50 % (Vitrine's; Apple gives none).
@MainActor @Suite struct UIScrollViewIndicatorStyleTests {
    static let dark = UIColor(white: 0, alpha: 0.35).cgColor
    static let light = UIColor(white: 1, alpha: 0.5).cgColor

    /// A 100 × 100 scroll view with content 1000 points high and wide, so both
    /// indicators have a place.
    static func scrollView() -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 1000, height: 1000)
        return scrollView
    }

    @Test func blackAndWhiteColourBothIndicators() {
        let scrollView = Self.scrollView()
        scrollView.indicatorStyle = .black
        #expect(scrollView.indicators.vertical.backgroundColor == Self.dark)
        #expect(scrollView.indicators.horizontal.backgroundColor == Self.dark)
        scrollView.indicatorStyle = .white
        #expect(scrollView.indicators.vertical.backgroundColor == Self.light)
        #expect(scrollView.indicators.horizontal.backgroundColor == Self.light)
    }

    @Test func theDefaultStyleFollowsTheAppearance() {
        let scrollView = Self.scrollView()
        #expect(scrollView.indicatorStyle == .default)
        #expect(scrollView.indicators.vertical.backgroundColor == Self.dark)
        scrollView.overrideUserInterfaceStyle = .dark
        scrollView.flashScrollIndicators()
        #expect(scrollView.indicators.vertical.backgroundColor == Self.light)
        // `.black` stays dark in the dark appearance.
        scrollView.indicatorStyle = .black
        #expect(scrollView.indicators.vertical.backgroundColor == Self.dark)
    }
}
