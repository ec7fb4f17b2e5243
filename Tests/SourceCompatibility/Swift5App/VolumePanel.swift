// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): a settings
// panel built from the standard controls as iOS code builds one: a slider with value images and custom
// track colours, a stepper, and a page control, with target-action and UIAction.
import UIKit

public final class VolumePanel: UIView {
    public let volume = UISlider(frame: CGRect(x: 20, y: 20, width: 280, height: 31))
    public let copies = UIStepper()
    public let pages = UIPageControl()
    public private(set) var changes = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        volume.minimumValue = 0
        volume.maximumValue = 11
        volume.setValue(5, animated: false)
        volume.isContinuous = false
        volume.minimumTrackTintColor = .systemOrange
        volume.maximumTrackTintColor = .systemGray4
        volume.thumbTintColor = .white
        volume.minimumValueImage = UIImage(systemName: "speaker.slash")
        volume.maximumValueImage = UIImage(systemName: "speaker.wave.2")
        volume.addTarget(self, action: VolumePanel.volumeChanged, for: .valueChanged)
        addSubview(volume)

        copies.frame.origin = CGPoint(x: 20, y: 70)
        copies.minimumValue = 1
        copies.maximumValue = 10
        copies.stepValue = 1
        copies.wraps = false
        copies.autorepeat = true
        copies.isContinuous = true
        copies.addAction(UIAction { [weak self] action in
            guard let stepper = action.sender as? UIStepper else { return }
            self?.changes = Int(stepper.value)
        }, for: .valueChanged)
        addSubview(copies)

        pages.numberOfPages = 4
        pages.currentPage = 1
        pages.hidesForSinglePage = true
        pages.pageIndicatorTintColor = .systemGray3
        pages.currentPageIndicatorTintColor = .label
        pages.backgroundStyle = .prominent
        pages.setIndicatorImage(UIImage(systemName: "star"), forPage: 0)
        pages.frame = CGRect(origin: CGPoint(x: 20, y: 120), size: pages.size(forNumberOfPages: pages.numberOfPages))
        pages.addTarget(self, action: VolumePanel.pageChanged, for: .valueChanged)
        addSubview(pages)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func volumeChanged(_ sender: UISlider) {
        changes += 1
        sender.setValue(sender.value.rounded(), animated: true)
    }

    private func pageChanged(_ sender: UIPageControl) {
        changes += sender.currentPage
    }
}

/// A slider with a larger track, as iOS code subclasses UISlider.
public final class ThickSlider: UISlider {
    public override func trackRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.trackRect(forBounds: bounds)
        rect.size.height = 8
        rect.origin.y = bounds.midY - 4
        return rect
    }

    public override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value).insetBy(dx: -2, dy: -2)
    }
}
