// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor @Suite struct UIPickerViewTests {
    @Test func aPickerIs320By216PointsAndReadsItsDataLazily() {
        let picker = UIPickerView()
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        let log = PickerLog(rows: [5, 12])
        picker.dataSource = log
        picker.delegate = log
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 12)
        #expect(picker.numberOfRows(inComponent: 7) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 7) == -1)
        // Two components share 320 points less one 4-point gap: 158 each.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 158, height: 32))
    }

    /// Release at offset o with velocity v (points per second): the glide would rest at
    /// o + v/1000 · 0.998/0.002 (UIScrollView's normal deceleration); the wheel moves that
    /// target to the nearest row, row = round((target + 92) / 32), where 92 = (216 − 32)/2
    /// is the inset that lets row 0 reach the middle.
    @Test func aFlickGlidesToTheRowTheDecelerationPredictsAndSelectsItOnce() {
        let h = PickerHarness()
        let wheel = h.wheel()
        #expect(wheel.contentOffset.y == -92)
        // 8 points every 10 ms, upward: 800 points per second; the pan takes the first
        // 10 points as slop, so the content moves 70 of the 80.
        let lastMove = h.touches.drag(from: CGPoint(x: 500, y: 580), to: CGPoint(x: 500, y: 500), start: h.now + 0.001, lift: false)
        let released = wheel.contentOffset.y
        #expect(released == CGFloat(-92 + 70))
        h.touches.send(.ended, CGPoint(x: 500, y: 500), at: lastMove + 0.01)
        #expect(wheel.isDecelerating)
        let natural = released + 0.8 * 0.998 / 0.002  // −22 + 399.2 = 377.2
        let row = Int(((natural + 92) / 32).rounded())  // 469.2 / 32 = 14.66 → 15
        #expect(row == 15)
        h.wait(6)
        #expect(!wheel.isDecelerating)
        #expect(wheel.contentOffset.y == CGFloat(row) * 32 - 92)
        #expect(h.picker.selectedRow(inComponent: 0) == row)
        #expect(h.log.selections.map(\.row) == [row])
        #expect(h.log.selections.map(\.component) == [0])
    }

    @Test func aFlickPastTheLastRowRestsOnIt() {
        let h = PickerHarness(rows: [6])
        let lastMove = h.touches.drag(from: CGPoint(x: 500, y: 600), to: CGPoint(x: 500, y: 400), start: h.now + 0.001, lift: false)
        h.touches.send(.ended, CGPoint(x: 500, y: 400), at: lastMove + 0.01)
        h.wait(6)
        // Row 5 rests in the middle: 5 · 32 − 92 = 68.
        #expect(h.wheel().contentOffset.y == 68)
        #expect(h.log.selections.map(\.row) == [5])
    }

    @Test func aTapOnARowBelowTheBandScrollsItToTheMiddleAndSelectsIt() {
        let h = PickerHarness()
        h.tapRow(2)
        #expect(h.log.selections.isEmpty, "selected when the wheel comes to rest")
        h.wait(0.5)
        #expect(h.wheel().contentOffset.y == CGFloat(2 * 32 - 92))
        #expect(h.log.selections.map(\.row) == [2])
        // A tap on the band's own row changes nothing.
        h.tapRow(0)
        h.wait(0.5)
        #expect(h.log.selections.map(\.row) == [2])
    }

    @Test func selectRowFromCodeDoesNotTellTheDelegate() {
        let h = PickerHarness(rows: [30, 10])
        h.picker.selectRow(7, inComponent: 0, animated: false)
        h.picker.selectRow(99, inComponent: 1, animated: true)
        #expect(h.picker.selectedRow(inComponent: 0) == 7)
        #expect(h.picker.selectedRow(inComponent: 1) == 9, "clamped to the last row")
        #expect(h.wheel(0).contentOffset.y == CGFloat(7 * 32 - 92))
        h.wait(0.5)
        #expect(h.wheel(1).contentOffset.y == CGFloat(9 * 32 - 92))
        #expect(h.log.selections.isEmpty)
    }

    @Test func rowsFadeAndShrinkAwayFromTheBand() throws {
        let h = PickerHarness()
        let middle = try #require(h.picker.view(forRow: 0, forComponent: 0) as? UILabel)
        #expect(middle.text == "Row 0")
        #expect(middle.alpha == 1)
        #expect(middle.transform == .identity)
        // Row 2's centre is 64 points below the middle, 64/108 of the half-height:
        // alpha 1 − 0.7 · 64/108, height × cos(64/108 · 60°).
        let below = try #require(h.picker.view(forRow: 2, forComponent: 0))
        let d: CGFloat = 64.0 / 108.0
        #expect(abs(below.alpha - (1 - 0.7 * d)) < 1e-6, "alpha is stored as a Float")
        #expect(abs(below.transform.d - cos(d * .pi / 3)) < 1e-9)
        #expect(h.picker.view(forRow: 20, forComponent: 0) == nil, "out of sight")
    }

    @Test func viewsFromTheDelegateAreReusedAndReloadingClampsTheSelection() {
        let picker = UIPickerView()
        let h = PickerHarness(rows: [40], picker: picker)
        h.log.makesViews = true
        picker.reloadAllComponents()
        h.wait(0.05)
        #expect((picker.view(forRow: 1, forComponent: 0) as? UILabel)?.text == "View 1")
        // Scroll far: rows that leave come back as the views offered for reuse.
        picker.selectRow(30, inComponent: 0, animated: false)
        h.wait(0.05)
        #expect(h.log.reusedViews.contains { $0 != nil })
        h.log.rows = [10]
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 10)
        #expect(picker.selectedRow(inComponent: 0) == 9)
    }

    /// A delegate that styles its titles and sizes its components.
    @MainActor private final class StyledTitles: UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "plain" }
        func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
            component == 0 ? NSAttributedString(string: "styled \(row)") : nil
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 100 : 0 }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { component == 0 ? 44 : 0 }
    }

    @Test func attributedTitlesWinOverTitlesAndTheDelegateSizesComponents() {
        let picker = UIPickerView()
        let titles = StyledTitles()
        picker.dataSource = titles
        picker.delegate = titles
        picker.layoutIfNeeded()
        #expect((picker.view(forRow: 1, forComponent: 0) as? UILabel)?.attributedText?.string == "styled 1")
        #expect((picker.view(forRow: 1, forComponent: 1) as? UILabel)?.text == "plain")
        // 100 points asked for; the other takes what is left: 320 − 100 − 4 = 216.
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 44))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 216, height: 32))
        // The band is as tall as the tallest row, centred: (216 − 44) / 2 = 86.
        #expect(picker.selectionBand.frame == CGRect(x: 8, y: 86, width: 304, height: 44))
    }
}
