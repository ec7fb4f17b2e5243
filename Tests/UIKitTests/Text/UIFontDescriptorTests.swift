// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Font descriptors: describing installed fonts and finding fonts from descriptions, with
/// the faces Debian's fonts-dejavu-core installs (Sans, Sans Bold, Sans Mono, Serif).
@MainActor @Suite struct UIFontDescriptorTests {
    @Test func aFontsDescriptorNamesItsFaceSizeAndTraits() {
        let bold = UIFont.boldSystemFont(ofSize: 20).fontDescriptor
        #expect(bold.postscriptName == "DejaVuSans-Bold")
        #expect(bold.pointSize == 20)
        #expect(bold.symbolicTraits.contains(.traitBold))
        #expect(!UIFont.systemFont(ofSize: 20).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(bold.object(forKey: .family) as? String == "DejaVu Sans")
    }

    @Test func symbolicTraitsPickTheFamilysFaceAtTheDescriptorsSize() {
        let regular = UIFont.systemFont(ofSize: 17)
        let descriptor = regular.fontDescriptor.withSymbolicTraits(.traitBold)!
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.fontName == "DejaVuSans-Bold")
        #expect(bold.pointSize == 17, "size 0 takes the descriptor's")
        #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
        // Taking bold away again gives the regular face.
        #expect(UIFont(descriptor: bold.fontDescriptor.withSymbolicTraits([])!, size: 0).fontName == regular.fontName)
        // Italic finds the same face italicSystemFont does (an oblique face when installed).
        let italic = UIFont(descriptor: regular.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)
        #expect(italic.fontName == UIFont.italicSystemFont(ofSize: 17).fontName)
    }

    @Test func aWeightTraitPicksTheClosestInstalledWeight() {
        let descriptor = UIFontDescriptor(fontAttributes: [
            .family: "DejaVu Sans",
            .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold.rawValue],
        ])
        #expect(UIFont(descriptor: descriptor, size: 15).fontName == "DejaVuSans-Bold")
        #expect(UIFont(descriptor: descriptor, size: 15).fontName == UIFont.systemFont(ofSize: 15, weight: .bold).fontName)
    }

    @Test func designsPickTheFamiliesStandingInForApples() {
        let base = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(UIFont(descriptor: base.withDesign(.monospaced)!, size: 0).familyName == "DejaVu Sans Mono")
        #expect(UIFont(descriptor: base.withDesign(.serif)!, size: 0).familyName == "DejaVu Serif")
        #expect(UIFont(descriptor: base.withDesign(.rounded)!, size: 0).familyName == "DejaVu Sans", "no rounded face is installed")
        let boldSerif = UIFont(descriptor: base.withDesign(.serif)!.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(boldSerif.fontName == "DejaVuSerif-Bold")
        #expect(base.withDesign(UIFontDescriptor.SystemDesign(rawValue: "unknown")) == nil)
    }

    @Test func aNamedFaceAndSizesFromTheDescriptor() {
        let named = UIFont(descriptor: UIFontDescriptor(name: "DejaVuSans-Bold", size: 20), size: 0)
        #expect(named.fontName == "DejaVuSans-Bold" && named.pointSize == 20)
        // No size anywhere: UIKit's default 12 points.
        #expect(UIFont(descriptor: UIFontDescriptor(), size: 0).pointSize == 12)
        #expect(UIFontDescriptor(name: "DejaVu Sans", size: 9).withSize(11).pointSize == 11)
    }

    @Test func aTextStylesDescriptorKeepsDynamicType() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        let font = UIFont(descriptor: descriptor, size: 0)
        let preferred = UIFont.preferredFont(forTextStyle: .headline)
        #expect(font.pointSize == preferred.pointSize)
        #expect(font.fontName == preferred.fontName)
        // It scales with the content size category as the preferred font does.
        #expect(font.scaled(for: .extraExtraExtraLarge)?.pointSize == preferred.scaled(for: .extraExtraExtraLarge)?.pointSize)
        // A bold headline at its own size, still a headline.
        let bold = UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold.fontName == "DejaVuSans-Bold" && bold.pointSize == preferred.pointSize)
    }

    @Test func matchingDescriptorsListTheFamilysFacesWithTheTraits() {
        let bold = UIFont.boldSystemFont(ofSize: 10).fontDescriptor
        let matches = bold.matchingFontDescriptors(withMandatoryKeys: [.family, .traits])
        #expect(matches.contains { $0.postscriptName == "DejaVuSans-Bold" })
        #expect(matches.allSatisfy { $0.symbolicTraits.contains(.traitBold) })
    }
}
