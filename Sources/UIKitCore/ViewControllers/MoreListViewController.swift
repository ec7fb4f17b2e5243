// Vitrine — Apache License 2.0

/// The root of a tab bar controller's `moreNavigationController`: a plain table titled
/// "More" with a row per controller that did not fit in the tab bar (its tab bar item's
/// title and image, a disclosure indicator); a tapped row pushes that controller. Its Edit
/// button, while the tab bar controller has customizable controllers, presents the
/// Configure sheet (UITabBarController+Customizing.swift).
@MainActor
final class MoreListViewController: UITableViewController {
    weak var tabs: UITabBarController?

    init(tabs: UITabBarController) {
        self.tabs = tabs
        super.init(style: .plain)
        title = "More"
        updateEditButton()
    }

    /// The Edit button, shown while some controllers are customizable.
    let editTabsItem = UIBarButtonItem(systemItem: .edit)

    func updateEditButton() {
        let customizable = tabs?.customizableViewControllers ?? []
        if editTabsItem.primaryAction == nil {
            editTabsItem.primaryAction = UIAction { [weak self] _ in self?.tabs?.beginCustomizing() }
        }
        navigationItem.rightBarButtonItem = customizable.isEmpty ? nil : editTabsItem
    }

    required init?(coder: NSCoder) { nil }

    /// The controllers listed, in order.
    var listed: [UIViewController] { tabs?.overflowControllers ?? [] }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        listed.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more") ?? UITableViewCell(style: .default, reuseIdentifier: "more")
        let controller = listed[indexPath.row]
        cell.textLabel?.text = controller.tabBarItem.title ?? controller.title
        cell.imageView?.image = controller.tabBarItem.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard listed.indices.contains(indexPath.row) else { return }
        tabs?.showOverflowController(listed[indexPath.row], animated: true)
    }
}
