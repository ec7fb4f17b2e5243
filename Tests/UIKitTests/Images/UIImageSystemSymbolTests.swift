// Vitrine — Apache License 2.0
import Logging
import VitrineTesting
import Testing
@testable import UIKitCore

/// `UIImage(systemName:)`: SF Symbol names drawn from the Material Icons font
/// (Debian's fonts-material-design-icons-iconfont, installed by scripts/setup).
@MainActor @Suite struct UIImageSystemSymbolTests {
    static let kioskNames = [
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "xmark", "checkmark", "plus", "minus",
        "magnifyingglass", "house", "gearshape", "info.circle", "exclamationmark.triangle", "cart", "person",
        "arrow.left", "arrow.right", "arrow.up", "arrow.down", "play", "pause", "stop", "trash", "star",
        "star.fill", "heart", "heart.fill", "bell", "lock", "lock.open", "wifi", "battery.100", "calendar",
        "clock", "envelope", "phone", "camera", "photo", "square.and.arrow.up", "ellipsis", "line.3.horizontal",
        "xmark.circle.fill", "checkmark.circle.fill", "questionmark.circle", "globe", "qrcode", "creditcard",
        "printer", "speaker.wave.2", "power",
    ]

    /// The fraction of the image's pixels that are mostly opaque.
    func ink(_ image: UIImage) -> Double {
        guard let bitmap = image.cgImage?.bitmap else { return 0 }
        var inked = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] >> 24 >= 128 { inked += 1 }
        }
        return Double(inked) / Double(bitmap.width * bitmap.height)
    }

    @Test func everyKioskSymbolHasInk() throws {
        #expect(Self.kioskNames.count >= 40)
        for name in Self.kioskNames {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(image.isSymbolImage && image.renderingMode == .alwaysTemplate, "\(name)")
            #expect(image.size == CGSize(width: 17, height: 17), "\(name)")
            // Thin glyphs (a minus) ink a few percent; none is blank or a filled square.
            let fraction = ink(image)
            #expect(fraction > 0.02 && fraction < 0.9, "\(name): \(fraction) inked")
        }
    }

    @Test func everyCatalogNameHasAGlyphInTheFont() {
        for name in SystemSymbolCatalog.codepoints.keys.sorted() {
            #expect(UIImage(systemName: name) != nil, "\(name)")
        }
    }

    @Test func aSymbolFillsItsSquareCentred() throws {
        // Material glyphs are drawn on a 24-unit grid with a 2-unit margin: a filled circle
        // 20 units wide is 20/24 of the image, centred.
        let image = try #require(UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 48)))
        let bitmap = try #require(image.cgImage?.bitmap)
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] >> 24 >= 128 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let side = Double(bitmap.width), expected = side * 20 / 24
        #expect(abs(Double(maxX - minX + 1) - expected) <= 2 && abs(Double(maxY - minY + 1) - expected) <= 2)
        #expect(abs(Double(minX + maxX + 1) / 2 - side / 2) <= 1.5 && abs(Double(minY + maxY + 1) / 2 - side / 2) <= 1.5)
    }

    @Test func heavierWeightsInkMore() throws {
        func inkOfMinus(_ weight: UIImage.SymbolWeight) throws -> Double {
            ink(try #require(UIImage(systemName: "minus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 48, weight: weight))))
        }
        let regular = try inkOfMinus(.regular), bold = try inkOfMinus(.bold), black = try inkOfMinus(.black)
        #expect(try inkOfMinus(.light) == regular)
        // The bar is 2 of 24 units high; bold adds 0.024 of the side above and below.
        #expect(bold > regular * 1.3 && black > bold, "regular \(regular), bold \(bold), black \(black)")
    }

    @Test func withoutTheFontSymbolsAreNilAndOneErrorNamesThePackage() {
        let recorder = RecordingLogHandler(keeping: .error)
        let previous = SystemSymbolCatalog.fontSource
        SystemSymbolCatalog.fontSource = .init(family: "No Such Icons", path: "/nonexistent/icons.ttf",
                                               logger: Logger(label: "test") { _ in recorder })
        defer { SystemSymbolCatalog.fontSource = previous }
        #expect(UIImage(systemName: "star") == nil)
        #expect(UIImage(systemName: "xmark") == nil)
        #expect(recorder.messages.count == 1)
        #expect(recorder.messages.first?.contains("fonts-material-design-icons-iconfont") == true)
    }

    @Test func aTintedSymbolKeepsItsColourWhenReconfigured() throws {
        let star = try #require(UIImage(systemName: "circle.fill"))
        let green = star.withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(green.isSymbolImage && green.renderingMode == .alwaysOriginal)
        let bigger = green.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(bigger.size == CGSize(width: 40, height: 40) && bigger.renderingMode == .alwaysOriginal)
        let bitmap = try #require(bigger.cgImage?.bitmap)
        #expect(bitmap[bitmap.width / 2, bitmap.height / 2] == ShownPixel.green)
    }

    @Test func anUnknownNameGivesNil() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
    }

    @Test func pointSizeAndScaleSizeTheSymbol() throws {
        let small = try #require(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        let large = try #require(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(small.size == CGSize(width: 17, height: 17) && large.size == CGSize(width: 34, height: 34))
        // Twice the side, four times the ink: the same share of the image.
        #expect(abs(ink(large) - ink(small)) < 0.05)
        let largeScale = try #require(UIImage(systemName: "star.fill", withConfiguration:
            UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)))
        #expect(largeScale.size == CGSize(width: 26, height: 26))
        let reconfigured = small.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30))
        #expect(reconfigured.size == CGSize(width: 30, height: 30) && reconfigured.isSymbolImage)
        #expect((reconfigured.symbolConfiguration?.pointSize) == 30)
    }

    @Test func aSymbolInAnImageViewShowsTheTint() throws {
        let scene = ImageViewScene()
        let view = UIImageView(image: try #require(UIImage(systemName: "circle.fill",
            withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))))
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        view.contentScaleFactor = 1
        scene.window.addSubview(view)
        scene.compose()
        #expect(scene[15, 15] == ShownPixel.red)
        #expect(scene[0, 0] == ShownPixel.white)  // the disc's corner is clear
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        scene.compose()
        #expect(scene[15, 15] == ShownPixel.blue)
    }

    /// A palette or hierarchical colour draws the symbol in that colour, shown as it is
    /// (Vitrine's symbols have one layer: the first colour).
    @Test func aColourConfigurationDrawsTheSymbolInItsColour() throws {
        let red = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.systemRed, .white])))
        #expect(red.renderingMode == .alwaysOriginal)
        let bitmap = try #require(red.cgImage?.bitmap)
        let opaque = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y] } }.filter { $0 >> 24 == 255 }
        #expect(!opaque.isEmpty)
        // systemRed, light: (255, 59, 48).
        #expect(opaque.allSatisfy { $0 == 0xFFFF_3B30 })
        // Applied over a plain symbol, the colour and the size both take effect.
        let plain = try #require(UIImage(systemName: "heart.fill"))
        let green = try #require(plain.applyingSymbolConfiguration(UIImage.SymbolConfiguration(hierarchicalColor: .systemGreen)))
        #expect(green.renderingMode == .alwaysOriginal && green.size == plain.size)
        let bigger = try #require(plain.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(bigger.size.height > plain.size.height)
        #expect(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34)) == nil, "not a symbol")
    }

    @Test func fontAndTextStyleConfigurationsTakeTheirSizeAndWeight() {
        let bold = UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 30))
        #expect(bold.pointSize == 30 && bold.weight == .bold)
        let body = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 20), scale: .large)
        #expect(body.pointSize == 20 && body.weight == .unspecified && body.scale == .large)
        let headline = UIImage.SymbolConfiguration(textStyle: .headline)
        #expect(headline.pointSize == UIFont.preferredFont(forTextStyle: .headline).pointSize)
        #expect(UIImage.SymbolConfiguration.preferringMulticolor() == .unspecified)
    }
}
