// Vitrine — Apache License 2.0
// The region a text view lays its text out in. A text view's container tracks the view's
// width (less `textContainerInset`) unless `widthTracksTextView` is turned off, when
// `size.width` is used; the lines are `lineFragmentPadding` in from each side. A limit on
// the number of lines cuts the text there, the last line ending as `lineBreakMode` says
// (truncating modes add an ellipsis; the others just stop). Exclusion paths are not
// supported: every container is a plain rectangle.

import Foundation

/// The rectangle text is laid out in, with its padding and line limit.
open class NSTextContainer: NSObject {
    /// The container's size; in a text view that tracks its width, the view's width less
    /// the insets (and an unlimited height).
    open var size: CGSize {
        didSet { if size != oldValue { didChange?() } }
    }

    /// Points kept clear at the start and end of each line; 5 by default (TextKit's).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { didChange?() } }
    }

    /// The most lines laid out; 0 (the default) for no limit.
    open var maximumNumberOfLines: Int = 0 {
        didSet { if maximumNumberOfLines != oldValue { didChange?() } }
    }

    /// How the last line ends when the line limit cuts the text; `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { if lineBreakMode != oldValue { didChange?() } }
    }

    /// Whether the width follows the text view's; false for a container made with a size,
    /// true for a text view's own.
    open var widthTracksTextView = false {
        didSet { if widthTracksTextView != oldValue { didChange?() } }
    }

    /// Whether the height follows the text view's; false by default (text views scroll).
    open var heightTracksTextView = false

    /// Always true: containers are rectangles (no exclusion paths).
    open var isSimpleRectangularTextContainer: Bool { true }

    /// Told when a setting that moves the text changes (the owning text view lays out again).
    var didChange: (() -> Void)?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of unlimited size.
    public override convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }

    /// Sets the tracked size without telling the owner (it is the one setting it).
    func setTrackedSize(_ tracked: CGSize) {
        let handler = didChange
        didChange = nil
        size = tracked
        didChange = handler
    }

    /// The layout's last-line truncation for `lineBreakMode`, nil for modes that just stop.
    var lastLineTruncation: ParagraphLayoutStyle.LineBreak? {
        switch lineBreakMode {
        case .byTruncatingHead: .truncatingHead
        case .byTruncatingMiddle: .truncatingMiddle
        case .byTruncatingTail: .truncatingTail
        case .byWordWrapping, .byCharWrapping, .byClipping: nil
        }
    }
}
