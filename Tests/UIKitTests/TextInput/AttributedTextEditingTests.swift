// Vitrine — Apache License 2.0
import Foundation
import Testing
import VitrineTesting
@testable import UIKitCore

/// An attributed text in a text field or text view keeps every run's font and colour:
/// read back, measured, drawn, edited and undone. Expected widths come from the text
/// layout (NSAttributedString.size()), colours from the runs' colours.
@MainActor @Suite struct AttributedTextEditingTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let big = UIFont.systemFont(ofSize: 28)
    static let small = UIFont.systemFont(ofSize: 12)

    /// "Big" in 28-point red, then "small" in 12-point blue.
    static func twoRuns() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Big", attributes: [.font: big, .foregroundColor: red])
        text.append(NSAttributedString(string: "small", attributes: [.font: small, .foregroundColor: blue]))
        return text
    }

    private func runs(of text: NSAttributedString?) -> [String] {
        guard let text else { return [] }
        var runs: [String] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let size = (attributes[.font] as? UIFont)?.pointSize ?? 0
            let colour = attributes[.foregroundColor] as? UIColor
            let name = colour == Self.red ? "red" : colour == Self.blue ? "blue" : "other"
            runs.append("\((text.string as NSString).substring(with: range)) \(Int(size)) \(name)")
        }
        return runs
    }

    @Test func aFieldKeepsEveryRunAndTakesTheFirstRunsFont() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        field.attributedText = Self.twoRuns()
        #expect(runs(of: field.attributedText) == ["Big 28 red", "small 12 blue"])
        #expect(field.text == "Bigsmall")
        #expect(field.font?.pointSize == 28 && field.textColor == Self.red)
        // The measured width is the runs' own, not the first font's over the whole text.
        let width = Self.twoRuns().size().width
        #expect(field.intrinsicContentSize.width == width.rounded(.up))
        #expect(width < "Bigsmall".size(withAttributes: [.font: Self.big]).width)
        // Setting the colour sets the whole text's; setting `text` makes it plain again.
        field.textColor = Self.blue
        #expect(runs(of: field.attributedText) == ["Big 28 blue", "small 12 blue"])
        field.text = "plain"
        #expect(runs(of: field.attributedText) == ["plain 28 blue"])
    }

    /// Each run is drawn in its colour where the layout puts it: red ink only before the
    /// first run's width, blue ink only after it.
    @Test(arguments: [1.0, 2.0]) func aFieldDrawsEachRunInItsColour(scale: CGFloat) throws {
        let scene = ControlStatePixels(width: 240, height: 60, scale: scale)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 220, height: 40))
        scene.window.addSubview(field)
        field.attributedText = Self.twoRuns()
        scene.compose()
        let bigWidth = NSAttributedString(string: "Big", attributes: [.font: Self.big]).size().width
        let total = Self.twoRuns().size().width
        func isRed(_ pixel: ShownRGB) -> Bool { pixel.red - pixel.blue > 80 }
        func isBlue(_ pixel: ShownRGB) -> Bool { pixel.blue - pixel.red > 80 }
        // A point of margin on each side of the boundary for antialiasing.
        let first = scene.pixels(in: CGRect(x: 10, y: 10, width: bigWidth - 1, height: 40))
        let second = scene.pixels(in: CGRect(x: 10 + bigWidth + 1, y: 10, width: total - bigWidth, height: 40))
        #expect(first.contains(where: isRed) && !first.contains(where: isBlue))
        #expect(second.contains(where: isBlue) && !second.contains(where: isRed))
        // Nothing is drawn past the runs' width.
        let ink = try #require(scene.ink(in: CGRect(x: 10, y: 10, width: 220, height: 40)))
        #expect(CGFloat(ink.maxX) / scale <= 10 + total + 1, "ink to \(CGFloat(ink.maxX) / scale)")
        // The big run is taller: its ink reaches higher than the small run's.
        let bigInk = try #require(scene.ink(in: CGRect(x: 10, y: 10, width: bigWidth - 1, height: 40)))
        let smallInk = try #require(scene.ink(in: CGRect(x: 10 + bigWidth + 1, y: 10, width: total - bigWidth, height: 40)))
        #expect(bigInk.minY < smallInk.minY)
    }

    /// Typed text takes the attributes before the caret; the caret sits after the runs'
    /// width; undo brings a cut run back with its attributes.
    @Test func typingCuttingAndUndoingKeepTheRuns() {
        let harness = KeyboardHarness()
        let field = UITextField(frame: CGRect(x: 100, y: 100, width: 300, height: 40))
        harness.window.addSubview(field)
        field.attributedText = Self.twoRuns()
        #expect(field.becomeFirstResponder())
        harness.window.layoutIfNeeded()
        // Border .none: the text starts at the field's left edge.
        #expect(field.caretLayer.frame.minX == Self.twoRuns().size().width.rounded())
        harness.keyboard.type("er")
        #expect(runs(of: field.attributedText) == ["Big 28 red", "smaller 12 blue"])
        // Home, then type: the first run's attributes.
        harness.keyboard.press(usage: 0x4A)
        harness.keyboard.type("A")
        #expect(runs(of: field.attributedText) == ["ABig 28 red", "smaller 12 blue"])
        let pasteboard = UIPasteboard.general
        let saved = pasteboard.string
        defer { pasteboard.string = saved }
        harness.keyboard.control("a")
        harness.keyboard.control("x")
        #expect(field.text == "")
        harness.keyboard.control("z")
        #expect(runs(of: field.attributedText) == ["ABig 28 red", "smaller 12 blue"])
    }

    @Test func aTextViewKeepsEveryRunAndPlacesTheCaretAfterThem() {
        let harness = KeyboardHarness()
        let textView = UITextView(frame: CGRect(x: 100, y: 100, width: 300, height: 120))
        harness.window.addSubview(textView)
        textView.attributedText = Self.twoRuns()
        #expect(runs(of: textView.attributedText) == ["Big 28 red", "small 12 blue"])
        #expect(textView.font?.pointSize == 28)
        // One line, as wide as the runs measure, as tall as the tallest run.
        let size = Self.twoRuns().size()
        #expect(textView.textLayout.lines.count == 1)
        #expect(abs((textView.textLayout.lines.first?.width ?? 0) - size.width) < 0.01)
        let caret = textView.caretRect(forCluster: 8)
        #expect(caret.minX == (textView.textOrigin.x + size.width).rounded())
        #expect(textView.becomeFirstResponder())
        harness.keyboard.type("!")
        #expect(runs(of: textView.attributedText) == ["Big 28 red", "small! 12 blue"])
        harness.keyboard.control("z")
        #expect(runs(of: textView.attributedText) == ["Big 28 red", "small 12 blue"])
    }

    /// A colour set after the text was laid out is the one drawn (the layout carries the
    /// colour, so setting it lays the text out again), for plain and attributed text.
    @Test(arguments: [false, true]) func aTextViewDrawsTheColourSetLast(attributed: Bool) throws {
        let scene = ControlStatePixels(width: 240, height: 80, scale: 1)
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 220, height: 60))
        scene.window.addSubview(textView)
        if attributed { textView.attributedText = Self.twoRuns() } else { textView.text = "Bigsmall" }
        scene.compose()
        textView.textColor = Self.blue
        scene.compose()
        let pixels = scene.pixels(in: CGRect(x: 10, y: 10, width: 220, height: 60))
        #expect(pixels.contains { $0.blue - $0.red > 80 })
        #expect(!pixels.contains { $0.red - $0.blue > 80 })
    }
}
