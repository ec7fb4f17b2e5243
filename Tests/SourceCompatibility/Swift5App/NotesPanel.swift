// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a notes panel as iOS code writes it — a UITextView with a delegate that counts
// characters and ends editing on Return, text-range selection through UITextInput, and
// the text view's change notification observed.
import UIKit

public final class NotesPanel: UIView, UITextViewDelegate {
    public let notes = UITextView()
    public private(set) var remaining = 140
    private var observer: NSObjectProtocol?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        notes.frame = bounds.insetBy(dx: 8, dy: 8)
        notes.font = .systemFont(ofSize: 15)
        notes.textColor = .label
        notes.textContainerInset = UIEdgeInsets(top: 10, left: 6, bottom: 10, right: 6)
        notes.isEditable = true
        notes.isSelectable = true
        notes.returnKeyType = .done
        notes.delegate = self
        addSubview(notes)
        observer = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: notes,
                                                          queue: .main) { _ in }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public func selectAllNotes() {
        notes.selectedTextRange = notes.textRange(from: notes.beginningOfDocument, to: notes.endOfDocument)
    }

    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if text == "\n" {
            textView.resignFirstResponder()
            return false
        }
        let current = textView.text as NSString
        return current.replacingCharacters(in: range, with: text).count <= 140
    }

    public func textViewDidChange(_ textView: UITextView) {
        remaining = 140 - textView.text.count
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
