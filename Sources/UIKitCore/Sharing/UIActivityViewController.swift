// Vitrine — Apache License 2.0
// The share sheet. A kiosk has no system share targets (no Messages, Mail, AirDrop or
// printing), so the sheet lists the app's own `applicationActivities` that can act on
// the items, then Copy (when an item is text or a URL: its text goes to the pasteboard)
// and Cancel, one row each, in a form sheet. `excludedActivityTypes` can hide Copy and
// app services by type.
//
// Picking a service: the sheet calls `prepare(withActivityItems:)`; a service with its
// own view controller has it presented over the sheet, and both go once the service calls
// `activityDidFinish(_:)`; one without is performed after the sheet is dismissed. The
// completion handler then hears the service's type and whether it completed; Cancel
// reports (nil, false). Items that are `UIActivityItemSource`s are not asked for
// placeholders: items are passed as given.

import Foundation

/// A view controller that offers services for items: the app's activities and Copy.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// The handler told which service ran, whether it completed, returned items and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items the services act on.
    let activityItems: [Any]
    /// The app's services, in the order given.
    let applicationActivities: [UIActivity]

    /// Called once the sheet finished (a service ran or the user cancelled).
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// Services not to list; nil (the default) lists all that can act on the items.
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    /// The height of a row, in points (Vitrine's: a comfortable touch target).
    static let rowHeight: CGFloat = 52
    /// The sheet's width, in points (Vitrine's).
    static let sheetWidth: CGFloat = 320

    /// A sheet for `activityItems` (strings, URLs, images or app values) with the app's
    /// `applicationActivities` (nil for none).
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    /// Unsupported, as for every view controller: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A row of the sheet.
    enum Row {
        case activity(UIActivity)
        case copy
        case cancel

        var title: String {
            switch self {
            case let .activity(activity): activity.activityTitle ?? activity.activityType?.rawValue ?? ""
            case .copy: "Copy"
            case .cancel: "Cancel"
            }
        }
    }

    /// The rows listed: the app's services that can act on the items and are not excluded,
    /// Copy when an item has text, then Cancel.
    var rows: [Row] {
        let excluded = Set(excludedActivityTypes ?? [])
        var rows: [Row] = applicationActivities.filter { activity in
            !(activity.activityType.map(excluded.contains) ?? false) && activity.canPerform(withActivityItems: activityItems)
        }.map(Row.activity)
        if !excluded.contains(.copyToPasteboard), !copiedStrings.isEmpty { rows.append(.copy) }
        rows.append(.cancel)
        return rows
    }

    /// The text Copy puts on the pasteboard: string, attributed string and URL items.
    var copiedStrings: [String] {
        activityItems.compactMap { item in
            switch item {
            case let string as String: string
            case let attributed as NSAttributedString: attributed.string
            case let url as URL: url.absoluteString
            default: nil
            }
        }
    }

    private(set) var rowButtons: [UIButton] = []
    private var running: UIActivity?

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let rows = rows
        for (index, row) in rows.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(row.title, for: .normal)
            if case let .activity(activity) = row, let image = activity.activityImage { button.setImage(image, for: .normal) }
            button.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: view.bounds.width, height: Self.rowHeight)
            button.autoresizingMask = [.flexibleWidth]
            button.addAction(UIAction { [weak self] _ in self?.rowTapped(row) }, for: .touchUpInside)
            view.addSubview(button)
            rowButtons.append(button)
        }
        preferredContentSize = CGSize(width: Self.sheetWidth, height: CGFloat(rows.count) * Self.rowHeight)
    }

    /// Runs the row's service, copies, or cancels.
    func rowTapped(_ row: Row) {
        switch row {
        case .cancel:
            finish(type: nil, completed: false)
        case .copy:
            UIPasteboard.general.strings = copiedStrings
            finish(type: .copyToPasteboard, completed: true)
        case let .activity(activity):
            running = activity
            activity.controller = self
            activity.prepare(withActivityItems: activityItems)
            if let controller = activity.activityViewController {
                present(controller, animated: true)
            } else {
                dismiss(animated: true) { activity.perform() }
            }
        }
    }

    /// A service said it is done: the sheet (and the service's controller) go, the handler hears.
    func activityDidFinish(_ activity: UIActivity, completed: Bool) {
        guard running === activity else { return }
        running = nil
        activity.controller = nil
        let report: () -> Void = { [self] in completionWithItemsHandler?(activity.activityType, completed, nil, nil) }
        if presentingViewController != nil {
            presentingViewController?.dismiss(animated: true, completion: report)
        } else {
            report()
        }
    }

    private func finish(type: UIActivity.ActivityType?, completed: Bool) {
        dismiss(animated: true) { [self] in completionWithItemsHandler?(type, completed, nil, nil) }
    }
}
