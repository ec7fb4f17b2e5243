// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

private func rgba(_ color: UIColor) -> [CGFloat] {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
    let converted = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(converted)
    return [r, g, b, a]
}

@Suite struct UIColorTests {
    @Test func namedColorsHaveApplesComponents() {
        #expect(rgba(.black) == [0, 0, 0, 1])
        let third: CGFloat = 1.0 / 3.0, twoThirds: CGFloat = 2.0 / 3.0
        #expect(rgba(.darkGray) == [third, third, third, 1])
        #expect(rgba(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
        #expect(rgba(.white) == [1, 1, 1, 1])
        #expect(rgba(.gray) == [0.5, 0.5, 0.5, 1])
        #expect(rgba(.red) == [1, 0, 0, 1])
        #expect(rgba(.green) == [0, 1, 0, 1])
        #expect(rgba(.blue) == [0, 0, 1, 1])
        #expect(rgba(.cyan) == [0, 1, 1, 1])
        #expect(rgba(.yellow) == [1, 1, 0, 1])
        #expect(rgba(.magenta) == [1, 0, 1, 1])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(rgba(.purple) == [0.5, 0, 0.5, 1])
        #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(rgba(.clear) == [0, 0, 0, 0])
    }

    @Test func initializersAndCGColorAgree() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.cgColor == CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(UIColor(white: 0.25, alpha: 1) == UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
    }

    @Test func withAlphaComponentKeepsTheColour() {
        #expect(rgba(UIColor.red.withAlphaComponent(0.5)) == [1, 0, 0, 0.5])
    }

    @Test func equalityComparesComponents() {
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    @Test func getRedAcceptsNilPointers() {
        var alpha: CGFloat = -1
        #expect(UIColor.clear.getRed(nil, green: nil, blue: nil, alpha: &alpha))
        #expect(alpha == 0)
    }
}
