// Vitrine — Apache License 2.0
// Multi-line editable text in a scroll view.
//
// The text is laid out by the text layout (HarfBuzz shaping, word wrapping at the
// container's width) and drawn by a content view as tall as the text, which the scroll
// view moves. The text and selection are a `TextEditor`'s (TextEditor.swift), shared with
// UITextField: grapheme-cluster editing, the pasteboard shortcuts and undo. Up and Down
// move to the nearest position on the line above or below; the caret is scrolled into
// view after each change. The view's own keys are in UITextView+Editing.swift, the line
// geometry in UITextView+Layout.swift.
//
// The text is laid out in `textContainer` (NSTextContainer.swift): its line fragment
// padding (TextKit's default, 5 points on each side) and its line limit; the default font when `font` is nil is the 12-point system font
// (UIKit's documented default is 12-point Helvetica, which Vitrine does not ship).

import Foundation
import QuartzCore

/// A scrollable, multi-line text region.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    // MARK: - Text

    /// The text; never nil when read.
    open var text: String! {
        get { storage }
        set {
            // Text set by code is not the user's edit: earlier edits can no longer be undone.
            editor.setTextByCode(newValue ?? "")
            storedTypingAttributes = nil
            textDidChangeLayout()
        }
    }

    /// The text with its attributes. Setting it keeps every run's font and colour, and
    /// takes those of its first character as the view's `font` and `textColor`; text set
    /// through `text` is plain again, in the view's attributes.
    open var attributedText: NSAttributedString! {
        get { editor.attributedText(plainAttributes: textAttributes) }
        set {
            let (leadingFont, leadingColor) = TextEditor.leadingFontAndColor(of: newValue)
            if let leadingFont { font = leadingFont }
            if let leadingColor { textColor = leadingColor }
            editor.setTextByCode(newValue?.string ?? "", styled: newValue)
            storedTypingAttributes = nil
            textDidChangeLayout()
        }
    }

    /// The text's font; nil means the 12-point system font. Setting it sets the whole
    /// text's font, as in UIKit.
    open var font: UIFont? {
        didSet {
            editor.addAttributesToAllText([.font: effectiveFont])
            textDidChangeLayout()
        }
    }

    /// The text's colour; nil means `.label`. Setting it sets the whole text's colour.
    open var textColor: UIColor? {
        didSet {
            editor.addAttributesToAllText([.foregroundColor: textColor ?? UIColor.label])
            textDidChangeLayout()
        }
    }

    /// How lines sit in the container.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textDidChangeLayout() }
    }

    /// Whether the user can edit the text; true by default.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { _ = resignFirstResponder() } }
    }

    /// Whether the user can select the text; true by default.
    open var isSelectable = true

    /// The space between the view's edges and the text container; 8 points above and
    /// below by default, as in UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidChangeLayout() }
    }

    /// The container the text is laid out in; it tracks the view's width (less the insets).
    open var textContainer: NSTextContainer { ownedTextContainer }

    private let ownedTextContainer = NSTextContainer(size: .zero)

    /// The attributes text the user types takes. Read, they are those of the character
    /// before the caret (the first character's at the start, the view's font and colour in
    /// plain or empty text); set, they apply to what is typed or pasted next, until the
    /// selection moves, as in UIKit.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? attributesAtInsertionPoint }
        set { storedTypingAttributes = newValue }
    }

    /// Typing attributes set by the app, until the selection or the text changes.
    var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// The kinds of data shown as links; none by default. Kept for the app: Vitrine detects
    /// nothing (Foundation on Linux has no `NSDataDetector`).
    open var dataDetectorTypes: UIDataDetectorTypes = []

    /// The selection in UTF-16 units, as UIKit reports it.
    open var selectedRange: NSRange {
        get { editor.utf16Range(selection) }
        set {
            let start = clusterIndex(forUTF16Offset: newValue.location)
            let end = clusterIndex(forUTF16Offset: newValue.location + max(0, newValue.length))
            editor.select(start..<max(start, end))
        }
    }

    /// The scroll view's delegate; a `UITextViewDelegate` also hears about editing.
    open override var delegate: UIScrollViewDelegate? {
        didSet {}
    }

    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

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
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    // MARK: - State

    /// The text, the selection and their edits.
    private(set) lazy var editor = TextEditor(host: self)
    var storage: String { editor.text }
    /// The selection, in grapheme-cluster offsets; empty for a caret.
    var selection: Range<Int> { editor.selection }
    /// Where a selection being extended started.
    var selectionAnchor: Int { editor.anchor }
    /// While moving up and down, the x the caret keeps returning to.
    var preferredCaretX: CGFloat?
    var cachedLayout: TextLayout?
    /// The container width `cachedLayout` was made for.
    var cachedLayoutWidth: CGFloat = -1
    /// Draws the text and holds the caret; as tall as the text, moved by scrolling.
    let contentView = TextViewContentView()
    let caretLayer = CALayer.controlPart()

    /// Creates an editable, empty text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.textView = self
        contentView.isUserInteractionEnabled = false
        ownedTextContainer.widthTracksTextView = true
        ownedTextContainer.didChange = { [weak self] in self?.textDidChangeLayout() }
        addSubview(contentView)
        caretLayer.isHidden = true
        contentView.layer.addSublayer(caretLayer)
        alwaysBounceVertical = true
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: UITextView.tapped)
        addGestureRecognizer(tap)
        textDidChangeLayout()
    }

    /// Unsupported, as for every view (see `UIView.init(coder:)`): returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - First responder

    /// An editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: asks the delegate, becomes first responder, tells the delegate and
    /// posts `textDidBeginEditingNotification`. Unlike a text field's, the keyboard's
    /// will-notifications come before `textViewDidBeginEditing`, as in UIKit.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, FirstResponderRegistry.window(of: self) != nil,
              textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        updateCaret()
        return true
    }

    /// Ends editing: asks the delegate (unless forced), resigns, tells the delegate and
    /// posts `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !FirstResponderRegistry.isForcingResignation {
            guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        updateCaret()
        return true
    }

    // MARK: - UIKeyInput

    open var hasText: Bool { !storage.isEmpty }

    /// Replaces the selection with `text` (Return arrives as "\n"), if the delegate allows it.
    open func insertText(_ text: String) {
        editor.insertText(text)
    }

    /// Deletes the selection, or the grapheme cluster before the caret.
    open func deleteBackward() {
        editor.deleteBackward()
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateCaret()
    }

    /// A tap makes the view first responder and puts the caret at the nearest position.
    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard isEditable || isSelectable else { return }
        if isEditable, !isFirstResponder, !becomeFirstResponder() { return }
        let index = clusterIndex(at: recognizer.location(in: contentView))
        preferredCaretX = nil
        editor.select(index..<index)
    }
}

extension UITextView {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}

/// The view a text view draws its text in, as tall as the text.
@MainActor
final class TextViewContentView: UIView {
    weak var textView: UITextView?

    override func draw(_ rect: CGRect) {
        textView?.drawText()
    }
}
