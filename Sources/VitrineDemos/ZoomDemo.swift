// Vitrine — Apache License 2.0
import UIKit

/// A picture in a scroll view that zooms, as seed 002 and photo viewers do: pinch to zoom
/// (about the fingers, panning with them, bouncing at the limits), double-tap to zoom in
/// on a spot or back out. Step 1 shows the picture's tiles zoomed 2.5×.
public final class ZoomDemo: Demo, UIScrollViewDelegate {
    public static let name = "zoom"
    public static let summary = "a picture in a UIScrollView: pinch to zoom 1–4×, double-tap to zoom in or out"
    public static let stepCount = 2

    let scrollView = UIScrollView()
    private let imageView = UIImageView()
    private let caption = UILabel()

    public init() {}

    public func build(in window: UIWindow) {
        let bounds = window.bounds
        let unit = min(bounds.width, bounds.height) / 16
        window.backgroundColor = .black
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        window.addSubview(scrollView)

        imageView.image = Self.picture(size: bounds.size, unit: unit)
        imageView.frame = CGRect(origin: .zero, size: bounds.size)
        imageView.isUserInteractionEnabled = true
        scrollView.addSubview(imageView)
        scrollView.contentSize = bounds.size
        let doubleTap = UITapGestureRecognizer(target: self, action: ZoomDemo.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        imageView.addGestureRecognizer(doubleTap)

        caption.font = .systemFont(ofSize: (unit * 0.34).rounded(), weight: .semibold)
        caption.textColor = .white
        caption.backgroundColor = UIColor(white: 0, alpha: 0.55)
        caption.textAlignment = .center
        caption.frame = CGRect(x: 0, y: bounds.height - unit, width: bounds.width, height: unit)
        caption.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        window.addSubview(caption)
        describeZoom()
    }

    public func show(step: Int) {
        switch step {
        case 0:
            scrollView.setZoomScale(1, animated: false)
        default:
            // The tiles at the top left, 2.5× (a rect 1/2.5 of the screen fills it).
            let size = scrollView.bounds.size
            scrollView.zoom(to: CGRect(x: 0, y: 0, width: size.width / 2.5, height: size.height / 2.5), animated: false)
        }
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    public func scrollViewDidZoom(_ scrollView: UIScrollView) { describeZoom() }

    private func describeZoom() {
        caption.text = String(format: "Zoom %.2f×  ·  pinch to zoom, double-tap to zoom in or out", Double(scrollView.zoomScale))
    }

    /// Double tap: in to the maximum on the tapped spot, or back out to the whole picture.
    private func doubleTapped(_ tap: UITapGestureRecognizer) {
        guard scrollView.zoomScale <= scrollView.minimumZoomScale else {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            return
        }
        let point = tap.location(in: imageView)
        let size = CGSize(width: scrollView.bounds.width / scrollView.maximumZoomScale,
                          height: scrollView.bounds.height / scrollView.maximumZoomScale)
        scrollView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2,
                                   width: size.width, height: size.height), animated: true)
    }

    /// A picture with detail worth zooming into: a sky, hills, a sun, and a grid of small
    /// labelled tiles whose writing is only readable zoomed in.
    private static func picture(size: CGSize, unit: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            UIColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width * 0.72, y: unit, width: unit * 2.4, height: unit * 2.4)).fill()
            UIColor.systemGreen.setFill()
            UIBezierPath(ovalIn: CGRect(x: -size.width * 0.2, y: size.height * 0.55, width: size.width * 0.9, height: size.height)).fill()
            UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width * 0.35, y: size.height * 0.62, width: size.width, height: size.height)).fill()
            let tile = unit * 0.9
            let font = UIFont.systemFont(ofSize: max(4, (unit * 0.12).rounded()))
            for row in 0..<4 {
                for column in 0..<6 {
                    let rect = CGRect(x: unit + CGFloat(column) * tile * 1.2, y: unit + CGFloat(row) * tile * 1.2, width: tile, height: tile)
                    UIColor(white: 1, alpha: 0.85).setFill()
                    UIBezierPath(roundedRect: rect, cornerRadius: tile * 0.15).fill()
                    "Tile \(row * 6 + column + 1)".draw(at: CGPoint(x: rect.minX + tile * 0.1, y: rect.midY - tile * 0.1),
                                                         withAttributes: [.font: font, .foregroundColor: UIColor.darkGray])
                }
            }
        }
    }
}
