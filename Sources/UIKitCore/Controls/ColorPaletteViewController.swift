// Vitrine — Apache License 2.0
// The sheet a colour well presents: its title, then rows of six round swatches (the
// system colours, then black to white), 44 points each with 12 between them. Tapping
// a swatch reports its colour and dismisses the sheet.

import Foundation

/// A form sheet of colour swatches to pick from.
@MainActor
final class ColorPaletteViewController: UIViewController {
    /// The colours offered, in order.
    static let colors: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal,
        .systemCyan, .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown,
        .black, .darkGray, .gray, .lightGray, UIColor(white: 0.9, alpha: 1), .white,
    ]
    static let swatchSide: CGFloat = 44
    static let spacing: CGFloat = 12
    static let columns = 6

    private let paletteTitle: String?
    private let selected: UIColor?
    private let picked: (UIColor) -> Void
    /// One button per colour of `colors`.
    private(set) var swatches: [UIButton] = []

    init(title: String?, selected: UIColor?, picked: @escaping (UIColor) -> Void) {
        paletteTitle = title
        self.selected = selected
        self.picked = picked
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let side = Self.swatchSide, spacing = Self.spacing
        var top = spacing
        if let paletteTitle {
            let label = UILabel(frame: CGRect(x: spacing, y: spacing, width: 6 * side + 5 * spacing, height: 24))
            label.text = paletteTitle
            label.font = .boldSystemFont(ofSize: 17)
            view.addSubview(label)
            top += 24 + spacing
        }
        for (index, color) in Self.colors.enumerated() {
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: spacing + CGFloat(index % Self.columns) * (side + spacing),
                                  y: top + CGFloat(index / Self.columns) * (side + spacing), width: side, height: side)
            button.backgroundColor = color
            button.layer.cornerRadius = side / 2
            // The current colour is ringed.
            if let selected, selected == color {
                button.layer.borderWidth = 3
                button.layer.borderColor = UIColor.label.cgColor
            } else {
                button.layer.borderWidth = 1
                button.layer.borderColor = UIColor.separator.cgColor
            }
            button.addAction(UIAction { [weak self] _ in self?.swatchTapped(color) }, for: .touchUpInside)
            view.addSubview(button)
            swatches.append(button)
        }
        let rows = (Self.colors.count + Self.columns - 1) / Self.columns
        preferredContentSize = CGSize(width: CGFloat(Self.columns) * (side + spacing) + spacing,
                                      height: top + CGFloat(rows) * (side + spacing))
    }

    private func swatchTapped(_ color: UIColor) {
        picked(color)
        dismiss(animated: true)
    }
}
