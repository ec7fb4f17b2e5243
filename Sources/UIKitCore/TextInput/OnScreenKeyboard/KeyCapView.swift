// Vitrine — Apache License 2.0

/// One key cap of the on-screen keyboard: a rounded rectangle with its title.
@MainActor
final class KeyCapView: UIView {
    let key: KeyboardKey
    let titleLabel = UILabel(frame: .zero)

    init(key: KeyboardKey, title: String, frame: CGRect, fontSize: CGFloat) {
        self.key = key
        super.init(frame: frame)
        backgroundColor = key.isSpecial ? KeyboardColors.specialKey : KeyboardColors.key
        layer.cornerRadius = 5
        titleLabel.text = title
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: key.isSpecial ? fontSize * 0.7 : fontSize)
        titleLabel.frame = bounds
        addSubview(titleLabel)
        // Touches go to the keyboard view, which picks the key under the finger.
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
