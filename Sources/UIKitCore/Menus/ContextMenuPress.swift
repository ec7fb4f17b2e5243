// Vitrine — Apache License 2.0
// The long press that opens a context menu on a list, a table or a view: after 0.5 s
// (iOS's press; a kiosk has no 3D Touch) it asks for the configuration at the finger
// and, when the configuration makes a menu, shows the menu near the finger. Without a
// configuration the press fails, so the finger's lift selects as usual.

@MainActor
final class ContextMenuPress: UIGestureRecognizerDelegate {
    let recognizer = UILongPressGestureRecognizer()
    private unowned let view: UIView
    private let configurationAt: @MainActor (CGPoint) -> UIContextMenuConfiguration?
    private var pending: (configuration: UIContextMenuConfiguration, point: CGPoint)?

    /// Adds the press to `view`; `configurationAt` gives the configuration for a point in `view`.
    init(view: UIView, configurationAt: @escaping @MainActor (CGPoint) -> UIContextMenuConfiguration?) {
        self.view = view
        self.configurationAt = configurationAt
        recognizer.minimumPressDuration = 0.5
        recognizer.delegate = self
        recognizer.addHandler { [weak self] _ in self?.pressChanged() }
        view.addGestureRecognizer(recognizer)
    }

    /// Takes the press off its view.
    func detach() {
        view.removeGestureRecognizer(recognizer)
        pending = nil
    }

    /// The press begins only where there is a menu to show.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let point = recognizer.location(in: view)
        guard let configuration = configurationAt(point), configuration.actionProvider != nil else {
            pending = nil
            return false
        }
        pending = (configuration, point)
        return true
    }

    private func pressChanged() {
        guard recognizer.state == .began, let pending, let window = view.window else { return }
        self.pending = nil
        guard let menu = pending.configuration.actionProvider?([]) else { return }
        let point = view.convert(pending.point, to: window)
        MenuOverlayView.present(menu, in: window, anchor: CGRect(origin: point, size: .zero), sender: view, dims: true)
    }
}
