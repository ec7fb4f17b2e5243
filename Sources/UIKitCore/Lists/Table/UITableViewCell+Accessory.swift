// Vitrine — Apache License 2.0
// The standard accessories: a chevron in the tertiary label colour, a checkmark in the
// tint colour, an info button (which tells the table's delegate), or both.

extension UITableViewCell {
    /// The accessory on screen: the custom view, else the standard one (the editing ones
    /// while the cell edits).
    var shownAccessory: UIView? { activeAccessoryView ?? standardAccessory }

    private var activeAccessoryView: UIView? { editingFlag ? editingAccessoryView : accessoryView }
    private var activeAccessoryType: AccessoryType { editingFlag ? editingAccessoryType : accessoryType }

    func updateAccessory() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        let inactive = editingFlag ? accessoryView : editingAccessoryView
        if inactive !== activeAccessoryView { inactive?.removeFromSuperview() }
        if let accessoryView = activeAccessoryView {
            if accessoryView.bounds.size == .zero { accessoryView.sizeToFit() }
            addSubview(accessoryView)
        } else if let view = makeStandardAccessory() {
            standardAccessory = view
            addSubview(view)
        }
        setNeedsLayout()
    }

    private func makeStandardAccessory() -> UIView? {
        switch activeAccessoryType {
        case .none:
            return nil
        case .disclosureIndicator:
            return Self.chevron()
        case .checkmark:
            let view = UIImageView(image: UIImage(systemName: "checkmark"))
            view.sizeToFit()
            return view
        case .detailButton:
            return makeDetailButton()
        case .detailDisclosureButton:
            let button = makeDetailButton()
            let chevron = Self.chevron()
            let spacing: CGFloat = 12
            let height = max(button.bounds.height, chevron.bounds.height)
            let container = UIView(frame: CGRect(x: 0, y: 0, width: button.bounds.width + spacing + chevron.bounds.width, height: height))
            container.backgroundColor = nil
            container.isOpaque = false
            button.frame.origin = CGPoint(x: 0, y: (height - button.bounds.height) / 2)
            chevron.frame.origin = CGPoint(x: button.bounds.width + spacing, y: (height - chevron.bounds.height) / 2)
            container.addSubview(button)
            container.addSubview(chevron)
            return container
        }
    }

    static func chevron() -> UIImageView {
        let view = UIImageView(image: UIImage(systemName: "chevron.right"))
        view.tintColor = .tertiaryLabel
        view.sizeToFit()
        return view
    }

    private func makeDetailButton() -> UIButton {
        let button = UIButton(type: .detailDisclosure)
        button.sizeToFit()
        button.addTarget(self, action: UITableViewCell.detailButtonTapped, for: .touchUpInside)
        return button
    }

    private func detailButtonTapped() {
        tableView?.accessoryButtonTapped(in: self)
    }
}
