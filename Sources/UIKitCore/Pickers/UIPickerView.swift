// Vitrine — Apache License 2.0
import Foundation
// The spinning-wheel picker: one wheel (PickerWheel, a scroll view) per component, side
// by side, over a rounded selection band across the middle.
//
// Design note. The data is read lazily, as UIKit does: setting the data source or the
// delegate marks it stale and the next layout (or any question about rows) reloads it.
// Component widths come from the delegate; components that give none share what is left,
// and the group is centred with 4 points between wheels (the gap is ours). The picker is
// 216 points tall by default, as UIKit's; a zero frame gets 320 × 216 points. Rows are 32
// points tall unless the delegate says otherwise and titles use the 21-point system font
// in the label colour (row height and font are Vitrine's reading of iOS's look; Apple
// documents neither). The band is 8 points in from each side, as tall as the tallest row,
// with 8-point corners, in tertiarySystemFill (ours).

/// A view that uses spinning wheels to show one or more sets of values.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// UIKit's default picker height: 216 points.
    static let defaultHeight: CGFloat = 216
    static let defaultWidth: CGFloat = 320
    /// The row height when the delegate gives none (ours).
    static let defaultRowHeight: CGFloat = 32
    static let componentGap: CGFloat = 4
    static let titleFont = UIFont.systemFont(ofSize: 21)

    /// Tells the picker its components and rows; held weakly.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// Gives the rows' content and hears the user's choices; held weakly.
    open weak var delegate: UIPickerViewDelegate? {
        didSet { setNeedsReload() }
    }

    /// Whether the selection band shows. Deprecated in UIKit (the band always shows since
    /// iOS 7); kept so old code compiles, and honoured.
    open var showsSelectionIndicator: Bool {
        get { !selectionBand.isHidden }
        set { selectionBand.isHidden = !newValue }
    }

    let selectionBand = UIView()
    private(set) var wheels: [PickerWheel] = []
    private var needsReload = true

    // MARK: - Initializers

    /// Creates a picker; a zero-sized frame becomes 320 × 216 points.
    public override init(frame: CGRect) {
        var frame = frame
        if frame.size == .zero { frame.size = CGSize(width: Self.defaultWidth, height: Self.defaultHeight) }
        super.init(frame: frame)
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    /// Creates a picker from an archive; unsupported, as for every view.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.defaultWidth, height: Self.defaultHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: Self.defaultWidth, height: Self.defaultHeight)
    }

    // MARK: - Components and rows

    /// The number of components, from the data source.
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    /// The number of rows in `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The size of a row of `component`: the component's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        layoutIfNeeded()
        return CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
    }

    /// The view showing `row` of `component`, or nil when that row is out of sight.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        layoutIfNeeded()
        return wheels[component].rowViews[row]
    }

    /// Asks the data source and the delegate again for every component.
    open func reloadAllComponents() {
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        layoutWheels()
        for component in wheels.indices { reloadRows(of: component) }
        layoutBand()
    }

    /// Asks the data source and the delegate again for `component`.
    open func reloadComponent(_ component: Int) {
        guard !reloadIfNeeded(), wheels.indices.contains(component) else { return }
        layoutWheels()
        reloadRows(of: component)
        layoutBand()
    }

    // MARK: - Selection

    /// Brings `row` of `component` to the middle, gliding when `animated`. The delegate
    /// is not told, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        let wheel = wheels[component]
        guard wheel.rowCount > 0 else { return }
        wheel.selectedRow = min(max(row, 0), wheel.rowCount - 1)
        layoutIfNeeded()
        wheel.scroll(toRow: wheel.selectedRow, animated: animated && window != nil)
    }

    /// The selected row of `component`, or -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].selectedRow : -1
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if !reloadIfNeeded() {
            layoutWheels()
            layoutBand()
        }
    }

    /// Reloads when the data is stale; returns whether it did.
    @discardableResult
    private func reloadIfNeeded() -> Bool {
        guard needsReload else { return false }
        reloadAllComponents()
        return true
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadRows(of component: Int) {
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        let wheel = wheels[component]
        wheel.recycleAllRows()
        wheel.configure(rowCount: rows, rowHeight: height > 0 ? height : Self.defaultRowHeight)
    }

    /// Places the wheels: the delegate's widths, the rest shared, the group centred.
    private func layoutWheels() {
        guard !wheels.isEmpty else { return }
        let gaps = Self.componentGap * CGFloat(wheels.count - 1)
        let asked: [CGFloat?] = wheels.indices.map { component in
            let width = delegate?.pickerView(self, widthForComponent: component) ?? 0
            return width.isFinite && width > 0 ? width : nil
        }
        let fixed = asked.compactMap { $0 }.reduce(0, +)
        let flexibleCount = asked.filter { $0 == nil }.count
        let share = flexibleCount > 0 ? max(0, bounds.width - gaps - fixed) / CGFloat(flexibleCount) : 0
        let widths = asked.map { $0 ?? share }
        let total = widths.reduce(0, +) + gaps
        var x = ((bounds.width - total) / 2).rounded(.down)
        for (component, wheel) in wheels.enumerated() {
            let width = widths[component]
            let frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if wheel.frame != frame {
                wheel.frame = frame
                wheel.updateGeometry()
            }
            x += width + Self.componentGap
        }
    }

    private func layoutBand() {
        let height = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        selectionBand.frame = CGRect(x: 8, y: ((bounds.height - height) / 2).rounded(), width: max(0, bounds.width - 16), height: height)
        sendSubviewToBack(selectionBand)
    }

    // MARK: - Rows' views (PickerWheel asks)

    /// The view for `row` of `component`: the delegate's view, else a label with its
    /// attributed title or title.
    func makeRowView(row: Int, component: Int, reusing reused: UIView?) -> UIView {
        if let delegate {
            let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: reused)
            if !(view is PickerRowPlaceholder) { return view }
            let label = (reused as? PickerRowLabel) ?? PickerRowLabel()
            if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
                label.attributedText = attributed
            } else {
                label.text = delegate.pickerView(self, titleForRow: row, forComponent: component)
            }
            return label
        }
        return (reused as? PickerRowLabel) ?? PickerRowLabel()
    }

    /// The user brought a row to rest in the band.
    func wheelDidSelect(row: Int, inComponent component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}

/// The label a picker shows a title in.
final class PickerRowLabel: UILabel {
    init() {
        super.init(frame: .zero)
        font = UIPickerView.titleFont
        textColor = .label
        textAlignment = .center
    }

    required init?(coder: NSCoder) { nil }
}
