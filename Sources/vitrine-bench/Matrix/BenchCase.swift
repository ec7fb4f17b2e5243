// Vitrine — Apache License 2.0
//
// The benchmark matrix: the shapes of Blend2D's bl_bench (the standard 2D comparison),
// each with a solid, a linear-gradient and an image-pattern style at sizes 8…256, plus
// full-screen cases that sit next to the memory-bandwidth ceiling, and text.
import Foundation

/// A shape drawn many times at seeded random places.
enum BenchShape: String, CaseIterable, Sendable {
    case fillRectAligned = "FillRectA"
    case fillRectUnaligned = "FillRectU"
    case fillRectRotated = "FillRectRot"
    case fillRound = "FillRound"
    case fillTriangle = "FillTriangle"
    case fillPolygon10Winding = "FillPolyNZ10"
    case fillPolygon10EvenOdd = "FillPolyEO10"
    case fillPolygon20Winding = "FillPolyNZ20"
    case fillPolygon20EvenOdd = "FillPolyEO20"
    case fillPolygon40Winding = "FillPolyNZ40"
    case fillPolygon40EvenOdd = "FillPolyEO40"
    case strokeRect = "StrokeRect"
    case strokeRound = "StrokeRound"
    case strokePolygon = "StrokePoly10"

    /// Vertices of a random polygon, or nil for other shapes.
    var polygonVertices: Int? {
        switch self {
        case .fillTriangle: 3
        case .fillPolygon10Winding, .fillPolygon10EvenOdd, .strokePolygon: 10
        case .fillPolygon20Winding, .fillPolygon20EvenOdd: 20
        case .fillPolygon40Winding, .fillPolygon40EvenOdd: 40
        default: nil
        }
    }

    var isEvenOdd: Bool { [.fillPolygon10EvenOdd, .fillPolygon20EvenOdd, .fillPolygon40EvenOdd].contains(self) }
    var isStroke: Bool { [.strokeRect, .strokeRound, .strokePolygon].contains(self) }
}

/// How a shape is painted.
enum BenchStyle: String, CaseIterable, Sendable {
    /// A random colour with random alpha (128…255), blended source-over.
    case solid = "Solid"
    /// A two-stop linear gradient across the shape's box.
    case linear = "Linear"
    /// A 128×128 image scaled bilinearly onto the shape's box.
    case pattern = "Pattern"
}

/// Full-screen and text cases, each compared with a physical limit or Cairo.
enum BenchSpecial: String, CaseIterable, Sendable {
    case fullScreenOpaque = "FullScreenOpaque"
    case fullScreenBlended = "FullScreenBlend50"
    case imageBlitOpaque = "BlitOpaque"
    case imageBlitAlpha = "BlitAlpha"
    case text = "Text16px"
}

/// One measured case.
enum BenchCase: Sendable, CustomStringConvertible {
    case shape(BenchShape, BenchStyle, size: Int)
    case special(BenchSpecial)

    var description: String {
        switch self {
        case .shape(let shape, let style, let size): "\(shape.rawValue)/\(style.rawValue)/\(size)"
        case .special(let special): special.rawValue
        }
    }

    /// Pixels one operation nominally covers (the shape's box, as bl_bench counts), for Mpix/s.
    func pixelsPerOperation(canvasWidth: Int, canvasHeight: Int) -> Double {
        switch self {
        case .shape(_, _, let size): Double(size * size)
        case .special(.text): 0
        case .special: Double(canvasWidth * canvasHeight)
        }
    }

    /// Every case of the full matrix (or the smaller quick one): those containing `filter` when
    /// given, without those containing any text in `skip`.
    static func matrix(quick: Bool, filter: String?, skip: [String] = []) -> [BenchCase] {
        let sizes = quick ? [16, 128] : [8, 16, 32, 64, 128, 256]
        let styles: [BenchStyle] = quick ? [.solid] : BenchStyle.allCases
        var cases: [BenchCase] = []
        for shape in BenchShape.allCases {
            for style in styles {
                for size in sizes { cases.append(.shape(shape, style, size: size)) }
            }
        }
        cases += BenchSpecial.allCases.map { .special($0) }
        if let filter, !filter.isEmpty {
            cases = cases.filter { $0.description.localizedCaseInsensitiveContains(filter) }
        }
        for text in skip where !text.isEmpty {
            cases = cases.filter { !$0.description.localizedCaseInsensitiveContains(text) }
        }
        return cases
    }
}
