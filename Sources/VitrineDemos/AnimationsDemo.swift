// Vitrine — Apache License 2.0
import UIKit

/// A line of text drawn in `draw(_:)`.
final class CaptionView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var text: String {
        didSet { setNeedsDisplay() }
    }
    var textColor: UIColor = .white
    var font = UIFont.systemFont(ofSize: 16)

    init(frame: CGRect, text: String) {
        self.text = text
        super.init(frame: frame)
        isOpaque = false
    }

    override func draw(_ rect: CGRect) {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: textColor, .paragraphStyle: style]
        let height = text.size(withAttributes: attributes).height
        text.draw(in: CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height),
                  withAttributes: attributes)
    }
}

/// UIKit's animations side by side: four squares crossing their lanes with the four
/// timing curves, a ball on a spring, a box pulsing with repeat + autoreverse, a card
/// flipping with a flip transition and a panel changing with a cross-dissolve.
///
/// Steps 0 and 1 show every animation frozen 0.5 s and 1.5 s into its 2 s timeline —
/// the window's layer is paused (`speed = 0`) and scrubbed with `timeOffset`, as apps
/// scrub interactive animations — so the screen can be compared pixel for pixel; step 2
/// (where `vitrine demo animations` starts) runs them live, over and over, a `Timer`
/// pausing between runs; each run logs `animations demo: cycle N`.
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
    private let cardCaption = CaptionView(frame: .zero, text: "A")
    private let panel = UIView()
    private let panelCaption = CaptionView(frame: .zero, text: "Day")
    private var isLive = false
    private var liveCycles = 0

    public init() {}

    /// The left edge of a square at the start and end of its lane.
    var laneStart: CGFloat { 160 }
    var laneEnd: CGFloat { max(laneStart, (window?.bounds.width ?? 640) - 60 - 40) }

    public func build(in window: UIWindow) {
        self.window = window
        window.backgroundColor = UIColor(white: 0.12, alpha: 1)
        let curves: [(String, UIView.AnimationOptions, UIColor)] = [
            ("ease in", .curveEaseIn, .systemRed), ("ease out", .curveEaseOut, .systemOrange),
            ("ease in-out", .curveEaseInOut, .systemGreen), ("linear", .curveLinear, .systemBlue),
        ]
        for (index, (title, options, color)) in curves.enumerated() {
            let y = 30 + CGFloat(index) * 60
            let caption = CaptionView(frame: CGRect(x: 10, y: y, width: 140, height: 40), text: title)
            window.addSubview(caption)
            let track = UIView(frame: CGRect(x: laneStart, y: y + 19, width: laneEnd + 40 - laneStart, height: 2))
            track.backgroundColor = UIColor(white: 0.35, alpha: 1)
            window.addSubview(track)
            let square = UIView(frame: CGRect(x: laneStart, y: y, width: 40, height: 40))
            square.backgroundColor = color
            window.addSubview(square)
            lanes.append((square, options))
        }
        let row = CGFloat(300)
        ball.frame = CGRect(x: laneStart, y: row, width: 40, height: 40)
        ball.backgroundColor = .systemYellow
        window.addSubview(ball)
        pulse.frame = CGRect(x: 40, y: row + 80, width: 60, height: 60)
        pulse.backgroundColor = .systemPurple
        window.addSubview(pulse)
        card.frame = CGRect(x: 160, y: row + 70, width: 120, height: 160)
        cardCaption.frame = card.bounds
        cardCaption.font = .boldSystemFont(ofSize: 48)
        card.addSubview(cardCaption)
        window.addSubview(card)
        panel.frame = CGRect(x: 320, y: row + 70, width: 200, height: 160)
        panelCaption.frame = panel.bounds
        panelCaption.font = .boldSystemFont(ofSize: 32)
        panel.addSubview(panelCaption)
        window.addSubview(panel)
        show(step: 0)
    }

    public func show(step: Int) {
        guard let window else { return }
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
            cardCaption.textColor = .black
            panel.backgroundColor = .systemTeal
            panelCaption.text = "Day"
        }
    }

    /// One 2 s run of every animation, from the reset state.
    private func startAnimations(completion: ((Bool) -> Void)? = nil) {
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
            self.cardCaption.textColor = faceUp ? .white : .black
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
        startAnimations { [weak self] finished in
            guard let self, finished, self.isLive else { return }
            _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                MainActor.assumeIsolated {
                    guard self.isLive, let window = self.window else { return }
                    self.stopAll(in: window.layer)
                    self.resetModel()
                    self.startLiveCycle()
                }
            }
        }
    }
}
