// Vitrine — Apache License 2.0
// The Edit/Done button: a bar button item whose tap toggles `setEditing(_:animated:)`
// (animated), titled "Edit" in the plain style while the controller does not edit, and
// "Done" in the done style while it does, as Apple documents.

extension UIViewController {
    /// A bar button item that toggles editing: "Edit" ↔ "Done". The same item every time.
    public var editButtonItem: UIBarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: self as UIViewController, action: UIViewController.editButtonTapped)
        editButtonItemStorage = item
        updateEditButtonItem()
        return item
    }

    private func editButtonTapped() {
        setEditing(!isEditing, animated: true)
    }

    func updateEditButtonItem() {
        guard let item = editButtonItemStorage else { return }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }
}
