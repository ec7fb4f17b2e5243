// Vitrine — Apache License 2.0
import UIKit

/// UIKit's animations side by side: four squares crossing their lanes with the four
/// timing curves, a ball on a spring, a box pulsing with repeat + autoreverse, a card
/// flipping with a flip transition, a panel changing with a cross-dissolve, and a
/// Core Animation spinner (a replicator layer's delayed fade).
///
/// Steps 0 and 1 show every animation frozen 0.5 s and 1.5 s into its 2 s timeline —
/// the window's layer is paused (`speed = 0`) and scrubbed with `timeOffset`, as apps
/// scrub interactive animations — so the screen can be compared pixel for pixel; step 2
/// (where `vitrine demo animations` starts) runs them live, over and over, a `Timer`
/// pausing between runs; each run logs `animations demo: cycle N`. Labels name each
/// animation, and a Replay button in the summary card starts the live run over.
public final class AnimationsDemo: Demo {
    public static let name = "animations"
    public static let summary = "timing curves, spring, repeat + autoreverse, flip and cross-dissolve transitions"
    public static let stepCount = 3
    public static let initialStep = 2
    /// Where the frozen steps stop the 2 s timeline.
    public static let frozenMoments: [Double] = [0.5, 1.5]
    static let duration = 2.0

    private weak var window: UIWindow?
    private var lanes: [(square: UIView, options: UIView.AnimationOptions)] = []
    private let ball = UIView()
    private let pulse = UIView()
    private let card = UIView()
    private let cardCaption = UILabel()
    private let panel = UIView()
    private let panelCaption = UILabel()
    private let spinner = ReplicatorSpinnerView(frame: CGRect(x: 40, y: 580, width: 60, height: 60))
    private(set) var replayButton: UIButton!
    private var isLive = false
    private var liveCycles = 0
    /// Counts the runs started, so a pause timer left from an earlier run starts nothing.
    private var runGeneration = 0

    public init() {}

    /// The left edge of a square at the start and end of its lane.
    var laneStart: CGFloat { 160 }
    var laneEnd: CGFloat { max(laneStart, (window?.bounds.width ?? 640) - 60 - 40) }

    public func build(in window: UIWindow) {
        self.window = window
        window.backgroundColor = .systemGroupedBackground
        let curves: [(String, UIView.AnimationOptions, UIColor)] = [
            ("Ease in", .curveEaseIn, .systemRed), ("Ease out", .curveEaseOut, .systemOrange),
            ("Ease in-out", .curveEaseInOut, .systemGreen), ("Linear", .curveLinear, .systemBlue),
        ]
        for (index, (title, options, color)) in curves.enumerated() {
            let y = 30 + CGFloat(index) * 60
            window.addSubview(caption(title, frame: CGRect(x: 10, y: y, width: 134, height: 40), alignment: .right))
            let track = UIView(frame: CGRect(x: laneStart, y: y + 19, width: laneEnd + 40 - laneStart, height: 2))
            track.backgroundColor = .systemGray4
            track.layer.cornerRadius = 1
            window.addSubview(track)
            let square = UIView(frame: CGRect(x: laneStart, y: y, width: 40, height: 40))
            square.backgroundColor = color
            square.layer.cornerRadius = 8
            window.addSubview(square)
            lanes.append((square, options))
        }
        let row = CGFloat(300)
        window.addSubview(caption("Spring", frame: CGRect(x: 10, y: row, width: 134, height: 40), alignment: .right))
        ball.frame = CGRect(x: laneStart, y: row, width: 40, height: 40)
        ball.backgroundColor = .systemYellow
        ball.layer.cornerRadius = 20
        window.addSubview(ball)
        pulse.frame = CGRect(x: 40, y: row + 80, width: 60, height: 60)
        pulse.backgroundColor = .systemPurple
        pulse.layer.cornerRadius = 12
        window.addSubview(pulse)
        card.frame = CGRect(x: 160, y: row + 70, width: 120, height: 160)
        card.layer.cornerRadius = 12
        cardCaption.frame = card.bounds
        cardCaption.font = .boldSystemFont(ofSize: 48)
        cardCaption.textAlignment = .center
        card.addSubview(cardCaption)
        window.addSubview(card)
        panel.frame = CGRect(x: 320, y: row + 70, width: 200, height: 160)
        panel.layer.cornerRadius = 12
        panelCaption.frame = panel.bounds
        panelCaption.font = .boldSystemFont(ofSize: 32)
        panelCaption.textAlignment = .center
        panelCaption.textColor = .white
        panel.addSubview(panelCaption)
        window.addSubview(panel)
        window.addSubview(spinner)
        // What the three shapes below the lanes show, in footnote labels under each.
        let footnotes: [(String, CGRect)] = [
            ("Repeat, autoreverse", CGRect(x: 0, y: row + 240, width: 140, height: 18)),
            ("Flip", CGRect(x: 160, y: row + 240, width: 120, height: 18)),
            ("Cross-dissolve", CGRect(x: 320, y: row + 240, width: 200, height: 18)),
            ("Replicator", CGRect(x: 0, y: spinner.frame.maxY + 8, width: 140, height: 18)),
        ]
        for (text, frame) in footnotes {
            let label = caption(text, frame: frame, alignment: .center)
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
            window.addSubview(label)
        }
        addSummaryCard(in: window, top: row + 70)
        show(step: 0)
    }

    /// A label in the body style.
    private func caption(_ text: String, frame: CGRect, alignment: NSTextAlignment) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        label.textColor = .label
        label.textAlignment = alignment
        return label
    }

    /// A white rounded card right of the shapes: a title, a line on what the screen shows,
    /// and a Replay button that starts the live run over.
    private func addSummaryCard(in window: UIWindow, top: CGFloat) {
        let left: CGFloat = 560
        let width = window.bounds.width - left - 40
        guard width >= 240 else { return }
        let summary = UIView(frame: CGRect(x: left, y: top, width: width, height: 160))
        summary.backgroundColor = .secondarySystemGroupedBackground
        summary.layer.cornerRadius = 12
        summary.autoresizingMask = [.flexibleWidth]
        window.addSubview(summary)
        let title = UILabel(frame: CGRect(x: 20, y: 16, width: width - 40, height: 34))
        title.text = "UIView Animations"
        title.font = .preferredFont(forTextStyle: .title1)
        title.accessibilityTraits = .header
        let detail = UILabel(frame: CGRect(x: 20, y: 54, width: width - 40, height: 40))
        detail.text = "Timing curves, a spring, a repeating pulse and two transitions on one 2-second timeline."
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        detail.numberOfLines = 2
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Replay"
        configuration.cornerStyle = .large
        replayButton = UIButton(configuration: configuration, primaryAction: UIAction(title: "Replay") { [unowned self] _ in
            self.show(step: Self.stepCount - 1)
        })
        replayButton.frame = CGRect(x: 20, y: 104, width: 120, height: 40)
        for view in [title, detail, replayButton!] {
            view.autoresizingMask = [.flexibleWidth]
            summary.addSubview(view)
        }
        replayButton.autoresizingMask = []
    }

    public func show(step: Int) {
        guard let window else { return }
        runGeneration += 1
        stopAll(in: window.layer)
        resetModel()
        isLive = step >= Self.frozenMoments.count
        if isLive {
            window.layer.speed = 1
            window.layer.timeOffset = 0
            startLiveCycle()
        } else {
            // Paused at 0 while the animations are added, so they start at local time 0;
            // then scrubbed to the moment.
            window.layer.speed = 0
            window.layer.timeOffset = 0
            startAnimations()
            window.layer.timeOffset = Self.frozenMoments[step]
        }
    }

    /// Removes every animation in the tree (the transitions' snapshot layers leave when
    /// their completions hear it).
    private func stopAll(in layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { stopAll(in: sublayer) }
    }

    private func resetModel() {
        UIView.performWithoutAnimation {
            for lane in lanes { lane.square.frame.origin.x = laneStart }
            ball.frame.origin.x = laneStart
            pulse.transform = .identity
            pulse.alpha = 1
            card.backgroundColor = .white
            cardCaption.text = "A"
            cardCaption.textColor = .label
            panel.backgroundColor = .systemTeal
            panelCaption.text = "Day"
        }
    }

    /// One 2 s run of every animation, from the reset state.
    private func startAnimations(completion: ((Bool) -> Void)? = nil) {
        spinner.startSpinning()
        let end = laneEnd
        for lane in lanes {
            UIView.animate(withDuration: Self.duration, delay: 0, options: lane.options, animations: {
                lane.square.frame.origin.x = end
            })
        }
        // The spring overshoots by about a third of its travel: keep that on screen.
        let ballEnd = laneStart + (end - laneStart) * 0.7
        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0,
                       options: [], animations: { self.ball.frame.origin.x = ballEnd })
        UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
                       animations: {
            self.pulse.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            self.pulse.alpha = 0.35
        })
        let faceUp = cardCaption.text == "A"
        UIView.transition(with: card, duration: Self.duration, options: .transitionFlipFromLeft, animations: {
            self.card.backgroundColor = faceUp ? .systemIndigo : .white
            self.cardCaption.text = faceUp ? "B" : "A"
            self.cardCaption.textColor = faceUp ? .white : .label
        })
        let day = panelCaption.text == "Day"
        UIView.transition(with: panel, duration: Self.duration, options: .transitionCrossDissolve, animations: {
            self.panel.backgroundColor = day ? .systemBlue : .systemTeal
            self.panelCaption.text = day ? "Night" : "Day"
        }, completion: completion)
    }

    /// Live: run, pause half a second, reset, run again, while the live step is shown.
    private func startLiveCycle() {
        liveCycles += 1
        FileHandle.standardError.write(Data("animations demo: cycle \(liveCycles)\n".utf8))
        let generation = runGeneration
        startAnimations { [weak self] finished in
            guard let self, finished, self.isLive, generation == self.runGeneration else { return }
            _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                MainActor.assumeIsolated {
                    guard self.isLive, generation == self.runGeneration, let window = self.window else { return }
                    self.stopAll(in: window.layer)
                    self.resetModel()
                    self.startLiveCycle()
                }
            }
        }
    }
}
