// Vitrine — Apache License 2.0
// A single line of editable text.
//
// The text and selection are a `TextEditor`'s (TextEditor.swift), shared with UITextView:
// grapheme-cluster editing, the pasteboard shortcuts and undo. Keys reach the field
// through the press router: the editor's keys and the field's own (UITextField+Editing.swift)
// in `handleEditingKey`, typed text in `insertText`.
// Drawing is in UITextField+Drawing.swift, geometry in UITextField+Layout.swift.

import Foundation
import QuartzCore

/// An object that displays an editable text area.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// How the field's border is drawn.
    public enum BorderStyle: Int, Sendable {
        case none
        case line
        case bezel
        case roundedRect
    }

    /// When an overlay view (the clear button, the left and right views) is shown.
    public enum ViewMode: Int, Sendable {
        case never
        case whileEditing
        case unlessEditing
        case always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed
        case cancelled
    }

    // MARK: - Text

    /// The field's text; never nil when read (an empty field answers ""), as in UIKit.
    /// Setting it moves the caret to the end and sends no control event.
    open var text: String? {
        get { storage }
        set {
            // Text set by code is not the user's edit: earlier edits can no longer be undone.
            editor.setTextByCode(newValue ?? "")
            textLayoutDidChange()
        }
    }

    /// The text with its attributes. Setting it keeps every run's font and colour, and
    /// takes those of its first character as the field's `font` and `textColor`; text set
    /// through `text` is plain again, in the field's attributes.
    open var attributedText: NSAttributedString? {
        get { editor.attributedText(plainAttributes: defaultTextAttributes) }
        set {
            let (leadingFont, leadingColor) = TextEditor.leadingFontAndColor(of: newValue)
            if let leadingFont { font = leadingFont }
            if let leadingColor { textColor = leadingColor }
            editor.setTextByCode(newValue?.string ?? "", styled: newValue)
            textLayoutDidChange()
        }
    }

    /// The text shown, in the placeholder colour, while the field is empty.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with its own attributes; runs without a font or colour use the
    /// field's font and `UIColor.placeholderText`.
    open var attributedPlaceholder: NSAttributedString? {
        didSet { textLayoutDidChange() }
    }

    /// The text's font; the 17-point system font by default (and when set to nil). Setting
    /// it sets the whole text's font, as in UIKit.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? UIFont.systemFont(ofSize: 17)
            editor.addAttributesToAllText([.font: storedFont])
            textLayoutDidChange()
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)

    /// The text's colour; `.label` by default. Setting it sets the whole text's colour.
    open var textColor: UIColor? = .label {
        didSet {
            editor.addAttributesToAllText([.foregroundColor: textColor ?? UIColor.label])
            setNeedsDisplay()
        }
    }

    /// How the text sits in the field when it is narrower than the field.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textLayoutDidChange() }
    }

    /// The attributes the text is drawn with: the font, the colour and the alignment.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return [.font: storedFont, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: style]
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let style = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        }
    }

    /// Whether the font shrinks, down to `minimumFontSize`, so the text fits the field's width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { textLayoutDidChange() }
    }

    /// The smallest size the font shrinks to.
    open var minimumFontSize: CGFloat = 0 {
        didSet { textLayoutDidChange() }
    }

    // MARK: - Appearance

    /// The border drawn around the field; none by default.
    open var borderStyle: BorderStyle = .none {
        didSet {
            invalidateIntrinsicContentSize()
            textLayoutDidChange()
        }
    }

    /// When the clear button shows (only ever while the field has text).
    open var clearButtonMode: ViewMode = .never {
        didSet { textLayoutDidChange() }
    }

    /// A view shown at the field's leading edge, per `leftViewMode`.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            textLayoutDidChange()
        }
    }

    /// When `leftView` is shown.
    open var leftViewMode: ViewMode = .never {
        didSet { textLayoutDidChange() }
    }

    /// A view shown at the field's trailing edge, per `rightViewMode`, in place of the
    /// clear button when both would show.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            textLayoutDidChange()
        }
    }

    /// When `rightView` is shown.
    open var rightViewMode: ViewMode = .never {
        didSet { textLayoutDidChange() }
    }

    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false

    // MARK: - Input views

    /// The view shown in place of the keyboard while editing; settable, as in UIKit.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?

    /// The view shown above the keyboard while editing; settable, as in UIKit.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: UIView?

    // MARK: - Text input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Accepted; Vitrine corrects nothing.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Accepted; Vitrine checks nothing.
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets (and cannot be copied or cut).
    open var isSecureTextEntry = false {
        didSet { textLayoutDidChange() }
    }
    open var textContentType: UITextContentType!

    // MARK: - Editing state

    /// The field's delegate.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited (it is first responder).
    open private(set) var isEditing = false

    /// The text, the selection and their edits.
    private(set) lazy var editor = TextEditor(host: self)
    var storage: String { editor.text }
    /// The selection, in grapheme-cluster offsets; empty for a caret.
    var selection: Range<Int> { editor.selection }
    /// Where a selection being extended started.
    var selectionAnchor: Int { editor.anchor }
    /// How far the text is scrolled left when it is wider than its area, in points.
    var scrollOffset: CGFloat = 0
    /// Set while a touch that began on the clear button is tracked.
    var isTrackingClearButton = false
    /// The x of each caret position from the text's start, for the current text and font.
    var cachedCaretOffsets: [CGFloat]?

    /// The blinking caret: a sublayer drawn in the tint colour.
    let caretLayer = CALayer.controlPart()

    /// Creates a field with no border, 17-point system text and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        caretLayer.isHidden = true
        layer.addSublayer(caretLayer)
    }

    /// Unsupported, as for every view (see `UIView.init(coder:)`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - First responder

    /// An enabled field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate, becomes first responder, then tells the
    /// delegate, sends `.editingDidBegin` and posts `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, FirstResponderRegistry.window(of: self) != nil,
              delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        // The keyboard's notifications come after the delegate's didBeginEditing, as in UIKit.
        return FirstResponderRegistry.deferringKeyboardUpdate {
            guard super.becomeFirstResponder() else { return false }
            isEditing = true
            if clearsOnBeginEditing { editor.removeAllText() }
            editor.moveCaretToEnd()
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
            NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
            textLayoutDidChange()
            return true
        }
    }

    /// Ends editing: asks the delegate (unless the end is forced), resigns, then tells the
    /// delegate, sends `.editingDidEnd` and posts `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !FirstResponderRegistry.isForcingResignation {
            guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        editor.moveCaretToEnd()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed])
        textLayoutDidChange()
        return true
    }

    // MARK: - UIKeyInput

    /// Whether the field holds text.
    open var hasText: Bool { !storage.isEmpty }

    /// Replaces the selection with `text`, if the delegate allows it.
    open func insertText(_ text: String) {
        editor.insertText(text)
    }

    /// Deletes the selection, or the grapheme cluster before the caret.
    open func deleteBackward() {
        editor.deleteBackward()
    }

    // MARK: - Overridable drawing and geometry (see UITextField+Drawing.swift, +Layout.swift)

    /// Draws the text in `rect`; override to draw it differently.
    open func drawText(in rect: CGRect) {
        drawFieldText(in: rect)
    }

    /// Draws the placeholder in `rect`; override to draw it differently.
    open func drawPlaceholder(in rect: CGRect) {
        drawFieldPlaceholder(in: rect)
    }

    /// The area the text is drawn in when not editing: the bounds less the border's
    /// inset and the overlay views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        fieldTextRect(forBounds: bounds)
    }

    /// The area the text is edited in; the same as `textRect(forBounds:)` by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        fieldTextRect(forBounds: bounds)
    }

    /// The area the placeholder is drawn in; the same as `textRect(forBounds:)` by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        fieldTextRect(forBounds: bounds)
    }

    /// Where the clear button sits: a square at the trailing edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        fieldClearButtonRect(forBounds: bounds)
    }

    /// Where the left view sits: its own size at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(for: leftView, leading: true, in: bounds)
    }

    /// Where the right view sits: its own size at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(for: rightView, leading: false, in: bounds)
    }

    /// Draws the border and background, the text or placeholder, and the clear button.
    open override func draw(_ rect: CGRect) {
        drawField()
    }

    /// Places the overlay views and the caret.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutField()
    }

    open override var intrinsicContentSize: CGSize { fieldIntrinsicContentSize }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateCaret()
    }

    // MARK: - Touches

    /// A touch makes the field first responder and puts the caret under the finger; on
    /// the clear button it waits for the finger to lift there.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if isClearButtonShown, clearButtonRect(forBounds: bounds).contains(point) {
            isTrackingClearButton = true
            return true
        }
        isTrackingClearButton = false
        if !isFirstResponder, !becomeFirstResponder() { return false }
        let index = characterIndex(at: point)
        editor.select(index..<index)
        return true
    }

    /// Dragging selects from where the touch began to the finger.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard !isTrackingClearButton else { return true }
        let index = characterIndex(at: touch.location(in: self))
        editor.setSelection(min(index, selectionAnchor)..<max(index, selectionAnchor))
        return true
    }

    /// A touch that began and ended on the clear button clears the field, if the delegate agrees.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { isTrackingClearButton = false }
        guard isTrackingClearButton, let touch, clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) else { return }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { _ = becomeFirstResponder() }
        editor.replace(0..<storage.count, with: "", as: .clearing)
    }
}

extension UITextField {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The `DidEndEditingReason` in `textDidEndEditingNotification`'s user info.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonUserInfoKey"
}
