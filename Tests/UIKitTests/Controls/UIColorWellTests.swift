// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// The colour well: its look, the palette it presents and `.valueChanged`.
@MainActor @Suite struct UIColorWellTests {
    @Test func theWellIs28PointsAndShowsTheSelectedColourInsideTheRing() {
        let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        #expect(well.selectedColor == nil && well.supportsAlpha && well.title == nil)
        well.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let bitmap = LabelRendering.render(width: 28, height: 28) { well.draw(well.bounds) }
        // The centre is the selected colour; the ring (1.5 points in) is a hue, not blue.
        #expect(bitmap[14, 14] == 0xFF00_00FF)
        #expect(bitmap[14, 1] >> 24 > 0 && bitmap[14, 1] != 0xFF00_00FF)
        // With no colour the inside is empty.
        well.selectedColor = nil
        let empty = LabelRendering.render(width: 28, height: 28) { well.draw(well.bounds) }
        #expect(empty[14, 14] == 0)
    }

    @Test func tappingPresentsAPaletteAndPickingSendsValueChanged() {
        let harness = TouchHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        let well = UIColorWell(frame: CGRect(x: 10, y: 10, width: 28, height: 28))
        well.title = "Accent"
        root.view.addSubview(well)
        var changes = 0
        well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        harness.tap(CGPoint(x: 24, y: 24), at: 1)
        let palette = root.presentedViewController as? ColorPaletteViewController
        #expect(palette != nil)
        // The sheet finishes coming up before a swatch is picked.
        for step in 0...60 { showAnimationFrame(at: 33_000 + Double(step) / 60) }
        #expect(palette?.swatches.count == ColorPaletteViewController.colors.count)
        palette?.swatches[7].sendActions(for: .touchUpInside)
        #expect(well.selectedColor == .systemBlue)
        #expect(changes == 1)
        // Picking dismisses the palette.
        #expect(palette?.isBeingDismissed == true || root.presentedViewController == nil)
    }
}
