// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import QuartzCore

/// Core Animation's custom animatable property: a layer subclass returns true from
/// `needsDisplay(forKey:)` for its key, draws from the key's value in `draw(in:)`, and an
/// animation of the key redraws the presentation each frame while the model keeps its value.
/// A layer holds values for any key (`value(forKey:)`, `setValue(_:forKey:)`), which is how
/// the property is declared without @NSManaged.
@MainActor @Suite struct LayerCustomPropertyTests {
    /// Fills the left `progress` of its bounds red.
    final class ProgressLayer: CALayer {
        var progress: CGFloat {
            get { value(forKey: "progress") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
    }

    /// The same with a stored property, mapped by overriding key-value coding.
    final class StoredProgressLayer: CALayer {
        var progress: CGFloat = 0
        // The initializers iOS code writes for such a layer.
        override init() { super.init() }
        override init(layer: Any) {
            super.init(layer: layer)
            progress = (layer as? StoredProgressLayer)?.progress ?? 0
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }
        override func value(forKey key: String) -> Any? {
            key == "progress" ? progress : super.value(forKey: key)
        }
        override func setValue(_ value: Any?, forKey key: String) {
            if key == "progress", let value = value as? CGFloat { progress = value } else { super.setValue(value, forKey: key) }
        }
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
    }

    private func animateProgress(of layer: CALayer, at t: Double) throws -> Compositor {
        let compositor = try #require(Compositor(pixelWidth: 40, pixelHeight: 10, scale: 1))
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        showFrame(at: t)
        compositor.compose([layer])
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        layer.add(animation, forKey: "progress")
        showFrame(at: t + 1)
        showFrame(at: t + 1.5)
        compositor.compose([layer])
        return compositor
    }

    @Test func anAnimationOfANeedsDisplayKeyRedrawsThePresentationEachFrame() throws {
        for layer in [ProgressLayer(), StoredProgressLayer()] as [CALayer] {
            let compositor = try animateProgress(of: layer, at: 6000)
            // Halfway: the left 20 of 40 points red, the rest empty (the screen's black).
            #expect(compositor.screen[10, 5] == 0xFFFF_0000, "\(type(of: layer))")
            #expect(compositor.screen[30, 5] == 0xFF00_0000, "\(type(of: layer))")
            #expect((layer.value(forKey: "progress") as? CGFloat ?? 0) == 0, "the model keeps its value")
            let shown = try #require(layer.presentation())
            #expect(abs((shown.value(forKey: "progress") as? CGFloat ?? -1) - 0.5) < 1e-9)
        }
    }

    @Test func settingANeedsDisplayKeyMarksTheLayerForRedrawing() {
        let layer = ProgressLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.progress = 0.3
        #expect(layer.needsDisplay())
        #expect(layer.progress == 0.3)
        layer.setValue("note", forKey: "caption")
        #expect(layer.value(forKey: "caption") as? String == "note")
    }

    @Test func aCustomKeyDoesNotAnimateImplicitlyButItsActionDoes() throws {
        final class ActingLayer: CALayer {
            override func action(forKey event: String) -> CAAction? {
                guard event == "progress" else { return super.action(forKey: event) }
                let animation = CABasicAnimation(keyPath: event)
                animation.fromValue = presentation()?.value(forKey: event)
                return animation
            }
        }
        let compositor = try #require(Compositor(pixelWidth: 10, pixelHeight: 10, scale: 1))
        let plain = CALayer(), acting = ActingLayer()
        compositor.compose([plain, acting])
        plain.setValue(CGFloat(1), forKey: "progress")
        acting.setValue(CGFloat(1), forKey: "progress")
        #expect(plain.animationKeys() == nil, "Core Animation animates a custom key only through an action")
        #expect(acting.animationKeys() == ["progress"])
    }

    @Test func builtInKeysReadAndWriteTheirProperties() {
        let layer = CALayer()
        layer.setValue(Float(0.5), forKey: "opacity")
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        #expect(layer.opacity == 0.5)
        #expect(layer.position == CGPoint(x: 3, y: 4))
        #expect(layer.value(forKey: "opacity") as? Float == 0.5)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 3, y: 4))
    }

    @Test func defaultValueForKeyAnswersForKeysNeverSet() {
        final class Defaulted: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "level" ? CGFloat(7) : super.defaultValue(forKey: key)
            }
        }
        #expect(Defaulted().value(forKey: "level") as? CGFloat == 7)
        #expect(CALayer().value(forKey: "level") == nil)
    }
}
