// Vitrine — Apache License 2.0
import Foundation
// The value of a compact date picker, and the time row of an inline one: the date and
// the time in capsules (DatePickerCapsule), in the locale's medium date and short time
// formats, 6 points apart and at the trailing edge (ours, as iOS lays out a compact
// picker wider than its content), centred vertically. The time row has the title "Time"
// at its leading edge, 16 points in (ours, in English as "Today" on the wheels).

@MainActor
final class DatePickerCompactView: UIView {
    static let spacing: CGFloat = 6
    static let rowHeight: CGFloat = 48
    static let titleInset: CGFloat = 16

    let dateCapsule = DatePickerCapsule()
    let timeCapsule = DatePickerCapsule()
    /// The time row's title; nil for a compact picker.
    let titleLabel: UILabel?
    private(set) var showsDate = true
    private(set) var showsTime = true

    init(title: String?) {
        titleLabel = title.map { text in
            let label = UILabel()
            label.text = text
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
            return label
        }
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        if let titleLabel { addSubview(titleLabel) }
        addSubview(dateCapsule)
        addSubview(timeCapsule)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `date` in the capsules `mode` has, formatted for the picker's locale,
    /// calendar and time zone.
    func show(_ date: Date, mode: UIDatePicker.Mode, calendar: Calendar, locale: Locale) {
        // The time row's date is the calendar above it.
        showsDate = titleLabel == nil && mode != .time
        showsTime = mode == .time || mode == .dateAndTime
        dateCapsule.isHidden = !showsDate
        timeCapsule.isHidden = !showsTime
        dateCapsule.text = Self.format(date, dateStyle: .medium, timeStyle: .none, calendar: calendar, locale: locale)
        timeCapsule.text = Self.format(date, dateStyle: .none, timeStyle: .short, calendar: calendar, locale: locale)
        setNeedsLayout()
    }

    static func format(_ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style,
                       calendar: Calendar, locale: Locale) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }

    private var shownCapsules: [DatePickerCapsule] {
        (showsDate ? [dateCapsule] : []) + (showsTime ? [timeCapsule] : [])
    }

    /// The capsules side by side (and the title, with its inset, before them).
    var fittingSize: CGSize {
        let capsules = shownCapsules.map(\.fittingSize.width)
        var width = capsules.reduce(0, +) + Self.spacing * CGFloat(max(0, capsules.count - 1))
        if let titleLabel {
            width += 2 * Self.titleInset + titleLabel.intrinsicContentSize.width.rounded(.up) + Self.spacing
        }
        return CGSize(width: width, height: titleLabel == nil ? DatePickerCapsule.height : Self.rowHeight)
    }

    // The capsules' taps are their own: a touch here must not reach the date picker,
    // which as a control would track it (touch down, then cancel when the tap wins).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func layoutSubviews() {
        super.layoutSubviews()
        let trailingInset: CGFloat = titleLabel == nil ? 0 : Self.titleInset
        var x = bounds.width - trailingInset
        let y = ((bounds.height - DatePickerCapsule.height) / 2).rounded(.down)
        for capsule in shownCapsules.reversed() {
            let size = capsule.fittingSize
            x -= size.width
            capsule.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            x -= Self.spacing
        }
        if let titleLabel {
            titleLabel.frame = CGRect(x: Self.titleInset, y: 0, width: max(0, x - Self.titleInset), height: bounds.height)
        }
    }
}
