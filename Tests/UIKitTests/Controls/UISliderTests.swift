// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A slider 200 × 31 at (100, 100) in the harness's window. Its track runs the full width
/// (x 100–300), 4 points high around y 115.5; the 28-point thumb's centre travels from
/// x 114 (value = minimum) to 286 (maximum), 172 points.
@MainActor @Suite struct UISliderTests {
    private func makeSlider(in harness: TouchHarness) -> (UISlider, ControlEventLog) {
        let slider = UISlider(frame: CGRect(x: 100, y: 100, width: 200, height: 31))
        harness.window.addSubview(slider)
        return (slider, ControlEventLog(slider))
    }

    private func count(_ name: String, in log: ControlEventLog) -> Int {
        log.events.filter { $0 == name }.count
    }

    // MARK: - Values

    @Test func theValueIsClampedAndAMinimumAboveTheMaximumMovesTheMaximum() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-3, animated: false)
        #expect(slider.value == 0)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.value = .infinity
        #expect(slider.value == 1)
        // Apple: a minimum set above the maximum raises the maximum to it; the value follows.
        slider.minimumValue = 5
        #expect(slider.minimumValue == 5 && slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = 10
        slider.value = 8
        // A maximum set below the minimum lowers the minimum to it.
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.maximumValue == 2 && slider.value == 2)
        slider.maximumValue = .nan
        #expect(slider.maximumValue == 2)
    }

    @Test func settingTheValueFromCodeSendsNothingAndAnimatesOnlyWhenAsked() {
        let harness = TouchHarness()
        let (slider, log) = makeSlider(in: harness)
        slider.value = 0.5
        // Thumb origin: 172 × 0.5 = 86 points along the track.
        #expect(slider.thumbView.frame == CGRect(x: 86, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbView.layer.animationKeys()?.isEmpty ?? true)
        slider.setValue(1, animated: true)
        #expect(slider.value == 1)
        #expect(slider.thumbView.layer.animationKeys()?.isEmpty == false, "the thumb slides with UIView.animate")
        #expect(log.events.isEmpty)
    }

    @Test func theTracksMeetUnderTheThumbsCentre() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.25
        slider.layoutIfNeeded()
        // Thumb centre: 14 + 172 × 0.25 = 57.
        #expect(slider.minimumTrackView.frame == CGRect(x: 0, y: 13.5, width: 57, height: 4))
        #expect(slider.maximumTrackView.frame == CGRect(x: 57, y: 13.5, width: 143, height: 4))
        #expect(slider.minimumTrackView.layer.cornerRadius == 2)
        #expect(slider.intrinsicContentSize.height == 31)
        #expect(slider.sizeThatFits(CGSize(width: 120, height: 80)) == CGSize(width: 120, height: 31))
    }

    // MARK: - Touches

    @Test func draggingTheThumbMovesTheValueFromWhereItWasGrabbed() {
        let harness = TouchHarness()
        let (slider, log) = makeSlider(in: harness)
        // Grabbed 6 points right of the thumb's centre (114); the finger ends at 206, so the
        // centre is at 200: (200 − 114) / 172 = 0.5.
        harness.drag(from: CGPoint(x: 120, y: 115), to: CGPoint(x: 206, y: 115), steps: 10, start: 0)
        #expect(abs(slider.value - 0.5) < 1e-6)
        #expect(log.events.first == "down" && log.events.last == "upInside")
        // Continuous: one value change per move, each of the ten moves changed the value.
        #expect(count("valueChanged", in: log) == 10)
        #expect(count("primary", in: log) == 10)
        #expect(!slider.isTracking)
    }

    @Test func aNonContinuousSliderSendsOneValueChangeOnRelease() {
        let harness = TouchHarness()
        let (slider, log) = makeSlider(in: harness)
        slider.isContinuous = false
        let end = harness.drag(from: CGPoint(x: 114, y: 115), to: CGPoint(x: 157, y: 115), steps: 5, start: 0, lift: false)
        // (157 − 114) / 172 = 0.25, already shown while the finger is down, but not sent.
        #expect(abs(slider.value - 0.25) < 1e-6)
        #expect(count("valueChanged", in: log) == 0)
        harness.send(.ended, CGPoint(x: 157, y: 115), at: end + 0.01)
        #expect(count("valueChanged", in: log) == 1)
        #expect(Array(log.events.suffix(3)) == ["valueChanged", "primary", "upInside"])
        // A press that moves nothing sends no change.
        harness.tap(CGPoint(x: 157, y: 115), at: 1)
        #expect(count("valueChanged", in: log) == 1)
    }

    @Test func aTouchOffTheThumbIsNotTracked() {
        let harness = TouchHarness()
        let (slider, log) = makeSlider(in: harness)
        // The thumb's target reaches x 136 (28-point thumb grown to 44); 250 is on the track.
        harness.tap(CGPoint(x: 250, y: 115), at: 0)
        harness.drag(from: CGPoint(x: 250, y: 115), to: CGPoint(x: 150, y: 115), steps: 4, start: 1)
        #expect(slider.value == 0)
        #expect(log.events.isEmpty)
    }

    @Test func theThumbsTouchTargetIsFortyFourPointsEvenOutsideTheBounds() {
        let harness = TouchHarness()
        let (slider, log) = makeSlider(in: harness)
        // Thumb (100–128, 101.5–129.5) grown 8 points each way: x 92–136, y 93.5–137.5.
        // (95, 96) is left of and above the slider's bounds but on the target.
        #expect(slider.point(inside: CGPoint(x: -5, y: -4), with: nil))
        #expect(!slider.point(inside: CGPoint(x: -9, y: 15), with: nil))
        // Grabbed 19 points left of the centre (114); the finger ends at 138: centre 157, 0.25.
        harness.drag(from: CGPoint(x: 95, y: 96), to: CGPoint(x: 138, y: 96), steps: 4, start: 0)
        #expect(abs(slider.value - 0.25) < 1e-6)
        #expect(log.events.first == "down")
    }

    @Test func theThumbFollowsTheFingerOutsideTheTrackingAreaAndBack() {
        let harness = TouchHarness()
        let (slider, log) = makeSlider(in: harness)
        // Down 300 points below (beyond the 70-point margin): the value still follows x.
        let end = harness.drag(from: CGPoint(x: 114, y: 115), to: CGPoint(x: 200, y: 415), steps: 5, start: 0, lift: false)
        #expect(abs(slider.value - 0.5) < 1e-6, "(200 − 114) / 172")
        #expect(log.events.contains("dragExit") && log.events.last == "dragOutside")
        harness.send(.moved, CGPoint(x: 157, y: 120), at: end + 0.01)
        harness.send(.ended, CGPoint(x: 157, y: 120), at: end + 0.02)
        #expect(abs(slider.value - 0.25) < 1e-6)
        #expect(log.events.contains("dragEnter") && log.events.last == "upInside")
        // Dragged out and released there: touch-up outside, the value where the finger was.
        harness.drag(from: CGPoint(x: 157, y: 115), to: CGPoint(x: 329, y: 400), steps: 5, start: 1)
        #expect(abs(slider.value - 1) < 1e-6)
        #expect(log.events.last == "upOutside")
    }

    @Test func aCancelledDragKeepsItsValueAndSendsTouchCancel() {
        let harness = TouchHarness()
        let (slider, log) = makeSlider(in: harness)
        let end = harness.drag(from: CGPoint(x: 114, y: 115), to: CGPoint(x: 200, y: 115), steps: 2, start: 0, lift: false)
        harness.send(.cancelled, CGPoint(x: 200, y: 115), at: end + 0.01)
        #expect(abs(slider.value - 0.5) < 1e-6 && !slider.isTracking)
        #expect(log.events.last == "cancel" && !log.events.contains("upInside"))
        // Not continuous: the value reached is reported when the drag is cancelled.
        slider.isContinuous = false
        harness.drag(from: CGPoint(x: 200, y: 115), to: CGPoint(x: 157, y: 115), steps: 2, start: 1, lift: false)
        harness.send(.cancelled, CGPoint(x: 157, y: 115), at: 1.1)
        #expect(Array(log.events.suffix(3)) == ["valueChanged", "primary", "cancel"])
    }

    @Test func aDisabledSliderIsDimmedAndIgnoresTouches() {
        let harness = TouchHarness()
        let (slider, log) = makeSlider(in: harness)
        slider.isEnabled = false
        #expect(slider.thumbView.alpha == 1 && slider.minimumTrackView.alpha == 0.5 && slider.maximumTrackView.alpha == 0.5)
        harness.drag(from: CGPoint(x: 114, y: 115), to: CGPoint(x: 200, y: 115), steps: 4, start: 0)
        #expect(slider.value == 0 && log.events.isEmpty)
        slider.isEnabled = true
        #expect(slider.minimumTrackView.alpha == 1)
    }

    @Test func aSecondFingerDoesNotMoveTheThumb() {
        let harness = TouchHarness()
        let (slider, log) = makeSlider(in: harness)
        harness.send(.began, CGPoint(x: 114, y: 115), id: 0, at: 0)
        // A second finger lands on the track and slides; the first holds still.
        harness.send(at: 0.01, [(.stationary, 0, CGPoint(x: 114, y: 115)), (.began, 1, CGPoint(x: 250, y: 115))])
        harness.send(at: 0.02, [(.stationary, 0, CGPoint(x: 114, y: 115)), (.moved, 1, CGPoint(x: 280, y: 115))])
        #expect(slider.value == 0)
        // The first finger moves 43 points: 0.25.
        harness.send(at: 0.03, [(.moved, 0, CGPoint(x: 157, y: 115)), (.moved, 1, CGPoint(x: 120, y: 115))])
        #expect(abs(slider.value - 0.25) < 1e-6)
        harness.send(at: 0.04, [(.ended, 0, CGPoint(x: 157, y: 115)), (.ended, 1, CGPoint(x: 120, y: 115))])
        #expect(count("valueChanged", in: log) == 1)
        #expect(count("down", in: log) == 1 && count("upInside", in: log) == 1)
    }

    @Test func aScrollingPanCannotTakeTheThumbsTouch() {
        let harness = TouchHarness()
        let (slider, log) = makeSlider(in: harness)
        let panLog = ActionLog()
        harness.window.addGestureRecognizer(UIPanGestureRecognizer(target: panLog, action: ActionLog.record))
        harness.drag(from: CGPoint(x: 114, y: 115), to: CGPoint(x: 200, y: 115), steps: 5, start: 0)
        #expect(panLog.states.isEmpty)
        #expect(abs(slider.value - 0.5) < 1e-6 && log.events.last == "upInside")
    }

    // MARK: - Geometry and images

    @Test func valueImagesTakeTheEndsAndTheTrackKeepsEightPointsFromThem() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = solidImage(ShownPixel.red, width: 20, height: 20)
        slider.maximumValueImage = solidImage(ShownPixel.blue, width: 10, height: 12)
        let bounds = slider.bounds
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 190, y: 9.5, width: 10, height: 12))
        // From 20 + 8 to 190 − 8.
        #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 28, y: 13.5, width: 154, height: 4))
        slider.layoutIfNeeded()
        #expect(slider.minimumValueImageView.frame == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.thumbView.frame.minX == 28)
    }

    /// A subclass that moves the track; touches follow its geometry.
    final class InsetSlider: UISlider {
        override func trackRect(forBounds bounds: CGRect) -> CGRect {
            super.trackRect(forBounds: bounds).insetBy(dx: 20, dy: 0)
        }
    }

    @Test func anOverriddenTrackRectMovesTheThumbAndItsTouches() {
        let harness = TouchHarness()
        let slider = InsetSlider(frame: CGRect(x: 100, y: 100, width: 200, height: 31))
        harness.window.addSubview(slider)
        slider.layoutIfNeeded()
        // Track 120–280: the thumb's centre travels 134–266, 132 points.
        #expect(slider.thumbView.frame.minX == 20)
        harness.drag(from: CGPoint(x: 134, y: 115), to: CGPoint(x: 167, y: 115), steps: 3, start: 0)
        #expect(abs(slider.value - 0.25) < 1e-6, "33 / 132")
    }

    @Test func thumbAndTrackImagesPerStateFallBackToNormal() {
        let harness = TouchHarness()
        let (slider, _) = makeSlider(in: harness)
        let normal = solidImage(ShownPixel.green, width: 30, height: 34)
        let pressed = solidImage(ShownPixel.yellow, width: 30, height: 34)
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        #expect(slider.thumbImage(for: .normal) === normal && slider.thumbImage(for: .disabled) === normal)
        #expect(slider.currentThumbImage === normal)
        // A thumb image sets the thumb's size, and a taller one the intrinsic height.
        #expect(slider.thumbView.frame.size == CGSize(width: 30, height: 34))
        #expect(slider.intrinsicContentSize.height == 34)
        #expect(slider.thumbView.layer.shadowOpacity == 0)
        harness.send(.began, CGPoint(x: 115, y: 115), at: 0)
        #expect(slider.currentThumbImage === pressed && slider.thumbView.image === pressed)
        harness.send(.ended, CGPoint(x: 115, y: 115), at: 0.05)
        #expect(slider.thumbView.image === normal)
        let track = solidImage(ShownPixel.red)
        slider.setMinimumTrackImage(track, for: .normal)
        slider.setMaximumTrackImage(track, for: .normal)
        #expect(slider.currentMinimumTrackImage === track && slider.minimumTrackView.image === track)
        #expect(slider.maximumTrackImage(for: .highlighted) === track && slider.maximumTrackView.backgroundColor == nil)
        slider.setThumbImage(nil, for: .normal)
        slider.setThumbImage(nil, for: .highlighted)
        #expect(slider.currentThumbImage == nil && slider.thumbView.backgroundColor == .white)
    }

    @Test func theMinimumTrackFollowsTheTintUntilAColourIsSet() {
        let slider = UISlider(frame: .zero)
        slider.tintColor = .red
        #expect(slider.minimumTrackView.backgroundColor == .red)
        slider.minimumTrackTintColor = .green
        slider.maximumTrackTintColor = .blue
        slider.thumbTintColor = .yellow
        #expect(slider.minimumTrackView.backgroundColor == .green)
        #expect(slider.maximumTrackView.backgroundColor == .blue && slider.thumbView.backgroundColor == .yellow)
    }

    // MARK: - Pixels

    /// A 200-point slider at (10, 4) on black, value 0.25: the thumb covers x 53–81
    /// (10 + 172 × 0.25 = 53) and y 5.5–33.5; the track is y 17.5–21.5.
    @Test(arguments: [1, 2] as [CGFloat])
    func theTrackAndThumbShowAtTheirComputedPositions(scale: CGFloat) {
        let scene = ControlPixelScene(width: 220, height: 40, scale: scale)
        let slider = UISlider(frame: CGRect(x: 10, y: 4, width: 200, height: 31))
        slider.minimumTrackTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        slider.maximumTrackTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        slider.value = 0.25
        scene.window.addSubview(slider)
        scene.compose()
        #expect(scene.matches(30, 19.5, 255, 0, 0), "minimum track \(scene.rgb(30, 19.5))")
        #expect(scene.matches(150, 19.5, 0, 0, 255), "maximum track \(scene.rgb(150, 19.5))")
        #expect(scene.matches(67, 19.5, 255, 255, 255), "thumb centre \(scene.rgb(67, 19.5))")
        #expect(scene.matches(30, 12, 0, 0, 0) && scene.matches(150, 26, 0, 0, 0), "above and below the track")
        // The thumb's white run along its middle row: points 53–81, give or take the
        // pixel its curve shades at each end.
        let run = scene.pixelRun(row: 19.5, 255, 255, 255, tolerance: 8)
        let s = Int(scale)
        #expect(run.map { abs($0.lowerBound - 53 * s) <= s && abs($0.upperBound - (81 * s - 1)) <= s } == true,
                "\(String(describing: run))")
        // Disabled: the tracks at half opacity over black, the thumb still white.
        slider.isEnabled = false
        scene.compose()
        #expect(scene.matches(30, 19.5, 128, 0, 0, tolerance: 2), "\(scene.rgb(30, 19.5))")
        #expect(scene.matches(150, 19.5, 0, 0, 128, tolerance: 2), "\(scene.rgb(150, 19.5))")
        #expect(scene.matches(67, 19.5, 255, 255, 255), "\(scene.rgb(67, 19.5))")
    }
}
