// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A picker's data source and delegate with `rows` titled rows per component, recording
/// the delegate's selections.
@MainActor
final class PickerLog: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var selections: [(row: Int, component: Int)] = []
    var reusedViews: [UIView?] = []
    var makesViews = false

    init(rows: [Int]) {
        self.rows = rows
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "Row \(row)"
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        guard makesViews else { return PickerRowPlaceholder() }
        reusedViews.append(view)
        let label = (view as? UILabel) ?? UILabel()
        label.text = "View \(row)"
        return label
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}

/// A 320 × 216-point picker whose centre is the window's (500, 500), driven through the
/// real touch path and the frame clock (FrameStepper).
@MainActor
final class PickerHarness {
    let touches: TouchHarness
    let frames: FrameStepper
    let picker: UIPickerView
    let log: PickerLog

    /// A harness around a picker some other view (a date picker) already placed and feeds.
    init(touches: TouchHarness, frames: FrameStepper, picker: UIPickerView) {
        self.touches = touches
        self.frames = frames
        self.picker = picker
        log = PickerLog(rows: [])
    }

    init(rows: [Int] = [50], picker: UIPickerView = UIPickerView()) {
        touches = TouchHarness()
        frames = FrameStepper(touches: touches)
        self.picker = picker
        log = PickerLog(rows: rows)
        picker.frame = CGRect(x: 340, y: 392, width: 320, height: 216)
        picker.dataSource = log
        picker.delegate = log
        touches.window.addSubview(picker)
        wait(0.1)
    }

    var now: Double { touches.loop.now }

    func wait(_ seconds: Double) { frames.wait(seconds) }

    /// The wheel of `component`.
    func wheel(_ component: Int = 0) -> PickerWheel { picker.wheels[component] }

    /// A tap (down, then up 50 ms later) at `point` in window coordinates.
    func tap(_ point: CGPoint) {
        touches.send(.began, point, at: now + 0.001)
        touches.send(.ended, point, at: now + 0.05)
    }

    /// A tap on the row `rowsBelow` rows below the band (negative: above) in `component`.
    func tapRow(_ rowsBelow: Int, inComponent component: Int = 0) {
        let wheel = wheel(component)
        let centre = wheel.convert(CGPoint(x: wheel.bounds.midX, y: wheel.bounds.midY), to: touches.window)
        tap(CGPoint(x: centre.x, y: centre.y + CGFloat(rowsBelow) * wheel.rowHeight))
    }
}
