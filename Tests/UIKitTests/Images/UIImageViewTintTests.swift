// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Template images show the view's tint through their alpha; originals show their pixels.
@MainActor @Suite struct UIImageViewTintTests {
    /// A 4 × 4 mask: opaque black on the left half, clear on the right.
    static func halfMask() -> UIImage {
        let bitmap = Bitmap(width: 4, height: 4)!
        bitmap.fill(PixelRect(x: 0, y: 0, width: 2, height: 4), with: ShownPixel.black)
        return UIImage(cgImage: CGImage(bitmap: bitmap))
    }

    @Test func renderingModes() {
        let image = Self.halfMask()
        #expect(image.renderingMode == .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.cgImage === image.cgImage)
        #expect(template.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(!image.showsAsTemplate && template.showsAsTemplate)
    }

    @Test func aTemplateImageShowsTheTintAndIsRetintedWhenItChanges() {
        let scene = ImageViewScene()
        let view = UIImageView(image: Self.halfMask().withRenderingMode(.alwaysTemplate))
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        scene.window.addSubview(view)
        scene.compose()
        #expect(scene[1, 2] == ShownPixel.red && scene[3, 2] == ShownPixel.white)
        #expect(view.templateRenderCount == 1)
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        scene.compose()
        #expect(scene[1, 2] == ShownPixel.blue && scene[3, 2] == ShownPixel.white)
        #expect(view.templateRenderCount == 2)
        // The same colour again draws nothing new.
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        scene.compose()
        #expect(view.templateRenderCount == 2)
    }

    @Test func anInheritedTintChangeRetintsTheImage() {
        let scene = ImageViewScene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let view = UIImageView(image: Self.halfMask().withRenderingMode(.alwaysTemplate))
        container.addSubview(view)
        scene.window.addSubview(container)
        scene.compose()
        #expect(scene[1, 2] == ShownPixel.green)
        container.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        scene.compose()
        #expect(scene[1, 2] == ShownPixel.red)
    }

    @Test func halfTransparentMaskPixelsTintAtTheirAlpha() {
        let bitmap = Bitmap(width: 2, height: 2)!
        bitmap.fill(bitmap.bounds, with: 0x8000_0000)  // black at alpha 128, premultiplied
        let view = UIImageView(image: UIImage(cgImage: CGImage(bitmap: bitmap)).withRenderingMode(.alwaysTemplate))
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.layer.contents == nil)  // outside a window the tint is not known yet
        let scene = ImageViewScene()
        scene.window.addSubview(view)
        let shown = view.layer.contents as? CGImage
        // Red at alpha 128, premultiplied: (128, 128, 0, 0).
        #expect(shown?.bitmap[0, 0] == 0x8080_0000)
    }

    @Test func anOriginalImageIgnoresTheTint() {
        let scene = ImageViewScene()
        let view = UIImageView(image: Self.halfMask())
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        scene.window.addSubview(view)
        scene.compose()
        #expect(scene[1, 2] == ShownPixel.black)
        #expect(view.templateRenderCount == 0)
    }

    @Test func withTintColorBakesTheColourIn() {
        let tinted = Self.halfMask().withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(tinted.renderingMode == .alwaysOriginal)
        #expect(tinted.cgImage?.bitmap[0, 0] == ShownPixel.green && tinted.cgImage?.bitmap[3, 0] == 0)
        // Shown as an original: the view's tint does not change it.
        let view = UIImageView(image: tinted)
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect((view.layer.contents as? CGImage)?.bitmap[0, 0] == ShownPixel.green)
    }
}
