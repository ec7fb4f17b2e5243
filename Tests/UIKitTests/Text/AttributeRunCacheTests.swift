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
}
