// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@Suite struct AttributeRunCacheTests {
    @Test func anImmutableStringIsEnumeratedOnce() {
        let cache = AttributeRunCache(capacity: 4)
        let text = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let first = cache.runs(of: text), second = cache.runs(of: text)
        #expect(cache.enumerations == 1)
        #expect(first.map(\.range) == [0..<5])
        #expect(second.map(\.range) == [0..<5])
        #expect((second[0].attributes[.font] as? UIFont)?.pointSize == 14)
    }

    /// A mutable string may change between draws: it is enumerated every time.
    @Test func aMutableStringIsEnumeratedOnEveryCall() {
        let cache = AttributeRunCache(capacity: 4)
        let text = NSMutableAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        #expect(cache.runs(of: text).map(\.range) == [0..<5])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
        #expect(cache.runs(of: text).map(\.range) == [0..<2, 2..<5])
        #expect(cache.enumerations == 2)
    }

    /// Past the capacity the entries are dropped, and a string is enumerated again.
    @Test func stringsPastTheCapacityAreEnumeratedAgain() {
        let cache = AttributeRunCache(capacity: 2)
        let strings = (0..<3).map { NSAttributedString(string: "\($0)") }
        for string in strings { _ = cache.runs(of: string) }
        _ = cache.runs(of: strings[0])
        #expect(cache.enumerations == 4)
    }

    /// The runs keep the attributes, not styles made of them: a dynamic colour of a cached
    /// string resolves for the trait collection current at each draw.
    @Test func dynamicColoursOfACachedStringResolveAtEveryDraw() {
        let colour = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        let text = NSAttributedString(string: "Hi", attributes: [.foregroundColor: colour])
        var light: CGColor?, dark: CGColor?
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { light = text.layoutRuns.first?.style.color }
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { dark = text.layoutRuns.first?.style.color }
        #expect(light == UIColor.black.cgColor)
        #expect(dark == UIColor.white.cgColor)
    }

    /// A string whose styles are fixed keeps its last layout: the second draw with the same
    /// options is answered from it, another width is laid out again.
    @Test func aFixedStringKeepsItsLastLayout() {
        let cache = AttributeRunCache(capacity: 4)
        let text = NSAttributedString(string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.red])
        let wide = TextLayout.Options(), narrow = TextLayout.Options(width: 60)
        let first = cache.layout(of: text, options: wide)
        let second = cache.layout(of: text, options: wide)
        #expect(cache.keptLayoutUses == 1)
        #expect(second.lines.count == 1 && second.size == first.size)
        // DejaVu Sans at 14 pt (advances in 1/2048 em × 14): "Hello" 35.5 px, " " 4.5 px,
        // "world" 38.6 px; 78.6 px in all, so a 60 px width breaks it into two lines.
        #expect(cache.layout(of: text, options: narrow).lines.count == 2)
        #expect(cache.keptLayoutUses == 1)
        #expect(cache.layout(of: text, options: narrow).lines.count == 2)
        #expect(cache.keptLayoutUses == 2)
        #expect(cache.enumerations == 1)
        #expect(second.styles.first?.color == UIColor.red.cgColor)
    }

    /// A dynamic colour may resolve differently at the next draw: no layout is kept, and each
    /// layout carries the colour of the traits current when it is made.
    @Test func aDynamicColourKeepsNoLayout() {
        let cache = AttributeRunCache(capacity: 4)
        let colour = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        let text = NSAttributedString(string: "Hi", attributes: [.foregroundColor: colour])
        var light: CGColor?, dark: CGColor?
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
            light = cache.layout(of: text, options: TextLayout.Options()).styles.first?.color
        }
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            dark = cache.layout(of: text, options: TextLayout.Options()).styles.first?.color
        }
        #expect(light == UIColor.black.cgColor)
        #expect(dark == UIColor.white.cgColor)
        #expect(cache.keptLayoutUses == 0)
    }

    /// A mutable paragraph style can change after the string is made: its alignment is read
    /// again at every layout.
    @Test func aMutableParagraphStyleIsReadAtEveryLayout() {
        let cache = AttributeRunCache(capacity: 4)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .left
        let text = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: paragraph])
        #expect(cache.styledRuns(of: text).first?.style.paragraph.alignment == .left)
        _ = cache.layout(of: text, options: TextLayout.Options(width: 200))
        paragraph.alignment = .right
        #expect(cache.styledRuns(of: text).first?.style.paragraph.alignment == .right)
        #expect(cache.layout(of: text, options: TextLayout.Options(width: 200)).styles.first?.paragraph.alignment == .right)
        #expect(cache.keptLayoutUses == 0)
    }

    /// An empty string lays out in one run of the default style (12 points, the size UIKit
    /// documents for text without a font attribute).
    @Test func anEmptyStringHasOneDefaultRun() {
        let cache = AttributeRunCache(capacity: 4)
        let runs = cache.styledRuns(of: NSAttributedString(string: ""))
        #expect(runs.count == 1 && runs.first?.range == 0..<0)
        #expect(runs.first?.style.pointSize == 12)
    }
}
