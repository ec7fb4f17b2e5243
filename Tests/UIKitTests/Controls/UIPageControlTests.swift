// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A page control 200 × 26 at (100, 100) with five pages. The row of dots is
/// 5 × 7 + 4 × 9 = 71 points wide, centred: dots from local x 64.5 every 16 points, their
/// centres at window x 168, 184, 200, 216, 232 and y 113.
@MainActor @Suite struct UIPageControlTests {
    static func dot(_ page: Int) -> CGPoint { CGPoint(x: 168 + 16 * CGFloat(page), y: 113) }

    private func makePageControl(in harness: TouchHarness, pages: Int = 5) -> (UIPageControl, ControlEventLog) {
        let control = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 26))
        control.numberOfPages = pages
        harness.window.addSubview(control)
        return (control, ControlEventLog(control))
    }

    // MARK: - Pages and size

    @Test func theCurrentPageIsClampedToThePages() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.currentPage = 3
        #expect(control.currentPage == 0)
        control.numberOfPages = 5
        control.currentPage = 7
        #expect(control.currentPage == 4)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 3
        #expect(control.currentPage == 2)
        control.numberOfPages = -2
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(control.indicatorViews.isEmpty)
    }

    @Test func theSizeIsTheRowOfDotsPadded() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        // 7 + 2 × 12; 5 × 7 + 4 × 9 + 2 × 12.
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 31, height: 26))
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 95, height: 26))
        control.numberOfPages = 5
        #expect(control.intrinsicContentSize == CGSize(width: 95, height: 26))
        #expect(control.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 95, height: 26))
    }

    @Test func theDotsAreCentredSixteenPointsApart() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 5
        control.layoutIfNeeded()
        for page in 0..<5 {
            #expect(control.indicatorViews[page].frame == CGRect(x: 64.5 + 16 * CGFloat(page), y: 9.5, width: 7, height: 7))
            #expect(control.indicatorViews[page].layer.cornerRadius == 3.5)
        }
        #expect(control.backgroundView.frame == CGRect(x: 52.5, y: 0, width: 95, height: 26))
    }

    // MARK: - Touches

    @Test func aTapEitherSideOfTheCurrentDotMovesOnePage() {
        let harness = TouchHarness()
        let (control, log) = makePageControl(in: harness)
        control.currentPage = 2
        harness.tap(CGPoint(x: 230, y: 113), at: 0)
        #expect(control.currentPage == 3)
        #expect(log.events == ["down", "valueChanged", "primary", "upInside"])
        // Left of the current dot (216), even right of page 2's: back one page.
        harness.tap(CGPoint(x: 210, y: 113), at: 1)
        #expect(control.currentPage == 2)
        // Far left, beyond the dots: still one page.
        harness.tap(CGPoint(x: 105, y: 113), at: 2)
        #expect(control.currentPage == 1)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 3)
    }

    @Test func aTapPastTheFirstOrLastPageChangesNothing() {
        let harness = TouchHarness()
        let (control, log) = makePageControl(in: harness)
        harness.tap(CGPoint(x: 158, y: 113), at: 0)  // 10 points left of page 0's dot
        #expect(control.currentPage == 0)
        control.currentPage = 4
        harness.tap(CGPoint(x: 242, y: 113), at: 1)  // 10 points right of page 4's dot
        #expect(control.currentPage == 4)
        #expect(!log.events.contains("valueChanged"))
        #expect(log.events.filter { $0 == "upInside" }.count == 2)
    }

    @Test func draggingOutAndReleasingChangesNothingAndComingBackDoes() {
        let harness = TouchHarness()
        let (control, log) = makePageControl(in: harness)
        harness.drag(from: Self.dot(3), to: CGPoint(x: 230, y: 400), steps: 4, start: 0)
        #expect(control.currentPage == 0 && log.events.last == "upOutside")
        let end = harness.drag(from: Self.dot(3), to: CGPoint(x: 230, y: 400), steps: 4, start: 1, lift: false)
        harness.send(.moved, Self.dot(3), at: end + 0.01)
        harness.send(.ended, Self.dot(3), at: end + 0.02)
        #expect(control.currentPage == 1)
        #expect(log.events.contains("dragEnter") && log.events.last == "upInside")
    }

    @Test func aDeferredDisplayWaitsForUpdateCurrentPageDisplay() {
        let harness = TouchHarness()
        let (control, log) = makePageControl(in: harness)
        control.pageIndicatorTintColor = .green
        control.currentPageIndicatorTintColor = .red
        control.defersCurrentPageDisplay = true
        harness.tap(Self.dot(3), at: 0)
        #expect(control.currentPage == 1 && log.events.contains("valueChanged"))
        #expect(control.indicatorViews[0].backgroundColor == .red, "the dots still show page 0")
        control.updateCurrentPageDisplay()
        #expect(control.indicatorViews[1].backgroundColor == .red && control.indicatorViews[0].backgroundColor == .green)
    }

    @Test func aCancelledTouchTurnsNoPage() {
        let harness = TouchHarness()
        let (control, log) = makePageControl(in: harness)
        harness.send(.began, Self.dot(3), at: 0)
        harness.send(.cancelled, Self.dot(3), at: 0.05)
        #expect(control.currentPage == 0 && log.events == ["down", "cancel"])
        #expect(control.backgroundView.isHidden)
    }

    @Test func aDisabledPageControlIgnoresTaps() {
        let harness = TouchHarness()
        let (control, log) = makePageControl(in: harness)
        control.isEnabled = false
        harness.tap(Self.dot(3), at: 0)
        #expect(control.currentPage == 0 && log.events.isEmpty)
        #expect(control.indicatorViews[0].alpha == 0.5)
    }

    @Test func aSecondFingerDoesNotTurnAnotherPage() {
        let harness = TouchHarness()
        let (control, log) = makePageControl(in: harness)
        control.currentPage = 2
        harness.send(.began, Self.dot(4), id: 0, at: 0)
        harness.send(at: 0.05, [(.stationary, 0, Self.dot(4)), (.began, 1, Self.dot(0))])
        harness.send(at: 0.1, [(.stationary, 0, Self.dot(4)), (.ended, 1, Self.dot(0))])
        harness.send(.ended, Self.dot(4), id: 0, at: 0.15)
        #expect(control.currentPage == 3)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func aSinglePageCanHideAndNeverTurns() {
        let harness = TouchHarness()
        let (control, log) = makePageControl(in: harness, pages: 1)
        #expect(!control.indicatorViews[0].isHidden)
        harness.tap(CGPoint(x: 230, y: 113), at: 0)
        #expect(control.currentPage == 0 && !log.events.contains("valueChanged"))
        control.hidesForSinglePage = true
        #expect(control.indicatorViews[0].isHidden)
        control.numberOfPages = 2
        #expect(!control.indicatorViews[0].isHidden && !control.indicatorViews[1].isHidden)
    }

    // MARK: - Appearance

    @Test func theBackgroundShowsByItsStyle() {
        let harness = TouchHarness()
        let (control, _) = makePageControl(in: harness)
        #expect(control.backgroundStyle == .automatic && control.backgroundView.isHidden)
        harness.send(.began, Self.dot(3), at: 0)
        #expect(!control.backgroundView.isHidden, "shown while touched")
        harness.send(.ended, Self.dot(3), at: 0.05)
        #expect(control.backgroundView.isHidden)
        control.backgroundStyle = .prominent
        #expect(!control.backgroundView.isHidden)
        control.backgroundStyle = .minimal
        harness.send(.began, Self.dot(3), at: 1)
        #expect(control.backgroundView.isHidden)
        harness.send(.ended, Self.dot(3), at: 1.05)
    }

    @Test func dotColoursAndIndicatorImages() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 3
        control.currentPage = 1
        #expect(control.indicatorViews[1].backgroundColor == .white)
        #expect(control.indicatorViews[0].backgroundColor == UIColor(white: 1, alpha: 0.3))
        control.pageIndicatorTintColor = .green
        control.currentPageIndicatorTintColor = .red
        #expect(control.indicatorViews[0].backgroundColor == .green && control.indicatorViews[1].backgroundColor == .red)
        let star = solidImage(ShownPixel.black, width: 11, height: 9)
        let heart = solidImage(ShownPixel.black, width: 5, height: 5)
        control.preferredIndicatorImage = heart
        control.setIndicatorImage(star, forPage: 2)
        #expect(control.indicatorImage(forPage: 2) === star && control.indicatorImage(forPage: 0) === heart)
        #expect(control.indicatorViews[2].image?.cgImage === star.cgImage)
        #expect(control.indicatorViews[2].image?.renderingMode == .alwaysTemplate && control.indicatorViews[2].tintColor == .green)
        // Widths 5 + 5 + 11 with two 9-point gaps, padded 12 each side.
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 63, height: 26))
        control.setIndicatorImage(nil, forPage: 2)
        control.preferredIndicatorImage = nil
        #expect(control.indicatorViews[2].image == nil && control.indicatorViews[2].backgroundColor == .green)
    }

    // MARK: - Pixels

    /// Three dots in a 100 × 26 control on white: the row is 3 × 7 + 2 × 9 = 39 points,
    /// from x 30.5, so the dots' centres are x 34, 50, 66 and y 13. The prominent capsule
    /// (black at 20 % over white: 255 × 0.8 = 204) spans x 18.5–81.5.
    @Test(arguments: [1, 2] as [CGFloat])
    func theDotsAndCapsuleShowAtTheirComputedPositions(scale: CGFloat) {
        let scene = ControlPixelScene(width: 100, height: 30, scale: scale, background: .white)
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = 3
        control.currentPage = 1
        control.pageIndicatorTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        control.currentPageIndicatorTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        scene.window.addSubview(control)
        scene.compose()
        #expect(scene.matches(34, 13, 0, 255, 0) && scene.matches(66, 13, 0, 255, 0), "other pages")
        #expect(scene.matches(50, 13, 255, 0, 0), "current page \(scene.rgb(50, 13))")
        #expect(scene.matches(42, 13, 255, 255, 255) && scene.matches(50, 5, 255, 255, 255), "between and above the dots")
        // The dot's red run along its middle row: points 46.5–53.5, edge pixels shaded.
        let run = scene.pixelRun(row: 13, 255, 0, 0, tolerance: 8)
        #expect(run.map { abs(CGFloat($0.lowerBound) - 46.5 * scale) <= 1 && abs(CGFloat($0.upperBound + 1) - 53.5 * scale) <= 1 } == true,
                "\(String(describing: run))")
        control.backgroundStyle = .prominent
        control.currentPage = 2
        scene.compose()
        #expect(scene.matches(25, 13, 204, 204, 204), "capsule \(scene.rgb(25, 13))")
        #expect(scene.matches(42, 13, 204, 204, 204) && scene.matches(10, 13, 255, 255, 255))
        #expect(scene.matches(66, 13, 255, 0, 0) && scene.matches(50, 13, 0, 255, 0))
    }
}
