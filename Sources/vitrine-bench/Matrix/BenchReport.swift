// Vitrine — Apache License 2.0
import Foundation

/// One case's figures for both renderers.
struct BenchResult: Codable {
    let name: String
    let vitrineOpsPerSecond: Double
    let cairoOpsPerSecond: Double
    /// Nominal pixels per operation (0 for text).
    let pixelsPerOperation: Double
    /// Glyphs per operation (text only).
    let glyphsPerOperation: Int?
    /// For the cases with a memory-bandwidth goal: memset (opaque fill) or memcpy (blit) of
    /// the canvas in Mpix/s, measured right before the case. On a shared machine the figure
    /// from the start of the run can be minutes and other processes' builds away.
    var adjacentLimitMegapixelsPerSecond: Double? = nil

    /// Vitrine ÷ Cairo: above 1, Vitrine is faster.
    var ratio: Double { vitrineOpsPerSecond / cairoOpsPerSecond }
    var vitrineMegapixelsPerSecond: Double { vitrineOpsPerSecond * pixelsPerOperation / 1e6 }
    var cairoMegapixelsPerSecond: Double { cairoOpsPerSecond * pixelsPerOperation / 1e6 }
}

/// A goal from the issue: reported, never asserted.
struct BenchGoal: Codable {
    let goal: String
    let measured: Double
    let required: Double
    var met: Bool { measured >= required }
}

/// Everything one `vitrine bench` run measured.
struct BenchReport: Codable {
    let canvas: String
    let build: String
    let cpu: String
    let memsetMegapixelsPerSecond: Double
    let memcpyMegapixelsPerSecond: Double
    let memsetGigabytesPerSecond: Double
    let memcpyGigabytesPerSecond: Double
    let results: [BenchResult]

    /// Geometric mean of Vitrine ÷ Cairo over every case run.
    var geometricMean: Double {
        guard !results.isEmpty else { return .nan }
        return exp(results.map { log($0.ratio) }.reduce(0, +) / Double(results.count))
    }

    /// The four goals, for the cases this run measured.
    var goals: [BenchGoal] {
        var goals = [BenchGoal(goal: "geometric mean Vitrine/Cairo", measured: geometricMean, required: 3)]
        func result(_ special: BenchSpecial) -> BenchResult? { results.first { $0.name == special.rawValue } }
        if let r = result(.fullScreenOpaque) {
            let memset = r.adjacentLimitMegapixelsPerSecond ?? memsetMegapixelsPerSecond
            goals.append(BenchGoal(goal: "opaque full-screen fill / memset", measured: r.vitrineMegapixelsPerSecond / memset, required: 0.9))
        }
        if let r = result(.fullScreenBlended) {
            goals.append(BenchGoal(goal: "50 % blended full-screen fill / Cairo", measured: r.ratio, required: 1.5))
        }
        if let r = result(.imageBlitOpaque) {
            let memcpy = r.adjacentLimitMegapixelsPerSecond ?? memcpyMegapixelsPerSecond
            goals.append(BenchGoal(goal: "opaque image blit / memcpy", measured: r.vitrineMegapixelsPerSecond / memcpy, required: 0.8))
        }
        return goals
    }

    /// The table's column titles.
    static let header = "case".padding(toLength: 28, withPad: " ", startingAt: 0)
        + "Vitrine ops/s    Mpix/s    Cairo ops/s    Mpix/s   V/C"

    /// One table row, printed as soon as the case is measured, so a crash keeps what came before.
    static func row(_ r: BenchResult) -> String {
        let name = r.name.padding(toLength: 28, withPad: " ", startingAt: 0)
        if let glyphs = r.glyphsPerOperation {
            return name + String(format: "%10.0f glyph/ms            %10.0f glyph/ms      %5.2f×",
                                 r.vitrineOpsPerSecond * Double(glyphs) / 1000, r.cairoOpsPerSecond * Double(glyphs) / 1000, r.ratio)
        }
        return name + String(format: "%13.0f %9.1f %14.0f %9.1f %6.2f×", r.vitrineOpsPerSecond, r.vitrineMegapixelsPerSecond,
                             r.cairoOpsPerSecond, r.cairoMegapixelsPerSecond, r.ratio)
    }

    /// The summary after the rows: memory limits, geometric mean, goals.
    /// The two bandwidth goals use memset/memcpy measured right before their case.
    func text() -> String {
        var lines: [String] = [""]
        lines.append("canvas \(canvas), premultiplied ARGB32, both renderers")
        lines.append(String(format: "memset %.0f Mpix/s (%.1f GB/s), memcpy %.0f Mpix/s (%.1f GB/s) on the same buffer size",
                            memsetMegapixelsPerSecond, memsetGigabytesPerSecond, memcpyMegapixelsPerSecond, memcpyGigabytesPerSecond))
        lines.append(String(format: "geometric mean Vitrine/Cairo over %d cases: %.2f×", results.count, geometricMean))
        lines.append("goals (reported, not asserted):")
        for goal in goals {
            lines.append(String(format: "  %@ %-40@ %.2f (goal ≥ %.2f)", goal.met ? "met    " : "NOT met", goal.goal, goal.measured, goal.required))
        }
        return lines.joined(separator: "\n")
    }
}
