// Vitrine — Apache License 2.0
import UIKit
import UIKitCore

/// Measures layer styling on the headless display: a 1080p screen of 40 cards (200×150
/// points, 12-point rounded corners, 1-point borders, shadows of radius 6) over a
/// full-screen gradient, composed from scratch (with the shadows rendered, and with them
/// cached), with one card moving, and with one card's corner radius animating. The same
/// scene without shadows is measured beside it.
@MainActor
public enum StyledCardsBenchmark {
    /// Runs each case `frames` times, with and without shadows.
    public static func run(width: Int = 1920, height: Int = 1080, frames: Int = 100) -> [CompositionBenchmark.Figures] {
        measure(shadows: true, width: width, height: height, frames: frames)
            + measure(shadows: false, width: width, height: height, frames: frames)
    }

    private static func measure(shadows: Bool, width: Int, height: Int, frames: Int) -> [CompositionBenchmark.Figures] {
        let scene = Scene(bounds: CGRect(x: 0, y: 0, width: width, height: height), shadows: shadows)
        let loop = HeadlessFrameLoop(width: width, height: height, window: scene.window)
        let suffix = shadows ? "" : ", no shadows"
        func measure(_ name: String, frames: Int, change: (Int) -> Void) -> CompositionBenchmark.Figures {
            loop.measure(name + suffix, frames: frames, change: change)
        }
        let card = scene.cards[17]
        return [
            // A new compositor has no shadows cached: the app's first frame.
            measure("cards: first frame", frames: max(1, frames / 5)) { _ in
                loop.replaceCompositor()
            },
            measure("cards: full frame, cached", frames: frames) { _ in loop.compositor.invalidateAll() },
            measure("cards: one card moving", frames: frames) { i in card.center.x += i % 40 < 20 ? 1 : -1 },
            measure("cards: corner radius animating", frames: frames) { i in
                card.layer.cornerRadius = 4 + CGFloat(i % 20)
            },
        ]
    }

    /// The scene: a gradient over the screen and 40 styled cards in an 8 × 5 grid.
    @MainActor
    final class Scene {
        let window: UIWindow
        var cards: [UIView] = []

        init(bounds: CGRect, shadows: Bool) {
            window = UIWindow(frame: bounds)
            let gradient = CAGradientLayer()
            gradient.frame = bounds
            gradient.colors = [UIColor(red: 0.2, green: 0.3, blue: 0.6, alpha: 1).cgColor,
                               UIColor(red: 0.9, green: 0.6, blue: 0.4, alpha: 1).cgColor]
            window.layer.addSublayer(gradient)
            for i in 0..<40 {
                let card = UIView(frame: CGRect(x: 30 + CGFloat(i % 8) * 235, y: 40 + CGFloat(i / 8) * 205, width: 200, height: 150))
                card.backgroundColor = .white
                card.layer.cornerRadius = 12
                card.layer.borderWidth = 1
                card.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
                if shadows {
                    card.layer.shadowOpacity = 0.3
                    card.layer.shadowRadius = 6
                    card.layer.shadowOffset = CGSize(width: 0, height: 4)
                }
                window.addSubview(card)
                cards.append(card)
            }
            window.isHidden = false
        }
    }
}
