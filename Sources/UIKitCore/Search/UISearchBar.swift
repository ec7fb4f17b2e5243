// Vitrine — Apache License 2.0
// A bar with a search field, an optional Cancel button, prompt and scope bar.
//
// The field is a UISearchTextField (UISearchTextField.swift) edited as any text field is;
// the bar is its delegate through a relay (SearchFieldRelay.swift) and reports to its own
// delegate in UISearchBarDelegate's terms. A search controller owning the bar hears the
// same moments (UISearchController.swift).
//
// Metrics. The bar is 56 points tall, as UIKit sizes it; the rest are Vitrine's readings
// of iOS: a prompt adds a 30-point strip above the search row (as the navigation bar's
// prompt), a scope bar adds a 44-point row with a 32-point segmented control below it.
// The 36-point field is centred in the search row, 8 points in from the sides (16 inside
// a navigation bar, its margins); the Cancel button takes its own width at the trailing
// side, 8 points after the field, and slides in or out over 0.25 s when animated. Inside
// a navigation bar the search row is 52 points tall and the bar draws no background of
// its own.

import Foundation
import QuartzCore

/// A specialized view for entering search text.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's look.
    public enum Style: UInt, Sendable {
        /// The platform's default: Vitrine draws it as `.prominent`.
        case `default` = 0
        /// A background behind the bar (the bar tint colour, else the system background).
        case prominent = 1
        /// No background: only the field (and its buttons) show.
        case minimal = 2
    }

    /// The height of the bar's search row, as UIKit sizes a plain search bar.
    static let searchRowHeight: CGFloat = 56
    /// The search row's height inside a navigation bar.
    static let navigationSearchRowHeight: CGFloat = 52
    static let promptHeight: CGFloat = 30
    static let scopeBarHeight: CGFloat = 44
    static let scopeControlHeight: CGFloat = 32
    static let sideInset: CGFloat = 8
    static let spacing: CGFloat = 8

    // MARK: - Views

    /// The bar's text field.
    public let searchTextField = UISearchTextField(frame: .zero)
    let backgroundView = UIView()
    let promptLabel = UILabel()
    let cancelButton = UIButton(type: .system)
    let bookmarkButton = UIButton(type: .system)
    let scopeControl = UISegmentedControl(items: nil)
    /// The field's delegate, reporting its moments to the bar.
    private lazy var relay = SearchFieldRelay(bar: self)

    // MARK: - Content

    /// The search text; never nil when read. Setting it calls no delegate method.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            updateBookmarkButton()
        }
    }

    /// The text shown in the field while it is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text shown above the search row.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            barGeometryDidChange()
        }
    }

    /// The bar's delegate.
    open weak var delegate: (any UISearchBarDelegate)?

    // MARK: - Look

    /// The bar's look; `.default` by default.
    open var searchBarStyle: Style = .default { didSet { applyBackground() } }

    /// The colour of the bar's background (in the `.default` and `.prominent` styles).
    open var barTintColor: UIColor? { didSet { applyBackground() } }

    /// Whether the bar's background (`.default` and `.prominent` styles) blurs what lies
    /// behind it, as the chrome material; false draws it opaque.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { applyBackground() } }
    }

    // MARK: - Buttons

    /// Whether the Cancel button shows; default false.
    open var showsCancelButton: Bool {
        get { cancelButtonShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var cancelButtonShown = false

    /// Shows or hides the Cancel button, sliding the field's trailing edge when `animated`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelButtonShown else { return }
        cancelButtonShown = showsCancelButton
        setNeedsLayout()
        guard animated, window != nil, UIView.areAnimationsEnabled else { return layoutIfNeeded() }
        // The field stays usable while the button slides: typing starts at once, as on iOS.
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState],
                       animations: { self.layoutIfNeeded() })
    }

    /// Whether the bookmark button shows in the field while it is empty; default false.
    open var showsBookmarkButton = false { didSet { updateBookmarkButton() } }

    // MARK: - Scope bar

    /// The titles of the scope bar's buttons.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeControl.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeControl.insertSegment(withTitle: title, at: index, animated: false)
            }
            let count = scopeControl.numberOfSegments
            if count > 0 { scopeControl.selectedSegmentIndex = min(max(storedScopeIndex, 0), count - 1) }
            barGeometryDidChange()
        }
    }

    /// The selected scope button; 0 by default. Setting it calls no delegate method.
    open var selectedScopeButtonIndex: Int {
        get { storedScopeIndex }
        set {
            storedScopeIndex = newValue
            if newValue >= 0, newValue < scopeControl.numberOfSegments { scopeControl.selectedSegmentIndex = newValue }
        }
    }
    private var storedScopeIndex = 0

    /// Whether the scope bar shows below the search row (when there are scope titles).
    open var showsScopeBar = false { didSet { barGeometryDidChange() } }

    /// Shows or hides the scope bar.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// Whether the scope bar is on screen: asked for, with titles to show.
    var isScopeBarShown: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    // MARK: - Text input traits (the field's)

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// The view shown above the keyboard while the field is edited.
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    // MARK: - Search controller and navigation bar

    /// The search controller owning this bar, told of its editing, text and buttons.
    weak var searchController: UISearchController?
    /// The navigation bar showing this bar under its title, told when its height changes.
    weak var hostNavigationBar: UINavigationBar? {
        didSet { applyBackground() }
    }

    // MARK: - Life cycle

    /// Creates a search bar with an empty field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        addSubview(promptLabel)
        searchTextField.delegate = relay
        searchTextField.addAction(UIAction { [weak self] _ in self?.fieldTextDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelButtonTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        bookmarkButton.setImage(UIImage(systemName: "bookmark"), for: .normal)
        bookmarkButton.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
        bookmarkButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarBookmarkButtonClicked(self)
        }, for: .touchUpInside)
        scopeControl.addAction(UIAction { [weak self] _ in self?.scopeControlChanged() }, for: .valueChanged)
        addSubview(scopeControl)
        applyBackground()
    }

    /// Unsupported, as for every view (see `UIView.init(coder:)`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - First responder (the field's)

    /// The bar can become first responder through its field.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Whether the field is being edited.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Begins editing the field, as tapping it does.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing the field (the keyboard goes away).
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: - Geometry

    /// The height of the search row: 56 points, 52 in a navigation bar.
    var searchRowHeight: CGFloat { hostNavigationBar == nil ? Self.searchRowHeight : Self.navigationSearchRowHeight }

    /// The bar's height for its prompt, search row and scope bar.
    var barHeight: CGFloat {
        (prompt != nil ? Self.promptHeight : 0) + searchRowHeight + (isScopeBarShown ? Self.scopeBarHeight : 0)
    }

    /// As wide as offered, as tall as the prompt, the search row and the scope bar need.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: barHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let inset = hostNavigationBar == nil ? Self.sideInset : UINavigationBar.margin
        backgroundView.frame = bounds
        let promptHeight = prompt != nil ? Self.promptHeight : 0
        promptLabel.isHidden = prompt == nil
        promptLabel.frame = CGRect(x: inset, y: 0, width: max(width - 2 * inset, 0), height: promptHeight)
        var fieldMaxX = width - inset
        cancelButton.isHidden = !cancelButtonShown
        let cancelWidth = ceil(cancelButton.intrinsicContentSize.width)
        let row = CGRect(x: 0, y: promptHeight, width: width, height: searchRowHeight)
        // A hidden Cancel button waits beyond the trailing edge, where it slides in from.
        let cancelX = cancelButtonShown ? width - inset - cancelWidth : width
        cancelButton.frame = CGRect(x: cancelX, y: row.minY, width: cancelWidth, height: row.height)
        if cancelButtonShown { fieldMaxX = cancelX - Self.spacing }
        let fieldHeight = UISearchTextField.height
        searchTextField.frame = CGRect(x: inset, y: (row.midY - fieldHeight / 2).rounded(),
                                       width: max(fieldMaxX - inset, 0), height: fieldHeight)
        scopeControl.isHidden = !isScopeBarShown
        let scopeTop = row.maxY + (Self.scopeBarHeight - Self.scopeControlHeight) / 2
        scopeControl.frame = CGRect(x: inset, y: scopeTop.rounded(), width: max(width - 2 * inset, 0), height: Self.scopeControlHeight)
    }

    /// The prompt, the scope bar or the host changed the bar's height.
    private func barGeometryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        hostNavigationBar?.searchBarHeightDidChange()
    }

    private func applyBackground() {
        // Inside a navigation bar the bar's own background shows through.
        if searchBarStyle == .minimal || hostNavigationBar != nil {
            backgroundView.showBarBackground(color: nil, effect: nil, translucent: false)
        } else {
            backgroundView.showBarBackground(color: barTintColor, effect: UIBlurEffect(style: .systemChromeMaterial),
                                             translucent: isTranslucent)
        }
        barGeometryDidChange()
    }

    private func updateBookmarkButton() {
        // The bookmark button takes the clear button's place while the field is empty.
        searchTextField.rightView = showsBookmarkButton ? bookmarkButton : nil
        searchTextField.rightViewMode = showsBookmarkButton && !searchTextField.hasText ? .always : .never
    }

    // MARK: - Events

    /// The user edited the text.
    private func fieldTextDidChange() {
        updateBookmarkButton()
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchBarTextDidChange()
    }

    private func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonClicked()
    }

    private func scopeControlChanged() {
        storedScopeIndex = scopeControl.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: storedScopeIndex)
        searchController?.searchBarScopeDidChange()
    }

    // MARK: - Relayed from the field

    func fieldShouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }

    func fieldDidBeginEditing() {
        updateBookmarkButton()
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    func fieldShouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }

    func fieldDidEndEditing() {
        updateBookmarkButton()
        delegate?.searchBarTextDidEndEditing(self)
    }

    func fieldShouldChange(_ range: NSRange, replacementText text: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    /// Return (the Search key): the delegate hears it; the field stays first responder, as
    /// in UIKit (the app resigns it when it wants the keyboard gone).
    func fieldReturnKeyPressed() {
        delegate?.searchBarSearchButtonClicked(self)
    }
}
