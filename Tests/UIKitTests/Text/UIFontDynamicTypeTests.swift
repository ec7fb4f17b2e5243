// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Dynamic Type fonts and metrics, against the sizes in Apple's HIG (Typography, iOS
/// Dynamic Type sizes).
@Suite struct UIFontDynamicTypeTests {
    private let large = UITraitCollection(preferredContentSizeCategory: .large)

    @Test func defaultSizesPerStyle() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: large).pointSize == size, "\(style.rawValue)")
        }
        // Without traits: the current traits' category, the screen's default .large.
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test func headlineIsSemiboldAndBodyRegular() {
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: large)
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: large)
        #expect(headline.fontFace === UIFont.systemFont(ofSize: 17, weight: .semibold).fontFace)
        #expect(body.fontFace === UIFont.systemFont(ofSize: 17).fontFace)
        #expect(headline.fontFace !== body.fontFace)
    }

    @Test func otherCategoriesFollowTheHIGTable() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
        }
        #expect(size(.body, .extraSmall) == 14)
        #expect(size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityMedium) == 28)
        #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.caption2, .extraSmall) == 11)
        #expect(size(.footnote, .extraLarge) == 15)
    }

    @Test func fontMetricsScaleAlongTheStylesCurve() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let custom = UIFont.systemFont(ofSize: 34)
        // Body grows 17 → 23 from Large to xxxLarge: 34 × 23 / 17 = 46.
        #expect(metrics.scaledFont(for: custom, compatibleWith: xxxl).pointSize == 46)
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 40, compatibleWith: xxxl).pointSize == 40)
        #expect(metrics.scaledFont(for: custom, compatibleWith: large).pointSize == 34)
        #expect(abs(metrics.scaledValue(for: 10, compatibleWith: xxxl) - 10 * 23 / 17) < 1e-9)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: large) == 10)
        // A scaled font remembers its curve: it rescales for another category.
        #expect(metrics.scaledFont(for: custom, compatibleWith: large).scaled(for: .extraSmall)?.pointSize == 28)
    }

    @Test func monospacedItalicAndDigitFontsMapToDejaVuFaces() {
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        #expect(mono.familyName == "DejaVu Sans Mono")
        #expect("iiii".size(withAttributes: [.font: mono]).width == "MMMM".size(withAttributes: [.font: mono]).width)
        let italic = UIFont.italicSystemFont(ofSize: 14)
        #expect(italic.fontName.contains("Oblique"))
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        let ones = "1111".size(withAttributes: [.font: digits]).width
        #expect(ones == "0000".size(withAttributes: [.font: digits]).width)
        #expect(ones == "8888".size(withAttributes: [.font: digits]).width)
    }

    @Test func metricsAreInPoints() {
        let font = UIFont.systemFont(ofSize: 20)
        // DejaVu Sans: ascender 1901, descender −483 of 2048 units.
        #expect(abs(font.ascender - 20 * 1901 / 2048) < 1e-9)
        #expect(abs(font.descender + 20 * 483 / 2048) < 1e-9)
        #expect(abs(font.lineHeight - 20 * 2384 / 2048) < 1e-9)
    }
}
