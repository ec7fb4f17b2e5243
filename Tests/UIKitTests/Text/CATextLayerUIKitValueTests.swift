// Vitrine — Apache License 2.0
// iOS code hands a text layer UIKit's objects: a UIFont as its font (a CTFont on Apple),
// UIFont and UIColor attributes in its attributed string.
import Foundation
import Testing
@testable import UIKitCore

@MainActor @Suite struct CATextLayerUIKitValueTests {
    /// The pixels of a 200 × 50 text layer showing `string`, set up by `configure`.
    private func pixels(_ string: Any, _ configure: (CATextLayer) -> Void = { _ in }) throws -> [UInt32] {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        layer.string = string
        configure(layer)
        layer.displayIfNeeded()
        let bitmap = try #require((layer.contents as? CGImage)?.bitmap)
        return (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap[x, y] } }
    }

    @Test func aUIFontIsALayersFontWhoseSizeIsIgnored() throws {
        let bold = UIFont.boldSystemFont(ofSize: 9)
        let withUIFont = try pixels("Bold") { $0.font = bold }
        #expect(withUIFont == (try pixels("Bold") { $0.font = bold.fontFace }), "the UIFont's face, at fontSize (36)")
        #expect(withUIFont != (try pixels("Bold")), "not the default font")
    }

    @Test func uiKitFontAndColourAttributesAreHonoured() throws {
        let bold = UIFont.boldSystemFont(ofSize: 30)
        let attributed = try pixels(NSAttributedString(string: "Sale", attributes: [.font: bold, .foregroundColor: UIColor.red]))
        let plain = try pixels("Sale") { layer in
            layer.font = bold.fontFace
            layer.fontSize = 30
            layer.foregroundColor = UIColor.red.cgColor
        }
        #expect(attributed.contains(0xFFFF_0000) && attributed == plain, "bold red 30 pt, drawn as the same plain string")
    }
}
