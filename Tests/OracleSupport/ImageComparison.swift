// Vitrine — Apache License 2.0
//
// How two anti-aliased renderings of the same scene are compared. Two different
// rasterizers agree where a pixel is fully inside or outside every shape and differ a
// little where an edge crosses a pixel (Cairo's scan converter samples coverage on a
// grid; Vitrine accumulates exact area). So pixels are split by the reference image:
// a pixel whose 3×3 neighbourhood in the Cairo image is one flat colour is "interior"
// and must match within `interior` (0 = exact); any other pixel is an "edge" pixel and
// may differ by up to `edge` per channel. On top, at most `maxDifferingPercent` of all
// pixels may differ at all, so a systematic one-level drift cannot hide behind a
// generous edge allowance. (The idea of classifying by coverage follows cairo's own
// test harness and Skia Gold's fuzzy matching; the code is ours.)
import Foundation
import CoreGraphics

/// The comparison of a Vitrine rendering with the Cairo rendering of the same scene.
public struct ImageComparison: Sendable, CustomStringConvertible {
    public let tolerance: ComparisonTolerance
    public let pixelCount: Int
    public let interiorCount: Int
    public let maxInteriorDelta: Int
    public let maxEdgeDelta: Int
    public let differingCount: Int
    /// The largest differences, largest first (at most 8).
    public let worst: [PixelDifference]

    /// Compares `vitrine` against the reference `cairo`; both must have the same size.
    public init(vitrine: Bitmap, cairo: Bitmap, tolerance: ComparisonTolerance) {
        precondition(vitrine.width == cairo.width && vitrine.height == cairo.height,
                     "ImageComparison: sizes differ (\(vitrine.width)x\(vitrine.height) vs \(cairo.width)x\(cairo.height))")
        var interiorCount = 0, maxInterior = 0, maxEdge = 0, differing = 0
        var differences: [PixelDifference] = []
        for y in 0..<cairo.height {
            for x in 0..<cairo.width {
                let v = vitrine[x, y], c = cairo[x, y]
                let edge = !Self.isFlat(cairo, x: x, y: y)
                if !edge { interiorCount += 1 }
                guard v != c else { continue }
                let delta = Self.channelDelta(v, c)
                differing += 1
                if edge { maxEdge = max(maxEdge, delta) } else { maxInterior = max(maxInterior, delta) }
                differences.append(PixelDifference(x: x, y: y, vitrine: v, cairo: c, delta: delta, isEdge: edge))
            }
        }
        // Interior differences first (they matter most), then by size.
        differences.sort { ($0.isEdge ? 0 : 1000) + $0.delta > ($1.isEdge ? 0 : 1000) + $1.delta }
        self.tolerance = tolerance
        self.pixelCount = cairo.width * cairo.height
        self.interiorCount = interiorCount
        self.maxInteriorDelta = maxInterior
        self.maxEdgeDelta = maxEdge
        self.differingCount = differing
        self.worst = Array(differences.prefix(8))
    }

    /// Percent of all pixels that differ at all.
    public var differingPercent: Double { 100 * Double(differingCount) / Double(pixelCount) }

    /// True when every limit of the tolerance holds.
    public var passes: Bool {
        maxInteriorDelta <= tolerance.interior && maxEdgeDelta <= tolerance.edge
            && differingPercent <= tolerance.maxDifferingPercent
    }

    /// One line: the maxima and the differing share.
    public var summary: String {
        String(format: "%@ max Δ interior %d, edge %d; %.2f %% differ", passes ? "pass" : "FAIL",
               maxInteriorDelta, maxEdgeDelta, differingPercent)
    }

    public var description: String {
        var text = "max Δ interior \(maxInteriorDelta) (≤ \(tolerance.interior)), edge \(maxEdgeDelta) (≤ \(tolerance.edge)); "
        text += String(format: "%d of %d pixels differ (%.2f %%, ≤ %g %%); %d interior pixels",
                       differingCount, pixelCount, differingPercent, tolerance.maxDifferingPercent, interiorCount)
        if !worst.isEmpty { text += "\nworst: " + worst.map(\.description).joined(separator: "\n       ") }
        return text
    }

    /// The largest difference of the four channels of two pixels.
    public static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var delta = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            delta = max(delta, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        return delta
    }

    /// True when the 3×3 neighbourhood of (x, y), clipped to the image, is one colour.
    public static func isFlat(_ image: Bitmap, x: Int, y: Int) -> Bool {
        let centre = image[x, y]
        for ny in max(0, y - 1)...min(image.height - 1, y + 1) {
            for nx in max(0, x - 1)...min(image.width - 1, x + 1) where image[nx, ny] != centre {
                return false
            }
        }
        return true
    }

    /// A picture of the differences: matching pixels as a dim gray copy of the reference,
    /// differing edge pixels from yellow (Δ 1) to red (Δ ≥ 64), differing interior pixels magenta.
    public static func differenceImage(vitrine: Bitmap, cairo: Bitmap) -> Bitmap {
        // Same positive size as the inputs, so the initializer succeeds.
        let diff = Bitmap(width: cairo.width, height: cairo.height)!
        for y in 0..<cairo.height {
            for x in 0..<cairo.width {
                let v = vitrine[x, y], c = cairo[x, y]
                if v == c {
                    let gray = (((c >> 16) & 0xFF) + ((c >> 8) & 0xFF) + (c & 0xFF)) / 12 + 24
                    diff[x, y] = 0xFF00_0000 | gray << 16 | gray << 8 | gray
                } else if isFlat(cairo, x: x, y: y) {
                    diff[x, y] = 0xFFFF_00FF
                } else {
                    let delta = UInt32(min(64, channelDelta(v, c)))
                    let green = 255 - (delta * 255) / 64
                    diff[x, y] = 0xFFFF_0000 | green << 8
                }
            }
        }
        return diff
    }

    /// Writes vitrine.png, cairo.png and diff.png into a new temporary folder and returns its path.
    public static func writeArtifacts(name: String, vitrine: Bitmap, cairo: Bitmap) -> String {
        let safeName = String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitrine-oracle")
            .appendingPathComponent("\(safeName)-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try PNGEncoder.write(vitrine, toFile: folder.appendingPathComponent("vitrine.png").path)
            try PNGEncoder.write(cairo, toFile: folder.appendingPathComponent("cairo.png").path)
            try PNGEncoder.write(differenceImage(vitrine: vitrine, cairo: cairo),
                                 toFile: folder.appendingPathComponent("diff.png").path)
        } catch {
            return "\(folder.path) (writing failed: \(error))"
        }
        return folder.path
    }
}
