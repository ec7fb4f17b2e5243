// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// The system and semantic colours resolve to the values Apple publishes for each style.
@Suite struct UIColorSystemTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The colour's components in 0–255, and alpha, under `traits`.
    static func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        let c = color.resolvedColor(with: traits).cgColor.components!
        return [Int((c[0] * 255).rounded()), Int((c[1] * 255).rounded()), Int((c[2] * 255).rounded()), Int((c[3] * 100).rounded())]
    }

    @Test func systemColoursHaveTheHIGsLightAndDarkValues() {
        #expect(Self.rgba(.systemBlue, Self.light) == [0, 122, 255, 100])
        #expect(Self.rgba(.systemBlue, Self.dark) == [10, 132, 255, 100])
        #expect(Self.rgba(.systemRed, Self.light) == [255, 59, 48, 100])
        #expect(Self.rgba(.systemRed, Self.dark) == [255, 69, 58, 100])
        #expect(Self.rgba(.systemGreen, Self.dark) == [48, 209, 88, 100])
        #expect(Self.rgba(.systemTeal, Self.dark) == [64, 200, 224, 100])
        #expect(Self.rgba(.systemGray6, Self.light) == [242, 242, 247, 100])
        #expect(Self.rgba(.systemGray6, Self.dark) == [28, 28, 30, 100])
        #expect(Self.rgba(.systemGray2, Self.dark) == [99, 99, 102, 100])
    }

    @Test func semanticColoursFollowTheStyle() {
        #expect(Self.rgba(.systemBackground, Self.light) == [255, 255, 255, 100])
        #expect(Self.rgba(.systemBackground, Self.dark) == [0, 0, 0, 100])
        #expect(Self.rgba(.label, Self.light) == [0, 0, 0, 100])
        #expect(Self.rgba(.label, Self.dark) == [255, 255, 255, 100])
        #expect(Self.rgba(.secondaryLabel, Self.light) == [60, 60, 67, 60])
        #expect(Self.rgba(.secondaryLabel, Self.dark) == [235, 235, 245, 60])
        #expect(Self.rgba(.secondarySystemGroupedBackground, Self.dark) == [28, 28, 30, 100])
        #expect(Self.rgba(.separator, Self.light) == [60, 60, 67, 29])
        #expect(Self.rgba(.systemFill, Self.dark) == [120, 120, 128, 36])
        // Fixed in both styles.
        #expect(Self.rgba(.lightText, Self.dark) == [255, 255, 255, 60])
        #expect(Self.rgba(.darkText, Self.dark) == [0, 0, 0, 100])
    }

    @Test func anUnspecifiedStyleResolvesAsLight() {
        #expect(Self.rgba(.systemBackground, UITraitCollection()) == [255, 255, 255, 100])
    }

    @Test func systemColoursAreEqualAcrossReadsAndDifferFromEachOther() {
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue != UIColor.systemRed)
        #expect(UIColor.systemBlue.hashValue == UIColor.systemBlue.hashValue)
    }

    @Test func nanAndOutOfRangeComponentsClamp() {
        let color = UIColor(red: .nan, green: 2, blue: -1, alpha: .infinity)
        #expect(color.cgColor.components == [0, 1, 0, 1])
        let hsb = UIColor(hue: .nan, saturation: 5, brightness: 1, alpha: 1)
        #expect(hsb.cgColor.components == [1, 0, 0, 1])  // hue 0, full saturation: red
        #expect(UIColor(white: .nan, alpha: 0.5).cgColor.components == [0, 0, 0, 0.5])
    }

    @Test func hueSaturationBrightnessGivesTheRGBOfTheHSBModel() {
        #expect(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).cgColor.components == [0, 1, 0, 1])
        #expect(UIColor(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 1).cgColor.components == [0.5, 1, 1, 1])
    }
}
