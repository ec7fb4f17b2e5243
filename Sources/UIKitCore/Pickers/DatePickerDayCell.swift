// Vitrine — Apache License 2.0
import Foundation

/// One day of a date picker's month calendar: its number, in a filled tint circle when
/// it is the chosen day, in the tint colour when it is today, dimmed when the limits
/// exclude it; blank outside the month.
@MainActor
final class DatePickerDayCell: UIView {
    /// The chosen day's circle (ours: 36 points across, within a 40-point row).
    static let markerDiameter: CGFloat = 36

    enum Look: Equatable {
        case blank
        case plain, today, chosen, unavailable
    }

    let marker = UIView()
    let label = UILabel()
    private(set) var look: Look = .blank

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        isOpaque = false
        marker.isHidden = true
        marker.layer.cornerRadius = Self.markerDiameter / 2
        addSubview(marker)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 20)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `day` (nil: blank) with `look`; `spokenDate` is what VoiceOver reads for it
    /// (the weekday, month and day in the picker's locale).
    func show(day: Int?, look: Look, spokenDate: String? = nil) {
        self.look = day == nil ? .blank : look
        label.text = day.map(String.init)
        // A day is a button to assistive technologies; a blank cell is nothing to them.
        isAccessibilityElement = day != nil
        accessibilityLabel = day == nil ? nil : spokenDate ?? label.text
        var traits: UIAccessibilityTraits = .button
        if self.look == .chosen { traits.insert(.selected) }
        if self.look == .unavailable { traits.insert(.notEnabled) }
        accessibilityTraits = day == nil ? .none : traits
        updateColours()
    }

    private func updateColours() {
        marker.isHidden = look != .chosen
        marker.backgroundColor = tintColor
        switch look {
        case .blank, .plain:
            label.textColor = .label
            label.font = .systemFont(ofSize: 20)
        case .today:
            label.textColor = tintColor
            label.font = .systemFont(ofSize: 20, weight: .semibold)
        case .chosen:
            label.textColor = .white
            label.font = .systemFont(ofSize: 20, weight: .semibold)
        case .unavailable:
            label.textColor = .tertiaryLabel
            label.font = .systemFont(ofSize: 20)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColours()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let d = Self.markerDiameter
        marker.frame = CGRect(x: ((bounds.width - d) / 2).rounded(), y: ((bounds.height - d) / 2).rounded(), width: d, height: d)
        label.frame = bounds
    }
}
