// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor @Suite struct UISegmentedControlTests {
    /// Three 100-point segments "A", "B", "C" at (100, 100), 300 × 32, in the harness's window.
    private func makeControl(in harness: TouchHarness, items: [Any] = ["A", "B", "C"]) -> (UISegmentedControl, ControlEventLog) {
        let control = UISegmentedControl(items: items)
        control.frame = CGRect(x: 100, y: 100, width: 300, height: 32)
        harness.window.addSubview(control)
        control.layoutIfNeeded()
        return (control, ControlEventLog(control))
    }

    private func count(_ name: String, in log: ControlEventLog) -> Int {
        log.events.filter { $0 == name }.count
    }

    @Test func itemsBecomeSegmentsAndIndicesPastTheEndArePinned() {
        let image = UIImage(systemName: "star") ?? UIImage()
        let control = UISegmentedControl(items: ["One", image, "Three"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "One")
        #expect(control.imageForSegment(at: 1) === image && control.titleForSegment(at: 1) == nil)
        #expect(control.titleForSegment(at: 99) == "Three", "pinned to the last segment")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.frame.size == control.intrinsicContentSize)
        #expect(control.frame.height == 32)

        control.insertSegment(withTitle: "Four", at: 10, animated: false)
        #expect(control.numberOfSegments == 4 && control.titleForSegment(at: 3) == "Four")
        control.selectedSegmentIndex = 2
        control.insertSegment(withTitle: "Zero", at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 3, "the same segment stays selected")
        #expect(control.titleForSegment(at: 3) == "Three")
        control.removeSegment(at: 3, animated: false)
        #expect(control.selectedSegmentIndex == -1, "removing the selected segment selects none")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == -1, "out of range selects none")

        control.setWidth(-5, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 0)
        control.setWidth(.nan, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 0)
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
        control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 0)
        #expect(control.contentOffsetForSegment(at: 0) == CGSize(width: 2, height: -1))
        control.setContentOffset(CGSize(width: CGFloat.infinity, height: .nan), forSegmentAt: 1)
        #expect(control.contentOffsetForSegment(at: 1) == .zero)
        control.setTitle("Image gone", forSegmentAt: 2)
        #expect(control.imageForSegment(at: 2) == nil)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.titleForSegment(at: 0) == nil)
    }

    @Test func segmentWidthsShareTheBoundsUnlessFixedOrApportioned() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(control.segmentFrames().map(\.width) == [100, 100, 100])
        // 50 fixed; the other two share 250.
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.segmentFrames().map(\.minX) == [0, 50, 175])
        control.setWidth(0, forSegmentAt: 0)
        control.setTitle("A much longer title", forSegmentAt: 2)
        control.apportionsSegmentWidthsByContent = true
        let widths = control.segmentFrames().map(\.width)
        #expect(widths[2] > widths[0] && abs(widths.reduce(0, +) - 300) < 0.001)
        // Intrinsic: each automatic segment its own content plus 12 points a side.
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.text = "A much longer title"
        #expect(control.intrinsicContentSize.width >= label.intrinsicContentSize.width + 3 * 24)
    }

    @Test func aTapSelectsOnTouchUpAndSendsValueChangedOnce() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        harness.send(.began, CGPoint(x: 250, y: 116), at: 0)
        #expect(control.selectedSegmentIndex == -1, "nothing changes on touch down")
        #expect(control.pressedSegment == 1)
        harness.send(.ended, CGPoint(x: 250, y: 116), at: 0.05)
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.events == ["down", "valueChanged", "primary", "upInside"])
        #expect(control.pressedSegment == nil)
        // Tapping the selected segment again changes nothing.
        harness.tap(CGPoint(x: 250, y: 116), at: 1)
        #expect(count("valueChanged", in: log) == 1)
        // Another segment: the thumb slides there with UIView.animate.
        harness.tap(CGPoint(x: 350, y: 116), at: 2)
        #expect(control.selectedSegmentIndex == 2)
        #expect(count("valueChanged", in: log) == 2)
        control.layoutIfNeeded()
        #expect(control.thumbView.layer.animationKeys()?.isEmpty == false, "the thumb slides, through a layout pass")
        #expect(control.thumbView.frame == CGRect(x: 202, y: 2, width: 96, height: 28))
    }

    @Test func draggingOutAndReleasingSelectsNothing() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        // Down on segment 0, then 300 points below: past the 70-point tracking margin.
        harness.drag(from: CGPoint(x: 150, y: 116), to: CGPoint(x: 150, y: 416), steps: 5, start: 0)
        #expect(control.selectedSegmentIndex == -1)
        #expect(count("valueChanged", in: log) == 0)
        #expect(log.events.last == "upOutside")
        // Out and back in: the press follows the finger and the release selects.
        let end = harness.drag(from: CGPoint(x: 150, y: 116), to: CGPoint(x: 150, y: 416), steps: 3, start: 1, lift: false)
        harness.send(.moved, CGPoint(x: 360, y: 120), at: end + 0.01)
        harness.send(.ended, CGPoint(x: 360, y: 120), at: end + 0.02)
        #expect(control.selectedSegmentIndex == 2)
        #expect(count("valueChanged", in: log) == 1)
    }

    @Test func draggingTheThumbMovesTheSelectionOnRelease() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        control.selectedSegmentIndex = 0
        let end = harness.drag(from: CGPoint(x: 150, y: 116), to: CGPoint(x: 370, y: 116), steps: 10, start: 0, lift: false)
        #expect(control.selectedSegmentIndex == 0, "committed on release")
        #expect(control.thumbView.frame.minX == 202, "the thumb is under segment 2 (200 + 2)")
        #expect(control.separatorViews.allSatisfy { $0.isHidden == ($0 === control.separatorViews[1]) },
                "the separator beside the thumb hides, the other shows")
        harness.send(.ended, CGPoint(x: 370, y: 116), at: end + 0.01)
        #expect(control.selectedSegmentIndex == 2)
        #expect(count("valueChanged", in: log) == 1)
        // Dragged out of the tracking area and released: the thumb goes back.
        harness.drag(from: CGPoint(x: 350, y: 116), to: CGPoint(x: 150, y: 416), steps: 10, start: 1)
        #expect(control.selectedSegmentIndex == 2)
        #expect(count("valueChanged", in: log) == 1)
        #expect(control.thumbView.frame.minX == 202)
    }

    @Test func disabledSegmentsAndADisabledControlIgnoreTouches() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        control.setEnabled(false, forSegmentAt: 1)
        harness.tap(CGPoint(x: 250, y: 116), at: 0)
        #expect(control.selectedSegmentIndex == -1 && log.events.isEmpty)
        let label = try! #require(control.segments[1].titleLabel)
        let color = label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(color?.cgColor == UIColor.tertiaryLabel.cgColor, "a disabled segment is dimmed")
        control.isEnabled = false
        harness.tap(CGPoint(x: 150, y: 116), at: 1)
        #expect(control.selectedSegmentIndex == -1 && log.events.isEmpty)
    }

    @Test func aCancelledTouchSelectsNothingAndPutsThePressBack() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        harness.send(.began, CGPoint(x: 250, y: 116), at: 0)
        #expect(control.pressedSegment == 1)
        harness.send(.cancelled, CGPoint(x: 250, y: 116), at: 0.05)
        #expect(control.selectedSegmentIndex == -1 && control.pressedSegment == nil)
        #expect(log.events == ["down", "cancel"])
        #expect(control.segments[1].contentView.alpha == 1, "the pressed look is gone")
    }

    @Test func aSecondFingerIsIgnoredWhileTheFirstIsDown() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        harness.send(at: 0, [(.began, 0, CGPoint(x: 150, y: 116))])
        harness.send(at: 0.01, [(.stationary, 0, CGPoint(x: 150, y: 116)), (.began, 1, CGPoint(x: 350, y: 116))])
        harness.send(at: 0.02, [(.stationary, 0, CGPoint(x: 150, y: 116)), (.ended, 1, CGPoint(x: 350, y: 116))])
        #expect(control.selectedSegmentIndex == -1)
        harness.send(at: 0.03, [(.ended, 0, CGPoint(x: 150, y: 116))])
        #expect(control.selectedSegmentIndex == 0)
        #expect(count("valueChanged", in: log) == 1)
    }

    @Test func aMomentaryControlSelectsOnlyForTheActions() {
        let harness = TouchHarness()
        let (control, log) = makeControl(in: harness)
        control.selectedSegmentIndex = 0
        control.isMomentary = true
        #expect(control.thumbView.isHidden, "a momentary control shows no selection")
        control.selectedSegmentIndex = -1
        var seen: [Int] = []
        control.addAction(UIAction { action in
            seen.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -2)
        }, for: .valueChanged)
        harness.send(.began, CGPoint(x: 250, y: 116), at: 0)
        #expect(!control.thumbView.isHidden, "the pressed segment shows selected while down")
        harness.send(.ended, CGPoint(x: 250, y: 116), at: 0.05)
        harness.tap(CGPoint(x: 250, y: 116), at: 1)
        #expect(seen == [1, 1])
        #expect(count("valueChanged", in: log) == 2)
        #expect(control.selectedSegmentIndex == -1)
        #expect(control.thumbView.isHidden)
    }

    @Test func segmentsMadeFromActionsPerformThemWhenSelected() {
        let harness = TouchHarness()
        var performed: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 100, y: 100, width: 300, height: 32), actions: [
            UIAction(title: "Map", identifier: UIAction.Identifier("map")) { _ in performed.append("map") },
            UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in performed.append("list") },
        ])
        harness.window.addSubview(control)
        #expect(control.titleForSegment(at: 1) == "List")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("list")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        harness.tap(CGPoint(x: 350, y: 116), at: 0)
        harness.tap(CGPoint(x: 350, y: 116), at: 1)
        #expect(performed == ["list"])
        control.insertSegment(action: UIAction(title: "Grid") { _ in performed.append("grid") }, at: 0, animated: false)
        #expect(control.actionForSegment(at: 0)?.title == "Grid")
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func titleAttributesPerStateAndTheSelectedSegmentsSemiboldFont() {
        let (control, _) = makeControl(in: TouchHarness())
        control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20)], for: .normal)
        #expect((control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor)?.cgColor == UIColor.red.cgColor)
        control.selectedSegmentIndex = 0
        func attribute(_ key: NSAttributedString.Key, _ segment: Int) -> Any? {
            control.segments[segment].titleLabel?.attributedText?.attribute(key, at: 0, effectiveRange: nil)
        }
        #expect((attribute(.foregroundColor, 0) as? UIColor)?.cgColor == UIColor.red.cgColor)
        #expect((attribute(.foregroundColor, 1) as? UIColor)?.cgColor == UIColor.label.cgColor)
        #expect((attribute(.font, 1) as? UIFont)?.pointSize == 20, ".normal's attributes apply in every state")
        control.setTitleTextAttributes(nil, for: .normal)
        #expect(attribute(.font, 1) as? UIFont == UIFont.systemFont(ofSize: 13, weight: .regular))
        #expect(attribute(.font, 0) as? UIFont == UIFont.systemFont(ofSize: 13, weight: .semibold))
    }

    @Test func backgroundAndDividerImagesAreStoredAndShown() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        let image = UIImage()
        control.setBackgroundImage(image, for: .selected, barMetrics: .default)
        #expect(control.backgroundImage(for: .selected, barMetrics: .compact) === image, "falls back to .default")
        #expect(control.thumbView.image === image)
        control.setDividerImage(image, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default) === image)
        #expect(control.separatorViews.allSatisfy { $0.image === image && !$0.isHidden })
    }

    /// The thumb and separators at `scale`: four 75-point segments in a 300 × 32 control
    /// at (10, 4) on white, segment 1 selected.
    @Test(arguments: [1, 2] as [CGFloat])
    func theThumbSitsUnderTheSelectedSegmentTwoPointsIn(scale: CGFloat) {
        let scene = ControlPixelScene(width: 320, height: 40, scale: scale, background: .white)
        let control = UISegmentedControl(items: ["A", "B", "C", "D"])
        control.frame = CGRect(x: 10, y: 4, width: 300, height: 32)
        scene.window.addSubview(control)
        control.selectedSegmentIndex = 1
        let pixel = scene.rgb
        func isWhite(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }
        scene.compose()
        // The middle row (control y 16, window y 20), left of the centred titles.
        let row: CGFloat = 20
        // Segment 1 spans control x 75–150; the thumb 77–148, window 87–158.
        #expect(isWhite(pixel(87, row)) && isWhite(pixel(100, row)), "thumb")
        #expect(!isWhite(pixel(86, row)) && !isWhite(pixel(158, row)), "track beside the thumb")
        // The track: tertiarySystemFill (118, 118, 128) at 12 % over white:
        // 255 · 0.88 + 118 · 0.12 = 238.6 and 255 · 0.88 + 128 · 0.12 = 239.8.
        let track = pixel(175, row)
        #expect((238...239).contains(track.r) && (239...240).contains(track.b), "\(track)")
        // Separators: none beside the thumb (boundaries at window x 85 and 160), one at
        // 235 between segments 2 and 3: separator (60, 60, 67) at 29 % over the track:
        // 238.6 · 0.71 + 60 · 0.29 = 186.8.
        let separator = pixel(235, row)
        #expect((185...189).contains(separator.r), "\(separator)")
        #expect(pixel(160, row).r > 200 && pixel(85, row).r > 200)
        // Separators leave 8 points above and below: window y 12 is above the separator.
        #expect(pixel(235, 11).r > 200)

        control.selectedSegmentIndex = 3
        scene.compose()
        // Segment 3: control x 225–300, thumb 227–298, window 237–308.
        #expect(isWhite(pixel(237, row)) && !isWhite(pixel(236, row)))
        #expect(!isWhite(pixel(100, row)))
        #expect((185...189).contains(pixel(85, row).r) && (185...189).contains(pixel(160, row).r))
    }

    @Test func theDarkAppearanceUsesTheDarkTrackAndThumb() {
        let scene = ControlPixelScene(width: 320, height: 40, scale: 1, background: .black)
        scene.window.overrideUserInterfaceStyle = .dark
        let control = UISegmentedControl(items: ["A", "B", "C", "D"])
        control.frame = CGRect(x: 10, y: 4, width: 300, height: 32)
        scene.window.addSubview(control)
        control.selectedSegmentIndex = 1
        scene.compose()
        // The thumb: (99, 99, 102), Vitrine's reading of iOS's dark thumb.
        #expect(scene.matches(90, 20, 99, 99, 102, tolerance: 0))
        // The track: tertiarySystemFill dark (118, 118, 128) at 24 % over black: 28.3, 30.7.
        let track = scene.rgb(175, 20)
        #expect((28...29).contains(track.r) && (30...31).contains(track.b), "\(track)")
    }
}
