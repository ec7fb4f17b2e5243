// Vitrine — Apache License 2.0
import Foundation

/// A date picker's wheels' data source and delegate: rows and titles from the picker's
/// columns, names from a DateFormatter for its locale, calendar and time zone.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    unowned let datePicker: UIDatePicker
    private var formatter = DateFormatter()
    private var dayFormatter = DateFormatter()

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    /// New formatters for the picker's locale, calendar and time zone.
    func refreshFormatter() {
        let calendar = datePicker.effectiveCalendar
        formatter = DateFormatter()
        formatter.locale = datePicker.effectiveLocale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        dayFormatter = DateFormatter()
        dayFormatter.locale = formatter.locale
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        datePicker.columns.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard datePicker.columns.indices.contains(component) else { return 0 }
        switch datePicker.columns[component] {
        case .month: return formatter.standaloneMonthSymbols.count
        case .day: return datePicker.effectiveCalendar.maximumRange(of: .day)?.count ?? 31
        case .year: return datePicker.yearCount
        case .relativeDay: return datePicker.dayCount
        case .hour(let twelveHour): return twelveHour ? 12 : 24
        case .minute, .countdownMinutes: return 60 / datePicker.minuteInterval
        case .period: return 2
        case .countdownHours: return 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let columns = datePicker.columns
        guard columns.indices.contains(component) else { return 0 }
        let total = columns.map(\.widthWeight).reduce(0, +)
        let available = pickerView.bounds.width - 16 - UIPickerView.componentGap * CGFloat(columns.count - 1)
        return max(1, (available * columns[component].widthWeight / total).rounded(.down))
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard datePicker.columns.indices.contains(component) else { return nil }
        let interval = datePicker.minuteInterval
        switch datePicker.columns[component] {
        case .month:
            let names = formatter.standaloneMonthSymbols
            return names.indices.contains(row) ? names[row] : String(row + 1)
        case .day: return String(row + 1)
        case .year: return String(datePicker.firstYear + row)
        case .relativeDay:
            let calendar = datePicker.effectiveCalendar
            guard let day = calendar.date(byAdding: .day, value: row, to: datePicker.firstDay) else { return nil }
            return calendar.isDateInToday(day) ? "Today" : dayFormatter.string(from: day)
        case .hour(let twelveHour): return twelveHour ? String(row == 0 ? 12 : row) : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * interval)
        case .period: return row == 0 ? formatter.amSymbol : formatter.pmSymbol
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes: return "\(row * interval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker.wheelsDidSettle()
    }
}
