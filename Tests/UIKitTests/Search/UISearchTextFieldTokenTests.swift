// Vitrine — Apache License 2.0
// Search tokens: the API UIKit documents (tokens before the text, `textualRange` the text
// alone, `replaceTextualPortion` turning typed text into a token), the backspace that
// selects then removes the last token, and the chips as drawn (UISearchTextField+Tokens.swift
// metrics; `.systemRed` and `.systemBlue` are UIKit's documented light-mode values).
import Testing
@testable import UIKitCore

@MainActor @Suite struct UISearchTextFieldTokenTests {
    @Test func tokensAreInsertedRemovedAndKeepTheirObjects() {
        let field = UISearchBar(frame: .zero).searchTextField
        let red = UISearchToken(icon: UIImage(systemName: "circle.fill"), text: "Red")
        red.representedObject = 17
        let blue = UISearchToken(icon: nil, text: "Blue")
        #expect(field.tokens.isEmpty && field.allowsDeletingTokens && field.allowsCopyingTokens && field.tokenBackgroundColor == nil)
        field.insertToken(blue, at: 0)
        field.insertToken(red, at: 0)
        #expect(field.tokens == [red, blue] && field.tokens[0].representedObject as? Int == 17)
        field.removeToken(at: 5)  // out of range: ignored
        field.removeToken(at: 1)
        #expect(field.tokens == [red])
        field.tokens = [blue, red]
        #expect(field.tokens.map(\.text) == ["Blue", "Red"])
    }

    /// Typed text becomes a token: "red shoes" with its first three characters replaced
    /// keeps " shoes"; the whole `textualRange` leaves no text.
    @Test func replacingTheTextualPortionMakesAToken() {
        let field = UISearchTextField(frame: .zero)
        field.text = "red shoes"
        let range = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 3)!)!
        let red = UISearchToken(icon: nil, text: "Red")
        field.replaceTextualPortion(of: range, with: red, at: 0)
        #expect(field.text == " shoes" && field.tokens == [red])
        #expect(field.offset(from: field.textualRange.start, to: field.textualRange.end) == 6)
        let shoes = UISearchToken(icon: nil, text: "Shoes")
        field.replaceTextualPortion(of: field.textualRange, with: shoes, at: 1)
        #expect(field.text == "" && field.tokens == [red, shoes])
    }

    /// Backspace deletes the text first; at the start of the text it selects the last
    /// token, then removes it. Typing replaces a selected token. With
    /// `allowsDeletingTokens` false, the tokens stay.
    @Test func backspaceAtTheStartSelectsThenRemovesTheLastToken() {
        let harness = TouchHarness()
        let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        harness.window.addSubview(field)
        let a = UISearchToken(icon: nil, text: "A"), b = UISearchToken(icon: nil, text: "B")
        field.tokens = [a, b]
        field.text = "x"
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        field.deleteBackward()
        #expect(field.text == "" && field.tokens == [a, b] && field.selectedTokenIndex == nil)
        field.deleteBackward()
        #expect(field.tokens == [a, b] && field.selectedTokenIndex == 1)
        field.deleteBackward()
        #expect(field.tokens == [a] && field.selectedTokenIndex == nil)
        field.deleteBackward()
        #expect(field.selectedTokenIndex == 0)
        field.insertText("q")
        #expect(field.tokens.isEmpty && field.text == "q")

        field.tokens = [a]
        field.allowsDeletingTokens = false
        field.text = ""
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.tokens == [a] && field.selectedTokenIndex == nil)
    }

    /// The chip is drawn after the magnifier and the text starts after it. In a search bar
    /// at x 0…320 the field spans 8…312 and y 20…56 (SearchBarPixelTests); the magnifier's
    /// 20-point box ends at 8 + 8 + 20 = 36, the chip starts 6 points on (42) and is 26
    /// points tall, centred (y 25…51). Its fill is `tokenBackgroundColor` (`.systemRed`,
    /// (255, 59, 48)), the tint (`.systemBlue`, (0, 122, 255)) once a backspace selects it.
    @Test(arguments: [1.0, 2.0]) func theChipIsDrawnBeforeTheText(scale: CGFloat) {
        let scene = ControlStatePixels(width: 320, height: 80, scale: scale)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 10, width: 320, height: 56))
        bar.searchBarStyle = .minimal
        scene.window.addSubview(bar)
        let field = bar.searchTextField
        field.tokenBackgroundColor = .systemRed
        field.tokens = [UISearchToken(icon: nil, text: "Red")]
        scene.compose()
        #expect(scene[43, 38] == ShownRGB(255, 59, 48), "\(scene[43, 38])")
        #expect(scene[43, 24].isClose(to: SearchBarPixelTests.fieldFill), "\(scene[43, 24])")
        #expect(scene[40, 38].isClose(to: SearchBarPixelTests.fieldFill), "\(scene[40, 38])")
        // The chip: 6 + the text's width + 6; the text starts 6 points after it.
        let textWidth = "Red".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width.rounded(.up)
        let chipEnd = 42 + 12 + textWidth
        #expect(scene[chipEnd - 1, 38] == ShownRGB(255, 59, 48))
        #expect(scene[chipEnd + 1, 38].isClose(to: SearchBarPixelTests.fieldFill), "\(scene[chipEnd + 1, 38])")
        #expect(field.textRect(forBounds: field.bounds).minX == chipEnd - 8 + 6)

        #expect(field.becomeFirstResponder())
        field.deleteBackward()
        scene.compose()
        #expect(scene[43, 38] == ShownRGB(0, 122, 255), "\(scene[43, 38])")
    }
}
