// Vitrine — Apache License 2.0
import UIKit
import UIKitCore

/// Measures the backdrop blur: a 1080p full-screen scroll view of coloured rows with
/// labels under a full-width translucent bar (the chrome material, 96 points tall, as a
/// navigation bar draws it). Each frame either scrolls the content by 3 points, so the
/// bar's backdrop is made again, or changes a label on the bar with the content still,
/// so the last backdrop is drawn again without blurring; then the same scroll with the bar
/// hidden, for what the blur adds.
@MainActor
public enum BlurredBarBenchmark {
    public static func run(width: Int = 1920, height: Int = 1080, frames: Int = 100, threads: Int? = nil,
                           bandHeight: Int? = nil) -> [CompositionBenchmark.Figures] {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let window = UIWindow(frame: bounds)
        window.backgroundColor = .white
        let scrollView = UIScrollView(frame: bounds)
        let rowHeight: CGFloat = 60
        let rows = 200
        scrollView.contentSize = CGSize(width: bounds.width, height: rowHeight * CGFloat(rows))
        for i in 0..<rows {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * rowHeight, width: bounds.width, height: rowHeight - 1))
            row.backgroundColor = UIColor(hue: CGFloat(i % 12) / 12, saturation: 0.5, brightness: 0.95, alpha: 1)
            let label = UILabel(frame: CGRect(x: 20, y: 12, width: 400, height: 36))
            label.text = "Row \(i)"
            row.addSubview(label)
            scrollView.addSubview(row)
        }
        window.addSubview(scrollView)
        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 96)
        let title = UILabel(frame: CGRect(x: bounds.width / 2 - 150, y: 50, width: 300, height: 40))
        title.textAlignment = .center
        title.text = "Title"
        bar.contentView.addSubview(title)
        window.addSubview(bar)
        window.isHidden = false

        let loop = HeadlessFrameLoop(width: width, height: height, window: window, threads: threads)
        loop.bandHeight = bandHeight
        let scrolled = loop.measure("bar over content scrolling", frames: frames) { i in
            let range = scrollView.contentSize.height - bounds.height
            scrollView.contentOffset.y = CGFloat((i * 3) % Int(range))
        }
        let still = loop.measure("bar's title changed", frames: frames) { i in title.text = "Title \(i)" }
        // The same scroll with no bar: what the blur adds.
        bar.isHidden = true
        let bare = loop.measure("same content scrolling, no bar", frames: frames) { i in
            let range = scrollView.contentSize.height - bounds.height
            scrollView.contentOffset.y = CGFloat((i * 3) % Int(range))
        }
        return [scrolled, still, bare]
    }
}
