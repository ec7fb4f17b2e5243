// Vitrine — Apache License 2.0
// The accessories of a list cell (iOS 14): small system views at the cell's edges, each
// shown always, only while the list edits or only while it does not.
//
// Placement (Apple fixes the order, not the numbers): leading, from the edge inwards,
// delete, insert, leading custom views; trailing, from the content outwards, label,
// trailing custom views, checkmark, detail, outline disclosure of the cell style, of the
// header style, disclosure indicator, reorder. (The outline disclosure is trailing in
// iOS, as Apple documents; only Mac Catalyst puts a cell's at the leading edge.)

/// A view at a list cell's edge: a disclosure indicator, a checkmark, a delete control…
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// In and out of editing.
        case always
        /// Only while the list edits.
        case whenEditing
        /// Only while the list does not edit.
        case whenNotEditing
    }

    /// How much width an accessory takes: the system's standard width, the view's own
    /// width, or a given width.
    public enum LayoutDimension: Equatable, Sendable {
        case standard
        case actual
        case custom(CGFloat)
    }

    /// The closure a tap on a delete, insert, detail or outline accessory runs.
    public typealias ActionHandler = @MainActor () -> Void

    enum Kind {
        case disclosureIndicator(DisclosureIndicatorOptions)
        case checkmark(CheckmarkOptions)
        case delete(DeleteOptions, ActionHandler?)
        case insert(InsertOptions, ActionHandler?)
        case reorder(ReorderOptions)
        case detail(DetailOptions, ActionHandler?)
        case outlineDisclosure(OutlineDisclosureOptions, ActionHandler?)
        case label(String, LabelOptions)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind
    let displayed: DisplayedState

    /// A chevron pointing to the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator(options), displayed: displayed)
    }

    /// A checkmark in the tint colour: the row is chosen.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark(options), displayed: displayed)
    }

    /// A red delete control at the leading edge; a tap runs `actionHandler`, or without
    /// one reveals the row's trailing swipe actions.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete(options, actionHandler), displayed: displayed)
    }

    /// A green insert control at the leading edge; a tap runs `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert(options, actionHandler), displayed: displayed)
    }

    /// A grip at the trailing edge: a finger on it moves the item.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder(options), displayed: displayed)
    }

    /// An info button; a tap runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail(options, actionHandler), displayed: displayed)
    }

    /// A chevron that turns down when the row is expanded; a tap runs `actionHandler`,
    /// or without one expands or collapses the row's item in the section snapshot of a
    /// diffable data source. In the header style a tap anywhere on the row does it.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options, actionHandler), displayed: displayed)
    }

    /// A short text, in the secondary label colour.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options), displayed: displayed)
    }

    /// The app's own view.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .customView(configuration), displayed: configuration.placement.displayed)
    }

    /// Whether the accessory shows when the list is `editing` (and not hidden by its options).
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    private var isHidden: Bool {
        switch kind {
        case .disclosureIndicator(let options): return options.isHidden ?? false
        case .checkmark(let options): return options.isHidden ?? false
        case .delete(let options, _): return options.isHidden ?? false
        case .insert(let options, _): return options.isHidden ?? false
        case .reorder(let options): return options.isHidden ?? false
        case .detail(let options, _): return options.isHidden ?? false
        case .outlineDisclosure(let options, _): return options.isHidden ?? false
        case .label(_, let options): return options.isHidden ?? false
        case .customView(let configuration): return configuration.isHidden ?? false
        }
    }

    /// True for the leading edge.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert: return true
        case .customView(let configuration): return configuration.placement.isLeading
        default: return false
        }
    }

    /// The order along the edge: lower is nearer the cell's edge on the leading side and
    /// nearer the content on the trailing side.
    var rank: Int {
        switch kind {
        case .delete: return 0
        case .insert: return 1
        case .label: return 0
        case .customView(let configuration): return configuration.placement.isLeading ? 2 : 1
        case .checkmark: return 2
        case .detail: return 3
        case .outlineDisclosure(let options, _): return options.style == .header ? 4 : 3
        case .disclosureIndicator: return 5
        case .reorder: return 6
        }
    }

    var reservedLayoutWidth: LayoutDimension {
        switch kind {
        case .disclosureIndicator(let options): return options.reservedLayoutWidth
        case .checkmark(let options): return options.reservedLayoutWidth
        case .delete(let options, _): return options.reservedLayoutWidth
        case .insert(let options, _): return options.reservedLayoutWidth
        case .reorder(let options): return options.reservedLayoutWidth
        case .detail(let options, _): return options.reservedLayoutWidth
        case .outlineDisclosure(let options, _): return options.reservedLayoutWidth
        case .label(_, let options): return options.reservedLayoutWidth
        case .customView(let configuration): return configuration.reservedLayoutWidth
        }
    }
}
