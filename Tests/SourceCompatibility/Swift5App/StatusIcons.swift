// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): iOS image view code, unchanged: system symbols with a
// configuration, template and tinted images, content modes, an animated UIImageView subclass.
import UIKit

public final class StatusIcons: UIView {
    public let wifi = UIImageView(image: UIImage(systemName: "wifi"))
    public let battery = UIImageView(image: UIImage(systemName: "battery.100",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)))
    public let spinner = Spinner(image: nil)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        wifi.tintColor = .systemGreen
        wifi.contentMode = .scaleAspectFit
        battery.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .small)
        let logo = UIImageView(image: UIImage(named: "logo"), highlightedImage: UIImage(named: "logo-pressed"))
        logo.isHighlighted = true
        logo.frame.size = logo.intrinsicContentSize.width == UIView.noIntrinsicMetric ? .zero : logo.intrinsicContentSize
        let star = UIImage(systemName: "star.fill")?.withTintColor(.systemYellow)
        let badge = UIImageView(image: star?.withRenderingMode(.alwaysOriginal))
        for view in [wifi, battery, logo, badge, spinner] { addSubview(view) }
        spinner.startAnimating()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

public final class Spinner: UIImageView {
    public private(set) var tintChanges = 0

    public override init(image: UIImage?) {
        super.init(image: image)
        animationImages = ["arrow.up", "arrow.right", "arrow.down", "arrow.left"].compactMap {
            UIImage(systemName: $0)?.withRenderingMode(.alwaysTemplate)
        }
        animationDuration = 0.8
        animationRepeatCount = 0
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: 24, height: 24)
    }
}
