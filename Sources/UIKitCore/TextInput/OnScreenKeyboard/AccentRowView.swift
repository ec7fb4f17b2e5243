// Vitrine — Apache License 2.0

/// The row of variants a held letter key shows above itself: one cell per variant, as
/// wide as the key, the one under the finger highlighted in the tint colour.
@MainActor
final class AccentRowView: UIView {
    let variants: [String]
    let cellWidth: CGFloat
    private var labels: [UILabel] = []
    /// The variant the finger is on; typed when it lifts.
    private(set) var selectedIndex = 0

    init(variants: [String], titles: [String], cellSize: CGSize, fontSize: CGFloat) {
        self.variants = variants
        cellWidth = cellSize.width
        super.init(frame: CGRect(x: 0, y: 0, width: cellSize.width * CGFloat(variants.count), height: cellSize.height))
        backgroundColor = KeyboardColors.key
        layer.cornerRadius = 8
        isUserInteractionEnabled = false
        for (index, title) in titles.enumerated() {
            let label = UILabel(frame: CGRect(x: CGFloat(index) * cellSize.width, y: 0, width: cellSize.width, height: cellSize.height))
            label.text = title
            label.textAlignment = .center
            label.font = .systemFont(ofSize: fontSize)
            label.layer.cornerRadius = 6
            addSubview(label)
            labels.append(label)
        }
        select(0)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Highlights the cell under `x` (the row's coordinates), the end cells beyond its edges.
    func select(atX x: CGFloat) {
        select(min(max(Int((x / cellWidth).rounded(.down)), 0), variants.count - 1))
    }

    private func select(_ index: Int) {
        selectedIndex = index
        for (i, label) in labels.enumerated() {
            label.backgroundColor = i == index ? .systemBlue : .clear
            label.textColor = i == index ? .white : .label
        }
    }
}
