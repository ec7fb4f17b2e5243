// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a booking panel as an iOS kiosk app writes it, with a party-size picker, a date
// picker limited to the coming fortnight, a compact arrival date that opens a calendar, an
// inline check-in calendar, a frosted footer and a property animator that
// slides the confirmation in.
import UIKit

public final class BookingPanel: UIView, UIPickerViewDataSource, UIPickerViewDelegate {
    public let partyPicker = UIPickerView()
    public let datePicker = UIDatePicker()
    public let arrivalPicker = UIDatePicker()
    public let checkInCalendar = UIDatePicker()
    public let footer = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    public let confirmation = UILabel()
    public private(set) var partySize = 2
    public private(set) var chosenDate: Date?
    public private(set) var slideIn: UIViewPropertyAnimator?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        partyPicker.dataSource = self
        partyPicker.delegate = self
        partyPicker.selectRow(1, inComponent: 0, animated: false)
        addSubview(partyPicker)

        datePicker.datePickerMode = .dateAndTime
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.minuteInterval = 15
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.minimumDate = Date()
        datePicker.maximumDate = Date().addingTimeInterval(14 * 24 * 3600)
        datePicker.addTarget(self, action: BookingPanel.dateChanged, for: .valueChanged)
        addSubview(datePicker)

        arrivalPicker.datePickerMode = .date
        if #available(iOS 14.0, *) {
            arrivalPicker.preferredDatePickerStyle = .compact
            checkInCalendar.preferredDatePickerStyle = .inline
        }
        arrivalPicker.addAction(UIAction { [unowned self] _ in
            self.checkInCalendar.setDate(self.arrivalPicker.date, animated: true)
        }, for: .valueChanged)
        checkInCalendar.datePickerMode = .dateAndTime
        checkInCalendar.minimumDate = Date()
        checkInCalendar.sizeToFit()
        if checkInCalendar.datePickerStyle == .inline {
            checkInCalendar.tintColor = .systemTeal
        }
        addSubview(arrivalPicker)
        addSubview(checkInCalendar)

        footer.contentView.addSubview(confirmation)
        addSubview(footer)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 12 }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        row == 0 ? "1 guest" : "\(row + 1) guests"
    }

    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        partySize = row + 1
    }

    private func dateChanged() {
        chosenDate = datePicker.date
        confirmation.text = "Table for \(partySize)"
        confirmation.transform = CGAffineTransform(translationX: 0, y: 40)
        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
            self.confirmation.transform = .identity
        }
        animator.addCompletion { position in
            if position == .end { self.slideIn = nil }
        }
        animator.startAnimation()
        slideIn = animator
    }

    /// Lets a pan scrub the confirmation's slide.
    public func scrub(to fraction: CGFloat) {
        let animator = slideIn ?? UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
            self.confirmation.alpha = 1
        }
        animator.pauseAnimation()
        animator.fractionComplete = fraction
        slideIn = animator
    }

    public func fadeFooter() {
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
            self.footer.effect = nil
        }, completion: { _ in
            self.footer.isHidden = true
        })
        let timing = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0.5, dy: 0))
        let bounce = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
        bounce.addAnimations({ self.confirmation.center.y -= 8 }, delayFactor: 0.2)
        bounce.isReversed = false
        bounce.startAnimation(afterDelay: 0.1)
    }
}
