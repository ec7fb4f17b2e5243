// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// `animationImages` shown in turn on the frame clock.
@MainActor @Suite struct UIImageViewAnimationTests {
    /// Runs the frame clock's frame for `time` (what the frame scheduler does at a flip).
    func frame(at time: CFTimeInterval) {
        AnimationClock.shared.beginFrame(timestamp: time - 1.0 / 60, targetTimestamp: time, duration: 1.0 / 60)
    }

    @Test func framesFollowTheClockAndStopAfterTheRepeatCount() {
        let red = solidImage(ShownPixel.red), green = solidImage(ShownPixel.green), blue = solidImage(ShownPixel.blue)
        let still = solidImage(ShownPixel.yellow)
        let view = UIImageView(image: still)
        let scene = ImageViewScene()
        scene.window.addSubview(view)
        view.animationImages = [red, green, blue]
        view.animationDuration = 0.3  // 0.1 s per image
        view.animationRepeatCount = 2
        #expect(!view.isAnimating)
        view.startAnimating()
        #expect(view.isAnimating)
        func shown() -> CGImage? { view.layer.contents as? CGImage }
        let t0: CFTimeInterval = 5000
        // Image i shows from t0 + 0.1·i in each 0.3 s cycle.
        let expected: [(CFTimeInterval, UIImage)] = [
            (0, red), (0.05, red), (0.15, green), (0.25, blue), (0.35, red), (0.45, green), (0.59, blue),
        ]
        for (offset, image) in expected {
            frame(at: t0 + offset)
            #expect(shown() === image.cgImage, "at +\(offset) s")
            #expect(view.isAnimating)
        }
        // Two cycles end at +0.6 s: the animation stops and the image shows again.
        frame(at: t0 + 0.61)
        #expect(!view.isAnimating)
        #expect(shown() === still.cgImage)
    }

    @Test func theDefaultDurationIsAThirtiethOfASecondPerImage() {
        let images = [solidImage(ShownPixel.red), solidImage(ShownPixel.green), solidImage(ShownPixel.blue)]
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        let scene = ImageViewScene()
        scene.window.addSubview(view)
        view.animationImages = images
        #expect(view.animationDuration == 0 && view.animationRepeatCount == 0)
        view.startAnimating()
        let t0: CFTimeInterval = 6000
        // 1/30 s per image: +0.05 s is in image 1, +0.09 in image 2, +0.11 back in image 0
        // (the second cycle), and it repeats until stopped.
        for (offset, index) in [(0.0, 0), (0.05, 1), (0.09, 2), (0.11, 0), (10.05, 1)] {
            frame(at: t0 + offset)
            #expect(view.layer.contents as? CGImage === images[index].cgImage, "at +\(offset) s")
        }
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
        #expect(view.layer.contents == nil)  // no image
        // A stopped animation no longer follows the clock.
        frame(at: t0 + 10.1)
        #expect(view.layer.contents == nil)
    }

    @Test func offScreenTheAnimationAsksForNoFrames() {
        let images = [solidImage(ShownPixel.red), solidImage(ShownPixel.green)]
        let view = UIImageView(image: nil)
        view.animationImages = images
        view.animationDuration = 1
        let scene = ImageViewScene()
        scene.window.addSubview(view)
        view.startAnimating()
        frame(at: 8000)
        view.removeFromSuperview()
        #expect(view.isAnimating)
        frame(at: 8000.6)
        #expect(view.layer.contents as? CGImage === images[0].cgImage)  // paused: no step
        // Back on screen it shows the image for the time since it started.
        scene.window.addSubview(view)
        frame(at: 8000.7)
        #expect(view.layer.contents as? CGImage === images[1].cgImage)
        view.stopAnimating()
    }

    @Test func startingWithoutImagesDoesNothing() {
        let view = UIImageView(image: nil)
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = []
        view.startAnimating()
        #expect(!view.isAnimating)
    }

    @Test func highlightedAnimationImagesShowWhileHighlighted() {
        let view = UIImageView(image: nil)
        let normal = [solidImage(ShownPixel.red), solidImage(ShownPixel.green)]
        let highlighted = [solidImage(ShownPixel.blue), solidImage(ShownPixel.yellow)]
        view.animationImages = normal
        view.highlightedAnimationImages = highlighted
        view.animationDuration = 1
        view.isHighlighted = true
        let scene = ImageViewScene()
        scene.window.addSubview(view)
        view.startAnimating()
        frame(at: 7000)
        frame(at: 7000.75)
        #expect(view.layer.contents as? CGImage === highlighted[1].cgImage)
        view.stopAnimating()
    }
}
