// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a photo that zooms,
// as iOS apps write it — an image view in a scroll view, `viewForZooming(in:)` returning it, pinch limits, and a
// double tap that zooms into the tapped spot with `zoom(to:animated:)` or back out (`#selector(handleDoubleTap(_:))`
// is a method reference on Linux).
import UIKit

public final class PhotoZoomer: NSObject, UIScrollViewDelegate {
    public let scrollView: UIScrollView
    public let imageView: UIImageView
    public private(set) var zoomEvents: [String] = []

    public init(frame: CGRect) {
        scrollView = UIScrollView(frame: frame)
        let renderer = UIGraphicsImageRenderer(size: frame.size)
        let photo = renderer.image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(origin: .zero, size: frame.size))
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: frame.width / 4, y: frame.height / 4, width: frame.width / 2, height: frame.height / 2))
        }
        imageView = UIImageView(image: photo)
        super.init()
        imageView.frame = CGRect(origin: .zero, size: photo.size)
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = true
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.bounds.size
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1.0
        scrollView.maximumZoomScale = 4.0
        scrollView.bouncesZoom = true
        scrollView.showsVerticalScrollIndicator = false
        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoZoomer.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        imageView.addGestureRecognizer(doubleTap)
        scrollView.pinchGestureRecognizer?.cancelsTouchesInView = true
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        zoomEvents.append("begin")
    }

    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        if scrollView.isZooming || scrollView.isZoomBouncing { return }
        zoomEvents.append("zoom \(scrollView.zoomScale)")
    }

    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        zoomEvents.append("end \(scale)")
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            return
        }
        let point = recognizer.location(in: imageView)
        let size = CGSize(width: scrollView.bounds.width / scrollView.maximumZoomScale,
                          height: scrollView.bounds.height / scrollView.maximumZoomScale)
        let rect = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
        scrollView.zoom(to: rect, animated: true)
    }

    /// Zooms in on the middle without animation (a "fit" button, say).
    public func zoomToMiddle() {
        scrollView.setZoomScale(2, animated: false)
        scrollView.zoomScale = min(scrollView.zoomScale, scrollView.maximumZoomScale)
    }
}
