// Vitrine — Apache License 2.0
// An image in text. The attributed string holds the attachment character (U+FFFC) with
// the `.attachment` attribute; labels, text views and string drawing lay that character
// out as a box as wide as the attachment's bounds, sitting on the baseline and raised by
// `bounds.origin.y`, and draw the image upright in it (Core Graphics' `InlineImage`).
//
// Bounds of `.zero` (the default) take the image's size in points, as TextKit does. A
// template image (a symbol, or `.alwaysTemplate`) is drawn in the run's text colour, as
// iOS draws symbol attachments; the tinted copy is kept per image and colour, so a redraw
// makes no new image. Attachments backed by a file wrapper or a view provider are not
// supported; `contents` with image data (PNG or JPEG) is decoded when `image` is nil.

import Foundation

/// An image (or image data) shown inline in attributed text.
open class NSTextAttachment: NSObject {
    /// The character an attachment takes in text: U+FFFC OBJECT REPLACEMENT CHARACTER
    /// (`NSAttachmentCharacter`).
    public static let character: Int = 0xFFFC

    /// The attachment's data, shown as an image when `image` is nil and it holds PNG or JPEG data.
    open var contents: Data? {
        didSet { decodedContents = nil }
    }

    /// The type of `contents` (a uniform type identifier), kept for the app.
    open var fileType: String?

    /// The image shown; nil shows `contents` decoded, else leaves the space empty.
    open var image: UIImage?

    /// The box the image fills, in text coordinates: the origin is the pen position on the
    /// baseline, y up (a negative `origin.y` lowers the image below the baseline). The
    /// default `.zero` uses the image's size.
    open var bounds: CGRect = .zero

    /// Space before and after the image, in points (iOS 15); default 0.
    open var lineLayoutPadding: CGFloat = 0

    private var decodedContents: UIImage?
    private var tinted: (source: CGImage, pixel: UInt32, image: CGImage)?
    private let lock = NSLock()

    /// An attachment of `contentData` of type `uti` (either may be nil).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An attachment with no contents.
    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// An attachment showing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The image drawn: `image`, else the decoded `contents`.
    var shownImage: UIImage? {
        if let image { return image }
        guard let contents else { return nil }
        return lock.withLock {
            if decodedContents == nil { decodedContents = UIImage(data: contents) }
            return decodedContents
        }
    }

    /// The box in layout terms: `bounds` (or the image's size at the origin), widened by the
    /// padding on each side, with the image drawn in the text colour `textColor` when it is
    /// a template.
    func inlineImage(textColor: CGColor?) -> InlineImage {
        let shown = shownImage
        let box = bounds == .zero ? CGRect(origin: .zero, size: shown?.size ?? .zero) : bounds
        var image = shown?.orientedCGImage()
        if let source = image, shown?.showsAsTemplate == true {
            image = tintedImage(source, pixel: (textColor ?? CGColor(gray: 0, alpha: 1)).premultipliedARGB32)
        }
        return InlineImage(image: image, bounds: box, padding: lineLayoutPadding)
    }

    /// `source` filled with `pixel`, kept for the next draw of the same image and colour.
    private func tintedImage(_ source: CGImage, pixel: UInt32) -> CGImage {
        lock.withLock {
            if let tinted, tinted.source === source, tinted.pixel == pixel { return tinted.image }
            let image = source.filledWithPixel(pixel)
            tinted = (source, pixel, image)
            return image
        }
    }
}

extension NSAttributedString {
    /// The attachment character (U+FFFC) carrying `attachment`, and no other attribute.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!)),
                  attributes: [.attachment: attachment])
    }
}
