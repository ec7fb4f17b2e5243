// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this
// file): a download status panel as iOS code writes it — a progress bar following a
// Foundation Progress, a caption with an inline symbol (NSTextAttachment), notes in a
// text view with a line limit and typing attributes, a colour well, symbol effects on an
// icon, a hover recognizer, vibrancy over a blur, a flow layout measured from the safe
// area, and a share sheet with an app activity.
import UIKit

public final class DownloadStatusPanel: UIView {
    public let bar = UIProgressView(progressViewStyle: .default)
    public let caption = UILabel()
    public let notes = UITextView()
    public let accentWell = UIColorWell()
    public let statusIcon = UIImageView(image: UIImage(systemName: "arrow.down.circle"))
    public let task = Progress(totalUnitCount: 10)
    public let gridLayout = UICollectionViewFlowLayout()
    public private(set) var accent: UIColor?
    public private(set) var shareResult: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        bar.observedProgress = task
        addSubview(bar)

        let attachment = NSTextAttachment()
        attachment.image = UIImage(systemName: "wifi")
        attachment.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
        let text = NSMutableAttributedString(attributedString: NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: " Downloading", attributes: [.font: UIFont.systemFont(ofSize: 15)]))
        caption.attributedText = text
        addSubview(caption)

        notes.dataDetectorTypes = [.link, .phoneNumber]
        notes.textContainer.lineFragmentPadding = 0
        notes.textContainer.maximumNumberOfLines = 3
        notes.textContainer.lineBreakMode = .byTruncatingTail
        var typing = notes.typingAttributes
        typing[.foregroundColor] = UIColor.secondaryLabel
        notes.typingAttributes = typing
        addSubview(notes)

        accentWell.title = "Accent"
        accentWell.supportsAlpha = false
        accentWell.selectedColor = .systemBlue
        accentWell.addTarget(self, action: DownloadStatusPanel.accentChanged, for: .valueChanged)
        addSubview(accentWell)

        statusIcon.addSymbolEffect(.pulse)
        statusIcon.addSymbolEffect(.bounce.up, options: .nonRepeating) { context in
            _ = context.isFinished
        }
        statusIcon.isUserInteractionEnabled = true
        statusIcon.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: DownloadStatusPanel.hovered))

        let blur = UIBlurEffect(style: .systemMaterial)
        let blurView = UIVisualEffectView(effect: blur)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancyView.contentView.addSubview(UILabel())
        blurView.contentView.addSubview(vibrancyView)
        addSubview(blurView)

        gridLayout.sectionInsetReference = .fromSafeArea
        gridLayout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The partial-blur idiom: a paused animator holds a blur part of the way in; another
    /// block animates it out again.
    public func frostBehind(_ view: UIView, amount: CGFloat) -> UIViewPropertyAnimator {
        let frost = UIVisualEffectView(effect: nil)
        frost.frame = view.bounds
        view.addSubview(frost)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            frost.effect = UIBlurEffect(style: .light)
        }
        animator.pausesOnCompletion = true
        animator.fractionComplete = amount
        UIView.animate(withDuration: 0.3, delay: 1, options: [.curveEaseOut], animations: {
            frost.effect = nil
        }, completion: { _ in frost.removeFromSuperview() })
        return animator
    }

    public func advance() {
        task.completedUnitCount += 1
        if task.isFinished {
            statusIcon.removeSymbolEffect(ofType: .pulse)
            statusIcon.addSymbolEffect(.scale.up, options: .default, animated: true)
            statusIcon.removeAllSymbolEffects()
        }
    }

    public func share(from controller: UIViewController) {
        let sheet = UIActivityViewController(activityItems: ["Download report", URL(string: "https://example.com/report")!],
                                             applicationActivities: [SaveReportActivity()])
        sheet.excludedActivityTypes = [.airDrop, .print, .mail]
        sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
            self?.shareResult = "\(type?.rawValue ?? "cancelled") \(completed)"
        }
        controller.present(sheet, animated: true)
    }

    private func accentChanged(_ well: UIColorWell) {
        accent = well.selectedColor
    }

    private func hovered(_ recognizer: UIHoverGestureRecognizer) {
        statusIcon.alpha = recognizer.state == .changed ? 0.8 : 1
    }
}

/// An app service offered in the share sheet.
final class SaveReportActivity: UIActivity {
    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.save-report") }
    override var activityTitle: String? { "Save Report" }
    override var activityImage: UIImage? { UIImage(systemName: "square.and.arrow.down") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String }
    }

    override func perform() {
        activityDidFinish(true)
    }
}
