// Vitrine — Apache License 2.0
import Foundation
import Logging
import VitrineTesting
import Testing
@testable import UIKitCore

/// `UIColor(named:)` reads colour sets from an asset catalog folder as Xcode writes them.
@MainActor @Suite(.serialized) struct UIColorNamedTests {
    /// A bundle folder with `Assets.xcassets` holding `sets` (name → Contents.json text).
    static func makeBundle(_ sets: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "vitrine-colors-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Assets.xcassets", withIntermediateDirectories: true)
        for (name, json) in sets {
            let folder = "\(root)/Assets.xcassets/\(name).colorset"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: folder + "/Contents.json", contents: Data(json.utf8)))
        }
        return root
    }

    static func entry(_ components: String, space: String = "srgb", dark: Bool = false) -> String {
        let appearances = dark ? #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],"# : ""
        return #"{ \#(appearances) "color" : { "color-space" : "\#(space)", "components" : { \#(components) } }, "idiom" : "universal" }"#
    }

    static func contents(_ entries: String...) -> String {
        #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    static func components(_ color: UIColor?, _ style: UIUserInterfaceStyle) -> [Int]? {
        guard let c = color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).cgColor.components else { return nil }
        return c.map { Int(($0 * 255).rounded()) }
    }

    @Test func readsFloatIntegerAndHexComponentsAndTheDarkVariant() throws {
        let root = try Self.makeBundle([
            "Brand": Self.contents(
                Self.entry(#""alpha" : "1.000", "blue" : "0.200", "green" : "0.400", "red" : "0.800""#),
                Self.entry(#""alpha" : "1.000", "blue" : "0x33", "green" : "0x22", "red" : "0x11""#, dark: true)),
            "Bytes": Self.contents(Self.entry(#""alpha" : "0.500", "blue" : "255", "green" : "128", "red" : "0""#)),
            "Ink": Self.contents(Self.entry(#""alpha" : "1.000", "white" : "0.500""#, space: "gray-gamma-22")),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bundle = try #require(Bundle(path: root))

        let brand = UIColor(named: "Brand", in: bundle, compatibleWith: nil)
        #expect(Self.components(brand, .light) == [204, 102, 51, 255])
        #expect(Self.components(brand, .dark) == [17, 34, 51, 255])
        #expect(Self.components(UIColor(named: "Bytes", in: bundle, compatibleWith: nil), .light) == [0, 128, 255, 128])
        #expect(Self.components(UIColor(named: "Ink", in: bundle, compatibleWith: nil), .dark) == [128, 128, 128, 255])
    }

    @Test func theDarkAppearanceIsChosenByTraits() throws {
        let root = try Self.makeBundle([
            "Surface": Self.contents(
                Self.entry(#""alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000""#),
                Self.entry(#""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000""#, dark: true)),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bundle = try #require(Bundle(path: root))
        let dynamic = try #require(UIColor(named: "Surface", in: bundle, compatibleWith: nil))
        #expect(dynamic.isDynamic)
        #expect(Self.components(dynamic, .light) == [255, 255, 255, 255])
        #expect(Self.components(dynamic, .dark) == [0, 0, 0, 255])
        let fixedDark = UIColor(named: "Surface", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        #expect(fixedDark == .black)
        // A view in a dark window shows the dark variant.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        view.overrideUserInterfaceStyle = .dark
        view.backgroundColor = dynamic
        #expect(view.layer.backgroundColor == UIColor.black.cgColor)
    }

    @Test func aMissingColourIsNil() throws {
        let root = try Self.makeBundle([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(UIColor(named: "Nowhere", in: try #require(Bundle(path: root)), compatibleWith: nil) == nil)
        #expect(UIColor(named: "Nowhere") == nil)
    }

    @Test func aMalformedColourSetIsNilAndLogsItsFile() throws {
        let root = try Self.makeBundle([
            "Broken": #"{ "colors" : [ { "color" : { "components" : { "red" : "lots" } } } ] }"#,
            "NotJSON": "colors = red",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bundle = try #require(Bundle(path: root))
        let recorder = RecordingLogHandler(keeping: .error)
        let previous = colorLogger
        colorLogger = Logger(label: "test") { _ in recorder }
        defer { colorLogger = previous }

        #expect(UIColor(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "NotJSON", in: bundle, compatibleWith: nil) == nil)
        let messages = recorder.messages
        #expect(messages.count == 2)
        #expect(messages.first?.contains("Broken.colorset/Contents.json") == true)
        #expect(messages.first?.contains("\"red\"") == true)
        #expect(messages.last?.contains("NotJSON.colorset/Contents.json: is not valid JSON") == true)
    }
}
