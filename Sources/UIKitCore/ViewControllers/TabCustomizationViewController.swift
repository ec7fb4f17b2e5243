// Vitrine — Apache License 2.0
// The sheet the More list's Edit button presents (UIKit's "Configure" sheet): the
// customizable controllers' icons in a grid, and below them a bar with the tab slots (the
// tabs before the More tab). Dragging an icon onto a slot puts its controller in that
// slot's place in the order and the slot's controller where the icon's was; a slot whose
// controller is not customizable keeps it. Done ends the customization with the new
// order (UITabBarController+Customizing.swift).
//
// Metrics (Vitrine's; UIKit documents none): four columns of 90 × 90-point icons, 20
// points apart, from 20 points below the navigation bar; an icon is its tab item's image
// over its title.

@MainActor
final class TabCustomizationViewController: UIViewController {
    static let columns = 4
    static let iconSize = CGSize(width: 90, height: 90)
    static let spacing: CGFloat = 20

    private weak var tabs: UITabBarController?
    /// The controllers in their order as edited.
    private(set) var order: [UIViewController]
    /// How many tabs the bar shows before the More tab.
    let slotCount: Int
    let customizable: [UIViewController]
    private(set) var changed = false
    /// The bar with the slots, at the bottom.
    let slotBar = UITabBar(frame: .zero)
    /// One icon per customizable controller, in their order.
    private(set) var icons: [UIView] = []

    init(tabs: UITabBarController, order: [UIViewController], customizable: [UIViewController], slotCount: Int) {
        self.tabs = tabs
        self.order = order
        self.customizable = customizable
        self.slotCount = slotCount
        super.init(nibName: nil, bundle: nil)
        title = "Configure"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.done() })
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for controller in customizable {
            let icon = makeIcon(for: controller)
            view.addSubview(icon)
            icons.append(icon)
        }
        slotBar.isUserInteractionEnabled = false
        view.addSubview(slotBar)
        updateSlots()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        let size = Self.iconSize, spacing = Self.spacing
        let rowWidth = CGFloat(Self.columns) * size.width + CGFloat(Self.columns - 1) * spacing
        let left = ((bounds.width - rowWidth) / 2).rounded(.down)
        for (index, icon) in icons.enumerated() where icon.transform == .identity {
            let column = index % Self.columns, row = index / Self.columns
            icon.frame = CGRect(x: left + CGFloat(column) * (size.width + spacing),
                                y: safe.top + spacing + CGFloat(row) * (size.height + spacing), width: size.width, height: size.height)
        }
        let barHeight = UITabBar.height + safe.bottom
        slotBar.frame = CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
    }

    private func makeIcon(for controller: UIViewController) -> UIView {
        let icon = UIView()
        let image = UIImageView(image: controller.tabBarItem.image)
        image.contentMode = .center
        image.frame = CGRect(x: 0, y: 10, width: Self.iconSize.width, height: 44)
        image.tintColor = .systemBlue
        let label = UILabel()
        label.text = controller.tabBarItem.title ?? controller.title
        label.font = .systemFont(ofSize: 12)
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 60, width: Self.iconSize.width, height: 20)
        icon.addSubview(image)
        icon.addSubview(label)
        let pan = UIPanGestureRecognizer()
        pan.addHandler { [weak self, weak icon, weak controller] recognizer in
            guard let self, let icon, let controller else { return }
            self.drag(icon, of: controller, recognizer)
        }
        icon.addGestureRecognizer(pan)
        return icon
    }

    /// The icon follows the finger; released over a slot, its controller takes the slot.
    private func drag(_ icon: UIView, of controller: UIViewController, _ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .changed:
            let move = recognizer.translation(in: view)
            icon.transform = CGAffineTransform(translationX: move.x, y: move.y)
            view.bringSubviewToFront(icon)
        case .ended:
            icon.transform = .identity
            let point = recognizer.location(in: view)
            if let slot = slot(at: point) { place(controller, inSlot: slot) }
            view.setNeedsLayout()
        case .cancelled, .failed:
            icon.transform = .identity
            view.setNeedsLayout()
        default:
            break
        }
    }

    /// The slot under `point` (in the view), if any: the bar's width is shared equally.
    func slot(at point: CGPoint) -> Int? {
        guard slotCount > 0, slotBar.frame.contains(point) else { return nil }
        let share = slotBar.bounds.width / CGFloat(slotCount)
        return min(Int((point.x - slotBar.frame.minX) / share), slotCount - 1)
    }

    /// Puts `controller` in slot `slot`, and the slot's controller where it was.
    func place(_ controller: UIViewController, inSlot slot: Int) {
        guard let from = order.firstIndex(where: { $0 === controller }), order.indices.contains(slot), from != slot,
              customizable.contains(where: { $0 === order[slot] }) else { return }
        order.swapAt(from, slot)
        changed = true
        updateSlots()
    }

    private func updateSlots() {
        slotBar.items = order.prefix(slotCount).map(\.tabBarItem)
    }

    private func done() {
        tabs?.endCustomizing(self)
    }
}
