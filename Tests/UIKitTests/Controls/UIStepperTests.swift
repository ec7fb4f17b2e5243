// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A stepper at (100, 100) in the harness's window: 94 × 32, the minus segment x 100–147,
/// the plus segment x 147–194.
@MainActor @Suite struct UIStepperTests {
    static let minus = CGPoint(x: 123, y: 116)
    static let plus = CGPoint(x: 170, y: 116)

    private func makeStepper(in harness: TouchHarness) -> (UIStepper, ControlEventLog) {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 300, height: 80))
        harness.window.addSubview(stepper)
        return (stepper, ControlEventLog(stepper))
    }

    private func count(_ name: String, in log: ControlEventLog) -> Int {
        log.events.filter { $0 == name }.count
    }

    // MARK: - Values

    @Test func theSizeIsFixedAndTheDefaultsAreUIKits() {
        let stepper = UIStepper(frame: CGRect(x: 10, y: 20, width: 300, height: 80))
        #expect(stepper.frame == CGRect(x: 10, y: 20, width: 94, height: 32))
        stepper.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test func valuesAreClampedAndBrokenRangesTakeTheNewValue() {
        let stepper = UIStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -4
        #expect(stepper.value == 0)
        stepper.value = .nan
        #expect(stepper.value == 0)
        // Apple: a minimum or maximum that breaks min ≤ max sets both to the new value.
        stepper.minimumValue = 200
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 100
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 100 && stepper.value == 100)
        // UIKit raises for a step of 0 or less; Vitrine keeps the step it had.
        stepper.stepValue = 0
        stepper.stepValue = -2
        stepper.stepValue = .nan
        #expect(stepper.stepValue == 1)
        stepper.stepValue = 2.5
        #expect(stepper.stepValue == 2.5)
    }

    // MARK: - Taps

    @Test func tappingPlusAndMinusStepsRightAfterTouchDown() {
        let harness = TouchHarness()
        let (stepper, log) = makeStepper(in: harness)
        stepper.stepValue = 5
        harness.send(.began, Self.plus, at: 0)
        #expect(stepper.value == 5, "the step happens on touch-down")
        #expect(log.events == ["down", "valueChanged", "primary"])
        harness.send(.ended, Self.plus, at: 0.05)
        #expect(log.events.last == "upInside")
        harness.tap(Self.plus, at: 1)
        harness.tap(Self.minus, at: 2)
        #expect(stepper.value == 5)
        #expect(count("valueChanged", in: log) == 3)
    }

    @Test func aSegmentAtItsLimitIsDisabledUnlessTheStepperWraps() {
        let harness = TouchHarness()
        let (stepper, log) = makeStepper(in: harness)
        // At the minimum the minus segment takes no touch: no events at all.
        harness.tap(Self.minus, at: 0)
        #expect(stepper.value == 0 && log.events.isEmpty)
        #expect(stepper.minusBar.backgroundColor == .tertiaryLabel && stepper.plusBars[0].backgroundColor == .label)
        stepper.value = 100
        harness.tap(Self.plus, at: 1)
        #expect(stepper.value == 100 && log.events.isEmpty)
        // Wrapping: past the maximum to the minimum and back.
        stepper.wraps = true
        #expect(stepper.plusBars[0].backgroundColor == .label)
        harness.tap(Self.plus, at: 2)
        #expect(stepper.value == 0)
        harness.tap(Self.minus, at: 3)
        #expect(stepper.value == 100)
        // A step that overshoots without wrapping holds at the end: 98 + 5 → 100.
        stepper.wraps = false
        stepper.stepValue = 5
        stepper.value = 98
        harness.tap(Self.plus, at: 4)
        #expect(stepper.value == 100)
        #expect(count("valueChanged", in: log) == 3)
    }

    @Test func theSegmentUnderTheFingerIsHighlighted() {
        let harness = TouchHarness()
        let (stepper, _) = makeStepper(in: harness)
        #expect(stepper.incrementBackground.backgroundColor == .tertiarySystemFill)
        harness.send(.began, Self.plus, at: 0)
        #expect(stepper.incrementBackground.backgroundColor == .systemFill)
        #expect(stepper.decrementBackground.backgroundColor == .tertiarySystemFill)
        harness.send(.ended, Self.plus, at: 0.05)
        #expect(stepper.incrementBackground.backgroundColor == .tertiarySystemFill)
    }

    // MARK: - Autorepeat

    @Test func holdingRepeatsOnTheLoopsClockAndSpeedsUp() {
        let harness = TouchHarness()
        let (stepper, log) = makeStepper(in: harness)
        harness.send(.began, Self.plus, at: 0)
        #expect(stepper.value == 1)
        harness.wait(until: 0.49)
        #expect(stepper.value == 1)
        harness.wait(until: 0.51)
        #expect(stepper.value == 2, "first repeat 0.5 s after touch-down")
        // Four repeats 0.2 s apart: 0.7, 0.9, 1.1, 1.3.
        harness.wait(until: 1.35)
        #expect(stepper.value == 6)
        // Fifteen 0.1 s apart: 1.4 … 2.8.
        harness.wait(until: 2.82)
        #expect(stepper.value == 21)
        // Then 0.05 s apart: 2.85, 2.9, 2.95, 3.0.
        harness.wait(until: 3.02)
        #expect(stepper.value == 25)
        #expect(count("valueChanged", in: log) == 25)
        harness.send(.ended, Self.plus, at: 3.03)
        harness.wait(until: 5)
        #expect(stepper.value == 25)
        #expect(harness.loop.scheduledTimerCount == 0)
    }

    @Test func withoutAutorepeatAHoldStepsOnce() {
        let harness = TouchHarness()
        let (stepper, _) = makeStepper(in: harness)
        stepper.autorepeat = false
        harness.send(.began, Self.plus, at: 0)
        harness.wait(until: 3)
        harness.send(.ended, Self.plus, at: 3)
        #expect(stepper.value == 1)
    }

    @Test func aNonContinuousStepperSendsOneValueChangeWhenThePressEnds() {
        let harness = TouchHarness()
        let (stepper, log) = makeStepper(in: harness)
        stepper.isContinuous = false
        harness.send(.began, Self.plus, at: 0)
        harness.wait(until: 1.0)
        // 1 at touch-down, then 0.5, 0.7, 0.9.
        #expect(stepper.value == 4)
        #expect(count("valueChanged", in: log) == 0)
        harness.send(.ended, Self.plus, at: 1.0)
        #expect(count("valueChanged", in: log) == 1)
        #expect(Array(log.events.suffix(3)) == ["valueChanged", "primary", "upInside"])
    }

    @Test func repeatingStopsAtTheLimit() {
        let harness = TouchHarness()
        let (stepper, log) = makeStepper(in: harness)
        stepper.maximumValue = 3
        harness.send(.began, Self.plus, at: 0)
        harness.wait(until: 2)
        #expect(stepper.value == 3)
        #expect(count("valueChanged", in: log) == 3)
        #expect(harness.loop.scheduledTimerCount == 0)
        #expect(stepper.plusBars[0].backgroundColor == .tertiaryLabel)
        harness.send(.ended, Self.plus, at: 2)
    }

    @Test func draggingOutPausesTheRepeatAndComingBackRestartsIt() {
        let harness = TouchHarness()
        let (stepper, log) = makeStepper(in: harness)
        harness.send(.began, Self.plus, at: 0)
        // 300 points below: outside the 70-point tracking margin.
        harness.send(.moved, CGPoint(x: 170, y: 400), at: 0.3)
        #expect(stepper.incrementBackground.backgroundColor == .tertiarySystemFill, "not highlighted outside")
        harness.wait(until: 1.2)
        #expect(stepper.value == 1)
        harness.send(.moved, Self.plus, at: 1.2)
        harness.wait(until: 1.69)
        #expect(stepper.value == 1)
        harness.wait(until: 1.71)
        #expect(stepper.value == 2, "0.5 s after coming back")
        harness.send(.moved, CGPoint(x: 170, y: 400), at: 1.75)
        harness.send(.ended, CGPoint(x: 170, y: 400), at: 1.8)
        #expect(log.events.contains("dragExit") && log.events.contains("dragEnter") && log.events.last == "upOutside")
        #expect(stepper.value == 2)
    }

    @Test func aCancelledOrDisabledPressStopsRepeating() {
        let harness = TouchHarness()
        let (stepper, log) = makeStepper(in: harness)
        harness.send(.began, Self.plus, at: 0)
        harness.send(.cancelled, Self.plus, at: 0.3)
        harness.wait(until: 2)
        #expect(stepper.value == 1 && log.events.last == "cancel")
        #expect(harness.loop.scheduledTimerCount == 0)
        #expect(stepper.incrementBackground.backgroundColor == .tertiarySystemFill)
        // Disabled while held (after the first repeat at 0.5): no more steps.
        harness.send(.began, Self.plus, at: 3)
        harness.wait(until: 3.6)
        #expect(stepper.value == 3)
        stepper.isEnabled = false
        harness.wait(until: 5)
        harness.send(.ended, Self.plus, at: 5)
        #expect(stepper.value == 3 && harness.loop.scheduledTimerCount == 0)
    }

    @Test func aDisabledStepperIgnoresTouches() {
        let harness = TouchHarness()
        let (stepper, log) = makeStepper(in: harness)
        stepper.value = 50
        stepper.isEnabled = false
        #expect(stepper.plusBars[0].backgroundColor == .tertiaryLabel && stepper.minusBar.backgroundColor == .tertiaryLabel)
        harness.tap(Self.plus, at: 0)
        harness.send(.began, Self.minus, at: 1)
        harness.wait(until: 3)
        harness.send(.ended, Self.minus, at: 3)
        #expect(stepper.value == 50 && log.events.isEmpty)
    }

    @Test func aSecondFingerIsIgnoredWhileTheFirstHolds() {
        let harness = TouchHarness()
        let (stepper, log) = makeStepper(in: harness)
        stepper.autorepeat = false
        harness.send(.began, Self.plus, id: 0, at: 0)
        harness.send(at: 0.1, [(.stationary, 0, Self.plus), (.began, 1, Self.minus)])
        harness.send(at: 0.2, [(.stationary, 0, Self.plus), (.ended, 1, Self.minus)])
        harness.send(.ended, Self.plus, id: 0, at: 0.3)
        #expect(stepper.value == 1)
        #expect(log.events == ["down", "valueChanged", "primary", "upInside"])
    }

    // MARK: - Images

    @Test func imagesPerStateReplaceTheDrawnParts() {
        let harness = TouchHarness()
        let (stepper, _) = makeStepper(in: harness)
        let plusImage = solidImage(ShownPixel.green, width: 10, height: 12)
        let pressedBackground = solidImage(ShownPixel.yellow)
        let divider = solidImage(ShownPixel.red, width: 2, height: 20)
        stepper.setIncrementImage(plusImage, for: .normal)
        stepper.setBackgroundImage(pressedBackground, for: .highlighted)
        stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .highlighted)
        #expect(stepper.incrementImage(for: .highlighted) === plusImage && stepper.decrementImage(for: .normal) == nil)
        #expect(stepper.incrementImageView.image === plusImage && stepper.plusBars.allSatisfy { $0.isHidden })
        // Centred in the plus segment: 70.5 − 5, 16 − 6.
        #expect(stepper.incrementImageView.frame == CGRect(x: 65.5, y: 10, width: 10, height: 12))
        #expect(stepper.backgroundImage(for: .normal) == nil && stepper.incrementBackground.image == nil)
        harness.send(.began, Self.plus, at: 0)
        // Minus is enabled again at 1, plus pressed: that divider, that background.
        #expect(stepper.incrementBackground.image === pressedBackground)
        #expect(stepper.dividerView.image === divider && stepper.dividerView.frame == CGRect(x: 46, y: 6, width: 2, height: 20))
        harness.send(.ended, Self.plus, at: 0.05)
        #expect(stepper.dividerView.image == nil && stepper.dividerView.frame == CGRect(x: 46.5, y: 7, width: 1, height: 18))
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
    }

    // MARK: - Pixels

    /// The stepper at (3, 4) on white. Its segments are tertiarySystemFill (118, 118, 128 at
    /// 12 %) over white: 255 × 0.88 + 118 × 0.12 = 238.6, and 239.8 for blue; pressed,
    /// systemFill (120, 120, 128 at 20 %): 255 × 0.8 + 120 × 0.2 = 228, 229.6. The minus bar
    /// is local x 16–30, y 15–17; the plus bars cross at local (70, 16). A glyph at its
    /// limit is tertiaryLabel (60, 60, 67 at 30 %) over the segment: 238.6 × 0.7 + 18 =
    /// 185, 239.8 × 0.7 + 20.1 = 188.
    @Test(arguments: [1, 2] as [CGFloat])
    func theSegmentsGlyphsAndDividerShowAtTheirComputedPositions(scale: CGFloat) {
        let harness = TouchHarness()
        let stepper = UIStepper(frame: CGRect(x: 3, y: 4, width: 0, height: 0))
        harness.window.addSubview(stepper)
        let scene = ControlPixelScene(width: 100, height: 40, scale: scale, background: .white, window: harness.window)
        scene.compose()
        #expect(scene.matches(10, 9, 239, 239, 240, tolerance: 2), "segment \(scene.rgb(10, 9))")
        #expect(scene.matches(3 + 23, 4 + 16, 185, 185, 188), "minus at its limit \(scene.rgb(26, 20))")
        #expect(scene.matches(3 + 70, 4 + 10, 0, 0, 0), "plus, vertical bar \(scene.rgb(73, 14))")
        #expect(scene.matches(3 + 65, 4 + 16, 0, 0, 0), "plus, horizontal bar \(scene.rgb(68, 20))")
        #expect(scene.matches(3 + 65, 4 + 13, 239, 239, 240, tolerance: 2), "beside the bar \(scene.rgb(68, 17))")
        #expect(scene.matches(2, 20, 255, 255, 255) && scene.matches(98, 20, 255, 255, 255), "outside the stepper")
        // The divider, local x 46.5–47.5: pixels wholly inside it at scale 2 are opaqueSeparator.
        if scale == 2 {
            #expect(scene.matches(3 + 46.5, 4 + 16, 198, 198, 200), "divider \(scene.rgb(49.5, 20))")
        } else {
            let divider = scene.rgb(3 + 46, 4 + 16)
            #expect((200...230).contains(divider.r), "divider half-covers the pixel: \(divider)")
        }
        stepper.value = 10
        harness.send(.began, CGPoint(x: 3 + 70, y: 4 + 16), at: 0)
        scene.compose()
        #expect(scene.matches(3 + 60, 4 + 5, 228, 228, 230, tolerance: 2), "pressed plus \(scene.rgb(63, 9))")
        #expect(scene.matches(3 + 10, 4 + 5, 239, 239, 240, tolerance: 2), "minus not pressed \(scene.rgb(13, 9))")
        #expect(scene.matches(3 + 23, 4 + 16, 0, 0, 0), "minus enabled \(scene.rgb(26, 20))")
        harness.send(.ended, CGPoint(x: 3 + 70, y: 4 + 16), at: 0.05)
    }
}
