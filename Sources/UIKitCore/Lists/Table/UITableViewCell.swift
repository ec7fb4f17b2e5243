// Vitrine — Apache License 2.0
// A table's row view.
//
// Design note. A cell is built of layers that change independently, so a highlight or a
// reuse redraws only what changed:
//
//   background        backgroundView, or the view that shows `backgroundConfiguration`
//   selected fill     selectedBackgroundView (grey), shown while highlighted or selected
//   contentView       the app's subviews, or the standard labels (`style`), or the view
//                     made by `contentConfiguration`; it ends where the accessory begins
//   accessory         accessoryView, or the standard view for `accessoryType`
//   separator         a hairline (one pixel) at the bottom, from `separatorInset.left`
//
// The table places and sizes the cell; the cell lays out the rest (UITableViewCell+Layout).
// Touches on the cell tell the table (highlight on touch-down, select on touch-up).

/// The view of one row of a table.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    // MARK: - Identity

    /// The identifier the cell was created or registered with, for reuse.
    public let reuseIdentifier: String?
    /// The standard layout of the cell's labels.
    public let style: CellStyle

    /// The table showing the cell; set while it is one of the table's cells.
    weak var tableView: UITableView?

    // MARK: - Content

    /// The view that holds the cell's content; add custom subviews here.
    public let contentView = UIView()

    /// The standard text label (created on first use).
    open var textLabel: UILabel? { standardTextLabel() }
    /// The standard detail label: nil for `.default` style cells.
    open var detailTextLabel: UILabel? { style == .default ? nil : standardDetailLabel() }
    /// The standard image view (created on first use).
    open var imageView: UIImageView? { standardImageView() }

    var legacyTextLabel: UILabel?
    var legacyDetailLabel: UILabel?
    var legacyImageView: UIImageView?

    /// The cell's content configuration; setting it replaces the standard labels with the
    /// view it makes.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    var configuredContentView: (UIView & UIContentView)?

    /// Whether the content configuration is updated for each state change; default true.
    open var automaticallyUpdatesContentConfiguration = true

    /// A list content configuration styled for this cell, with nothing set.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }

    // MARK: - Background

    /// The view behind the content; nil (the default) shows the cell's background colour.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }

    /// The view shown behind the content while the cell is highlighted or selected;
    /// by default a grey fill (`selectionStyle`).
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1); updateStateViews() }
    }

    /// The background configuration; when set it replaces `backgroundView` and shows the
    /// grey highlight itself.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }
    /// Whether the background configuration is updated for each state change; default true.
    open var automaticallyUpdatesBackgroundConfiguration = true
    let configuredBackgroundView = UIView()

    /// The default selection fill: the grey of iOS's list cells (system grey 4; Apple
    /// documents a grey, not its value).
    let standardSelectedBackground = UIView()
    static let defaultBackgroundColor = UIColor.systemBackground

    // MARK: - Accessory

    /// The standard accessory; default `.none`.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }

    /// A custom accessory view; it replaces `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); updateAccessory() } }
    }
    var standardAccessory: UIView?

    // MARK: - Selection

    /// How the cell looks when selected; default `.default` (grey).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateStateViews() }
    }

    /// Whether the cell is selected; setting it does not tell the table's delegate.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (a finger is on it).
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false

    /// Selects or deselects the cell: the grey fill and the labels' highlighted colours.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedState else { return }
        selectedState = selected
        updateStateViews()
    }

    /// Highlights the cell or not: the grey fill and the labels' highlighted colours.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedState else { return }
        highlightedState = highlighted
        updateStateViews()
    }

    /// The cell's state, for configurations.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = highlightedState
        state.isSelected = selectedState
        state.isSwiped = swipeOffset != 0
        state.isEditing = editingFlag
        state.listEnvironment = tableView.map { UICollectionLayoutListConfiguration.Appearance(tableStyle: $0.style) }
        return state
    }

    /// Called when the configuration state changed; updates the configurations.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            configuredContentView?.configuration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
            showBackground(configuration.updated(for: state))
        }
    }

    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    // MARK: - Separator and indentation

    /// The insets of the separator under the cell (left and right used); the table's
    /// `separatorInset` unless set.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableView?.separatorInset ?? UIEdgeInsets(top: 0, left: UITableView.standardMargin, bottom: 0, right: 0) }
        set { ownSeparatorInset = newValue; setNeedsLayout() }
    }
    var ownSeparatorInset: UIEdgeInsets?
    let separatorView = UIView()
    /// Whether the table shows the separator under this row.
    var showsSeparator = true {
        didSet { separatorView.isHidden = !showsSeparator }
    }

    /// The indentation level of the content; default 0.
    open var indentationLevel = 0
    /// The width of one indentation level; default 10 points.
    open var indentationWidth: CGFloat = 10

    // MARK: - Editing (UITableViewCell+Editing.swift)

    /// Whether the cell shows its editing controls; its table sets it.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    /// Shows or hides the editing controls (delete or insert, reorder, editing accessory).
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing, animated: animated)
    }
    /// The control the cell shows while editing; the table sets it from its delegate's
    /// `tableView(_:editingStyleForRowAt:)`. Default `.none`.
    open internal(set) var editingStyle: EditingStyle = .none
    /// Whether the reorder control shows while editing (when the row can move); default false.
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { updateEditingControls() } }
    }
    /// Whether the content moves aside for the editing control; default true.
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }
    /// The standard accessory while editing; default `.none`.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue, editingFlag { updateAccessory() } }
    }
    /// A custom accessory while editing; it replaces `editingAccessoryType`'s.
    open var editingAccessoryView: UIView? {
        didSet { if editingAccessoryView !== oldValue { oldValue?.removeFromSuperview(); updateAccessory() } }
    }
    var editingFlag = false
    /// Whether the table lets the row move, and indents it while editing.
    var rowCanMove = false
    var tableIndentsWhileEditing = true
    var editingControl: TableEditingControl?
    var reorderControl: TableReorderControl?

    // MARK: - Swipe (UITableView+SwipeActions.swift)

    /// How far the content is moved aside to show swipe actions (negative: trailing).
    var swipeOffset: CGFloat = 0

    // MARK: - Initializers

    /// Creates a cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight))
        backgroundColor = Self.defaultBackgroundColor
        configuredBackgroundView.isHidden = true
        configuredBackgroundView.isUserInteractionEnabled = false
        addSubview(configuredBackgroundView)
        standardSelectedBackground.backgroundColor = .systemGray4
        standardSelectedBackground.isUserInteractionEnabled = false
        standardSelectedBackground.isHidden = true
        addSubview(standardSelectedBackground)
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// Unsupported, as for every view (see `UIView`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A `.default` cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table creates a cell of a registered class (Vitrine's: Swift can only
    /// create an instance of a class chosen at run time through a required
    /// initializer). A subclass inherits it as long as it overrides
    /// `init(style:reuseIdentifier:)` or declares no designated initializer.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Lays out the background, content view, accessory and separator; overrides call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: - Reuse

    /// Called just before the table hands the cell out again from its reuse pool;
    /// resets the selection and highlight. Overrides call super.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        resetSwipe()
    }

    // MARK: - Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let tableView { tableView.cellTouchBegan(self) } else { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let tableView, let touch = touches.first {
            tableView.cellTouchMoved(self, inside: bounds.contains(touch.location(in: self)))
        } else {
            super.touchesMoved(touches, with: event)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let tableView, let touch = touches.first {
            tableView.cellTouchEnded(self, inside: bounds.contains(touch.location(in: self)))
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let tableView { tableView.cellTouchCancelled(self) } else { super.touchesCancelled(touches, with: event) }
    }

    // MARK: - State views

    func updateStateViews() {
        let lit = (highlightedState || selectedState) && selectionStyle != .none
        let usesConfiguration = backgroundConfiguration != nil && automaticallyUpdatesBackgroundConfiguration
        if let selectedBackgroundView {
            selectedBackgroundView.isHidden = !lit
            standardSelectedBackground.isHidden = true
        } else {
            standardSelectedBackground.isHidden = !lit || usesConfiguration
        }
        legacyTextLabel?.isHighlighted = lit
        legacyDetailLabel?.isHighlighted = lit
        legacyImageView?.isHighlighted = lit
        updateConfiguration(using: configurationState)
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            new.isUserInteractionEnabled = false
            insertSubview(new, at: index)
        }
        setNeedsLayout()
    }

    private func applyBackgroundConfiguration() {
        if let configuration = backgroundConfiguration {
            showBackground(automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration)
        } else {
            configuredBackgroundView.isHidden = true
        }
        updateStateViews()
    }

    private func showBackground(_ configuration: UIBackgroundConfiguration) {
        configuredBackgroundView.isHidden = false
        configuredBackgroundView.backgroundColor = configuration.backgroundColor
        configuredBackgroundView.layer.cornerRadius = configuration.cornerRadius
        configuredBackgroundView.layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        configuredBackgroundView.layer.borderColor = configuration.strokeColor?.cgColor
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let state = configurationState
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: state) : configuration
        if let existing = configuredContentView, existing.supports(shown) {
            existing.configuration = shown
        } else {
            configuredContentView?.removeFromSuperview()
            let view = shown.makeContentView()
            configuredContentView = view
            contentView.addSubview(view)
        }
        // The standard labels give way to the configuration's view.
        legacyTextLabel?.isHidden = true
        legacyDetailLabel?.isHidden = true
        legacyImageView?.isHidden = true
        setNeedsLayout()
    }
}
