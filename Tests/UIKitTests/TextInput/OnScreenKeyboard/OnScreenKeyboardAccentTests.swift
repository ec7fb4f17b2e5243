// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// Holding a letter on the on-screen keyboard for 0.5 s (Vitrine's delay) shows its
/// accented forms in a row above it; sliding picks one, lifting types it. Geometry from
/// OnScreenKeyboardHarness: on the US keys a unit is 100 points, a cap is inset 3 points
/// a side and 5 top and bottom of its 90-point row, so a variant cell is 100 × 80 and the
/// row sits 80 + 5 points above the cap's top.
@MainActor @Suite(.serialized) struct OnScreenKeyboardAccentTests {
    private func editField(_ harness: OnScreenKeyboardHarness, autocapitalization: UITextAutocapitalizationType = .none) -> UITextField {
        let field = UITextField(frame: CGRect(x: 100, y: 100, width: 300, height: 34))
        field.autocapitalizationType = autocapitalization
        harness.touches.window.addSubview(field)
        harness.tap(CGPoint(x: 150, y: 117))
        harness.finishSlide()
        return field
    }

    /// e is the top row's third key, slot x 200...300: its seven variants start at the
    /// slot's left edge, (200, 5 − 80 − 5 = −80), 700 wide. The finger goes down at
    /// x 250 (the first cell, è) and slides to x 350, the second cell: é.
    @Test func holdingEShowsItsAccentsAndSlidingPicksOne() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let field = editField(harness)
        let e = CGPoint(x: 250, y: 685)
        harness.touches.send(.began, e, at: 30)
        #expect(harness.keyboard.keysView.accentRow == nil)
        harness.touches.wait(until: 30.6)
        let row = harness.keyboard.keysView.accentRow
        #expect(row?.variants == ["è", "é", "ê", "ë", "ē", "ė", "ę"])
        #expect(row?.frame == CGRect(x: 200, y: -80, width: 700, height: 80))
        #expect(row?.selectedIndex == 0)
        #expect(harness.keyboard.keysView.popup == nil)
        harness.touches.send(.moved, CGPoint(x: 350, y: 600), at: 30.7)
        #expect(row?.selectedIndex == 1)
        harness.touches.send(.ended, CGPoint(x: 350, y: 600), at: 30.8)
        #expect(field.text == "é")
        #expect(harness.keyboard.keysView.accentRow == nil)
    }

    /// o is the top row's ninth key, slot 800...900: eight cells would end at 1600, so the
    /// row moves left to end at the keyboard's edge, x 200...1000. The finger, still at
    /// x 850, is over cell (850 − 200) / 100 = 6.5 → 6, ō, which lifting types.
    @Test func aRowNearTheRightEdgeMovesLeftAndLiftingTypesTheCellUnderTheFinger() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let field = editField(harness)
        let o = CGPoint(x: 850, y: 685)
        harness.touches.send(.began, o, at: 30)
        harness.touches.wait(until: 30.6)
        let row = harness.keyboard.keysView.accentRow
        #expect(row?.frame == CGRect(x: 200, y: -80, width: 800, height: 80))
        #expect(row?.selectedIndex == 6)
        harness.touches.send(.ended, o, at: 30.7)
        #expect(field.text == "ō")
    }

    /// With shift on (a sentence's start), the variants are capitals, and typing one
    /// turns shift off as a letter does.
    @Test func shiftedAccentsAreCapitals() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let field = editField(harness, autocapitalization: .sentences)
        harness.touches.send(.began, CGPoint(x: 250, y: 685), at: 30)
        harness.touches.wait(until: 30.6)
        let titles = harness.keyboard.keysView.accentRow?.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(titles == ["È", "É", "Ê", "Ë", "Ē", "Ė", "Ę"])
        harness.touches.send(.moved, CGPoint(x: 350, y: 685), at: 30.7)
        harness.touches.send(.ended, CGPoint(x: 350, y: 685), at: 30.8)
        #expect(field.text == "É")
        #expect(harness.keyboard.keysView.shift == .off)
    }

    /// A tap shorter than the delay types the letter and shows no row.
    @Test func aShortTapTypesTheLetter() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let field = editField(harness)
        harness.touches.send(.began, CGPoint(x: 250, y: 685), at: 30)
        harness.touches.send(.ended, CGPoint(x: 250, y: 685), at: 30.3)
        #expect(harness.keyboard.keysView.accentRow == nil)
        #expect(field.text == "e")
    }

    /// A held letter without variants (q) shows no row and types itself when it lifts.
    @Test func aHeldLetterWithoutAccentsTypesItself() {
        let harness = OnScreenKeyboardHarness(layout: .us)
        defer { harness.tearDown() }
        let field = editField(harness)
        harness.touches.send(.began, CGPoint(x: 50, y: 685), at: 30)
        harness.touches.wait(until: 30.6)
        #expect(harness.keyboard.keysView.accentRow == nil)
        harness.touches.send(.ended, CGPoint(x: 50, y: 685), at: 30.6)
        #expect(field.text == "q")
    }

    /// German keys, 11 units of 1000 / 11 = 90.9 points: s is the middle row's second
    /// key, slot 90.9...181.8; its row of ß ś š starts at 90.9 with 90.9-point cells, and
    /// the finger at the slot's centre is over the first: ß.
    @Test func theGermanKeysOfferAccentsToo() {
        let harness = OnScreenKeyboardHarness(layout: .de)
        defer { harness.tearDown() }
        let field = editField(harness)
        let s = CGPoint(x: 1000.0 / 11 * 1.5, y: 775)
        harness.touches.send(.began, s, at: 30)
        harness.touches.wait(until: 30.6)
        #expect(harness.keyboard.keysView.accentRow?.variants == ["ß", "ś", "š"])
        harness.touches.send(.ended, s, at: 30.7)
        #expect(field.text == "ß")
    }
}
