// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// A rounded-rect text field composited at 1× and 2×: its outline, its text, its
/// placeholder and its caret. Expected colours are the documented light-mode system
/// colours blended over the white window (c·α + 255·(1 − α)); positions are the field's
/// metrics (UITextField+Layout.swift) in points.
@MainActor @Suite struct TextFieldPixelTests {
    /// `.separator` in light mode is (60, 60, 67) at 29 %: (198, 198, 200) over white.
    static let separator = ShownRGB.over(white: (60, 60, 67), alpha: 0.29)
    /// `.placeholderText` in light mode is (60, 60, 67) at 30 %: (197, 197, 200) over white.
    static let placeholder = ShownRGB.over(white: (60, 60, 67), alpha: 0.3)
    static let systemBlue = ShownRGB(0, 122, 255)

    private func makeField(in scene: ControlStatePixels) -> UITextField {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.borderStyle = .roundedRect
        scene.window.addSubview(field)
        return field
    }

    @Test(arguments: [1.0, 2.0]) func theRoundedRectOutlineIsOneSeparatorPixel(scale: CGFloat) {
        let scene = ControlStatePixels(width: 220, height: 60, scale: scale)
        _ = makeField(in: scene)
        scene.compose()
        // The 1-pixel outline on the top edge, away from the 5-point corners: the pixel row
        // at y 10 is covered fully; the next pixel row is the white fill.
        #expect(scene[100, 10].isClose(to: Self.separator), "\(scene[100, 10]) vs \(Self.separator)")
        #expect(scene[100, 10 + 1 / scale] == ShownRGB(255, 255, 255))
        // The left edge likewise, at mid-height.
        #expect(scene[10, 27].isClose(to: Self.separator), "\(scene[10, 27])")
        // Outside the corner's curve (the field's very corner pixel) stays white.
        #expect(scene[10, 10] == ShownRGB(255, 255, 255))
    }

    @Test(arguments: [1.0, 2.0]) func theTextStartsSevenPointsInAndTheCaretFollowsIt(scale: CGFloat) throws {
        let scene = ControlStatePixels(width: 220, height: 60, scale: scale)
        let field = makeField(in: scene)
        field.textColor = .black
        field.text = "Kiosk"
        #expect(field.becomeFirstResponder())
        scene.compose()
        let width = "Kiosk".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        // The ink starts at x 10 + 7, give or take the K's side bearing (under 2 points).
        let ink = try #require(scene.ink(in: CGRect(x: 12, y: 16, width: 180, height: 22)))
        let inkStart = CGFloat(ink.minX) / scale
        #expect(inkStart >= 17 && inkStart <= 19, "ink from \(inkStart)")
        // The caret: 2 points of systemBlue right after the text's advance, rounded to a point.
        let caretX = 10 + (7 + width).rounded()
        #expect(scene[caretX + 1, 27].isClose(to: Self.systemBlue), "\(scene[caretX + 1, 27]) at \(caretX + 1)")
        #expect(scene[caretX + 2.5, 27] == ShownRGB(255, 255, 255))
        // As tall as the font's line (17-point system font: about 20 points), centred on y 27.
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight.rounded()
        let top = 10 + (17 - lineHeight / 2).rounded()
        #expect(scene[caretX + 1, top + 0.5].isClose(to: Self.systemBlue))
        #expect(scene[caretX + 1, top + lineHeight - 0.5].isClose(to: Self.systemBlue))
        #expect(scene[caretX + 1, top - 1] == ShownRGB(255, 255, 255))
        // Resigning hides the caret.
        #expect(field.resignFirstResponder())
        scene.compose()
        #expect(scene[caretX + 1, 27] == ShownRGB(255, 255, 255))
    }

    @Test(arguments: [1.0, 2.0]) func thePlaceholderIsDrawnInThePlaceholderColour(scale: CGFloat) throws {
        let scene = ControlStatePixels(width: 220, height: 60, scale: scale)
        let field = makeField(in: scene)
        field.placeholder = "Name"
        scene.compose()
        let area = CGRect(x: 12, y: 16, width: 180, height: 22)
        let ink = try #require(scene.ink(in: area))
        let inkStart = CGFloat(ink.minX) / scale
        #expect(inkStart >= 17 && inkStart <= 19, "ink from \(inkStart)")
        // No pixel is darker than the placeholder colour (glyph coverage only lightens it),
        // and the stems reach it.
        let darkest = scene.pixels(in: area).map(\.red).min() ?? 255
        #expect(abs(darkest - Self.placeholder.red) <= 3, "darkest red \(darkest) vs \(Self.placeholder.red)")
        // Typing replaces it with the text, in black.
        field.textColor = .black
        #expect(field.becomeFirstResponder())
        field.insertText("Al")
        scene.compose()
        #expect((scene.pixels(in: area).map(\.red).min() ?? 255) < 60)
    }
}
