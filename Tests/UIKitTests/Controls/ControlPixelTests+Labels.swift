// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Where a label's ink lands: per alignment, and with the ellipsis a truncating label ends
/// or starts with.
extension ControlPixelTests {
    private func label(_ text: String, width: CGFloat, in scene: ControlStatePixels) -> UILabel {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: width, height: 30))
        label.text = text
        label.textColor = .black
        scene.window.addSubview(label)
        return label
    }

    @Test(arguments: [1.0, 2.0]) func labelAlignmentsPlaceTheInk(scale: CGFloat) throws {
        let scene = ControlStatePixels(width: 220, height: 50, scale: scale)
        let label = label("Kiosk", width: 200, in: scene)
        let area = label.frame
        let width = "Kiosk".size(withAttributes: [.font: label.font!]).width
        func inkRange() throws -> (CGFloat, CGFloat) {
            scene.compose()
            let ink = try #require(scene.ink(in: area))
            return (CGFloat(ink.minX) / scale, CGFloat(ink.maxX + 1) / scale)
        }
        // Left (and natural, left to right): the ink starts at the label's left edge, give or
        // take the first glyph's side bearing (under 2 points at 17 points).
        let left = try inkRange()
        #expect(left.0 >= 10 && left.0 <= 12, "left ink from \(left.0)")
        #expect(left.1 <= 10 + width + 1)
        // Centred: the text's advance centred in the 200 points, so its ink's middle is
        // within 2 points of x 110.
        label.textAlignment = .center
        let centre = try inkRange()
        #expect(abs((centre.0 + centre.1) / 2 - 110) <= 2, "centred ink \(centre)")
        // Right: the ink ends at the right edge (x 210) less the last glyph's bearing.
        label.textAlignment = .right
        let right = try inkRange()
        #expect(right.1 <= 210 && right.1 >= 207, "right ink to \(right.1)")
        #expect(abs((right.0 - left.0) - (200 - width)) <= 1, "moved by the free space, 200 − \(width)")
    }

    /// The vertical extent, in points, of the ink in the `columns` points at one end of the
    /// ink in `rect`: a dot of the ellipsis is short, a letter is not.
    private func inkHeight(at end: KeyPath<(minX: Int, minY: Int, maxX: Int, maxY: Int), Int>, columns: CGFloat,
                           in rect: CGRect, scene: ControlStatePixels) throws -> CGFloat {
        let ink = try #require(scene.ink(in: rect))
        let edge = CGFloat(ink[keyPath: end]) / scene.scale
        let strip = end == \.maxX
            ? CGRect(x: edge + 1 / scene.scale - columns, y: rect.minY, width: columns, height: rect.height)
            : CGRect(x: edge, y: rect.minY, width: columns, height: rect.height)
        let stripInk = try #require(scene.ink(in: strip))
        return CGFloat(stripInk.maxY - stripInk.minY + 1) / scene.scale
    }

    @Test(arguments: [1.0, 2.0]) func truncatedLabelsShowTheEllipsisAtTheCut(scale: CGFloat) throws {
        let scene = ControlStatePixels(width: 100, height: 50, scale: scale)
        let label = label("Welcome to the kiosk", width: 80, in: scene)
        let area = CGRect(x: 0, y: 0, width: 100, height: 50)
        // Tail (the default): the ink stays inside the 80 points and ends with a dot of
        // "…", about 2 points high at 17 points, where a letter would be 9 or more.
        scene.compose()
        let tail = try #require(scene.ink(in: area))
        #expect(CGFloat(tail.maxX + 1) / scale <= 90)
        let tailDot = try inkHeight(at: \.maxX, columns: 1.5, in: area, scene: scene)
        #expect(tailDot <= 3.5, "the last ink is \(tailDot) points high")
        // Head: the ink starts with the ellipsis at the left edge and ends with the text's
        // last letter, "k", as tall as an ascender.
        label.lineBreakMode = .byTruncatingHead
        scene.compose()
        let head = try #require(scene.ink(in: area))
        #expect(CGFloat(head.minX) / scale <= 12)
        let headDot = try inkHeight(at: \.minX, columns: 1.5, in: area, scene: scene)
        #expect(headDot <= 3.5, "the first ink is \(headDot) points high")
        let lastLetter = try inkHeight(at: \.maxX, columns: 1.5, in: area, scene: scene)
        #expect(lastLetter >= 8, "the last letter is \(lastLetter) points high")
    }
}
