// Vitrine — Apache License 2.0
// One segment of a UISegmentedControl: what the app set for it and the view that shows it.

/// A segment's values and its content view (a title label or an image view, centred in
/// the segment's rectangle and moved by `contentOffset`).
@MainActor
final class SegmentedControlSegment {
    var title: String?
    var image: UIImage?
    /// The UIAction the segment was made from, performed when the user selects it.
    var action: UIAction?
    var isEnabled = true
    /// The width the app fixed; 0 sizes the segment automatically.
    var width: CGFloat = 0
    var contentOffset: CGSize = .zero

    /// Holds the title label or the image view; never takes touches.
    let contentView = UIView()
    private var label: UILabel?
    private var imageView: UIImageView?
    /// The title and attributes last given to the label, so a restyle to the same look
    /// does not redraw it.
    private var shownTitle: (String, [NSAttributedString.Key: Any])?
    /// The image the image view's template was made from.
    private var shownImageSource: UIImage?

    init(title: String?, image: UIImage?, action: UIAction? = nil) {
        self.title = title
        self.image = image
        self.action = action
        contentView.isUserInteractionEnabled = false
    }

    /// The size of the content (the image when there is one, else the title) in `attributes`.
    func contentSize(attributes: [NSAttributedString.Key: Any]) -> CGSize {
        if let image { return image.size }
        guard let title, !title.isEmpty else { return .zero }
        return NSAttributedString(string: title, attributes: attributes).size()
    }

    /// Shows the content with the title `attributes` (an image is drawn as a template in
    /// their foreground colour unless it asks for its original colours) at `alpha`.
    func style(attributes: [NSAttributedString.Key: Any], alpha: CGFloat) {
        let color = attributes[.foregroundColor] as? UIColor ?? .label
        if let image {
            label?.removeFromSuperview()
            label = nil
            shownTitle = nil
            let view = imageView ?? UIImageView(frame: .zero)
            if imageView == nil {
                view.contentMode = .center
                imageView = view
                contentView.addSubview(view)
            }
            if shownImageSource !== image {
                // Segment images are templates unless they ask for their own colours, as on iOS.
                view.image = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
                shownImageSource = image
            }
            view.tintColor = color
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
            shownImageSource = nil
            let text = title ?? ""
            let view = label ?? UILabel(frame: .zero)
            if label == nil {
                label = view
                contentView.addSubview(view)
            }
            if shownTitle.map({ $0.0 != text || !Self.same($0.1, attributes) }) ?? true {
                view.attributedText = NSAttributedString(string: text, attributes: attributes)
                shownTitle = (text, attributes)
            }
        }
        contentView.alpha = alpha
    }

    /// Places the content centred in `frame` (in the control's coordinates), moved by
    /// `contentOffset`.
    func layout(in frame: CGRect, attributes: [NSAttributedString.Key: Any]) {
        contentView.frame = frame
        let size = contentSize(attributes: attributes)
        let width = min(size.width, frame.width)
        let origin = CGPoint(x: ((frame.width - width) / 2 + contentOffset.width).rounded(),
                             y: ((frame.height - size.height) / 2 + contentOffset.height).rounded())
        let content = CGRect(origin: origin, size: CGSize(width: width, height: size.height))
        label?.frame = content
        imageView?.frame = content
    }

    /// The label, for tests and the control's own lookups.
    var titleLabel: UILabel? { label }
    var shownImageView: UIImageView? { imageView }

    /// Whether two attribute dictionaries hold the same keys and, for the fonts and colours
    /// a segment's look depends on, the same values (anything else counts as changed).
    private static func same(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard Set(a.keys) == Set(b.keys) else { return false }
        for (key, value) in a {
            switch (value, b[key]) {
            case let (x as UIFont, y as UIFont) where x == y: continue
            case let (x as UIColor, y as UIColor) where x === y || x.cgColor == y.cgColor: continue
            default: return false
            }
        }
        return true
    }
}
