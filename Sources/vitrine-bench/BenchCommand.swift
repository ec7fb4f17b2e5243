// Vitrine — Apache License 2.0
//
// `vitrine-bench matrix`: the standard 2D matrix (bl_bench's shapes × solid/linear/pattern ×
// 8…256 px) plus full-screen fills, blits and text, each run through Vitrine and through
// Cairo in the same process on same-size ARGB32 canvases, with memset/memcpy of that
// canvas as the physical limit. Figures are printed, never asserted; build in release
// (`swift build -c release`, the portable build an app gets: the pixel kernels are chosen
// for the CPU at start).
import ArgumentParser
import Foundation

/// `vitrine-bench matrix`: Vitrine's rasterizer against Cairo, and against memory bandwidth.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Benchmark the rasterizer against Cairo and memset/memcpy.",
        discussion: "Build in release for meaningful figures: \(BuildFacts.buildHint)"
    )

    @Flag(help: "Print the results as JSON.")
    var json = false

    @Flag(help: "A fast smoke run: solid style, sizes 16 and 128, short timings.")
    var quick = false

    @Option(help: "Run only cases whose name contains this text (e.g. FillRectA, Linear, /64).")
    var filter: String?

    @Option(help: "Leave out cases whose name contains this text (e.g. Round, Pattern); repeatable.")
    var skip: [String] = []

    @OptionGroup var canvas: CanvasSizeOptions
    var width: Int { canvas.width }
    var height: Int { canvas.height }

    func run() throws {
        let cases = BenchCase.matrix(quick: quick, filter: filter, skip: skip)
        guard !cases.isEmpty else { throw ValidationError("no case matches --filter \(filter ?? "") --skip \(skip)") }
        let target = quick ? 0.005 : 0.05
        let runs = quick ? 1 : 3
        let log = { (line: String) in if !json { print(line) } }
        log(BuildFacts.summary)

        let assets = try BenchAssets(width: width, height: height)
        let vitrine = try VitrineBenchRenderer(width: width, height: height, assets: assets)
        let cairo = try CairoBenchRenderer(width: width, height: height, assets: assets)
        let memory = MemoryBandwidth(width: width, height: height, target: target, runs: runs)
        let framePixels = Double(width * height)

        log(String(format: "memset %.0f Mpix/s, memcpy %.0f Mpix/s on a %dx%d buffer\n",
                   memory.memsetPerSecond * framePixels / 1e6, memory.memcpyPerSecond * framePixels / 1e6, width, height))
        log(BenchReport.header)
        var results: [BenchResult] = []
        for (index, benchCase) in cases.enumerated() {
            let placements = Self.placements(for: benchCase, width: width, height: height)
            // The bandwidth goals compare with memset/memcpy measured next to the case.
            var adjacentLimit: Double? = nil
            if case .special(let special) = benchCase, special == .fullScreenOpaque || special == .imageBlitOpaque {
                let adjacent = MemoryBandwidth(width: width, height: height, target: target, runs: runs)
                adjacentLimit = (special == .fullScreenOpaque ? adjacent.memsetPerSecond : adjacent.memcpyPerSecond) * framePixels / 1e6
            }
            var rates: [Double] = []
            for renderer in [vitrine, cairo] as [any BenchRenderer] {
                try renderer.prepare(benchCase, placements: placements)
                rates.append(BenchTimer.rate(target: target, runs: runs, operation: renderer.draw, finish: renderer.flush))
            }
            var glyphs: Int? = nil
            if case .special(.text) = benchCase {
                glyphs = vitrine.glyphsPerLine
                // Cairo shaped the same string itself; compare glyphs per second, not lines.
                rates[1] *= Double(cairo.glyphsPerLine) / Double(max(1, vitrine.glyphsPerLine))
            }
            var result = BenchResult(name: benchCase.description, vitrineOpsPerSecond: rates[0], cairoOpsPerSecond: rates[1],
                                     pixelsPerOperation: benchCase.pixelsPerOperation(canvasWidth: width, canvasHeight: height),
                                     glyphsPerOperation: glyphs)
            result.adjacentLimitMegapixelsPerSecond = adjacentLimit
            results.append(result)
            log(BenchReport.row(result))
            if let limit = adjacentLimit {
                let reference = benchCase.description == BenchSpecial.fullScreenOpaque.rawValue ? "memset" : "memcpy"
                log(String(format: "  %@ right before it: %.0f Mpix/s (%.2f×)", reference, limit, result.vitrineMegapixelsPerSecond / limit))
            }
            if json {
                FileHandle.standardError.write(Data(String(format: "\r[%d/%d] %@ %.2f×        ", index + 1, cases.count,
                                                           result.name, result.ratio).utf8))
            } else {
                fflush(nil)  // all streams: rows appear as they are measured, even through a pipe
            }
        }
        if json { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }

        let report = BenchReport(
            canvas: "\(width)x\(height)", build: BuildFacts.build,
            cpu: BuildFacts.cpu,
            memsetMegapixelsPerSecond: memory.memsetPerSecond * framePixels / 1e6,
            memcpyMegapixelsPerSecond: memory.memcpyPerSecond * framePixels / 1e6,
            memsetGigabytesPerSecond: memory.memsetPerSecond * Double(memory.bytesPerFrame) / 1e9,
            memcpyGigabytesPerSecond: memory.memcpyPerSecond * Double(memory.bytesPerFrame) / 1e9,
            results: results)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(JSONReport(report)), as: UTF8.self))
        } else {
            print(report.text())
        }
    }

    /// 256 seeded placements; the seed comes from the case name, so a case always draws the same shapes.
    static func placements(for benchCase: BenchCase, width: Int, height: Int) -> BenchPlacements {
        // FNV-1a over the name: stable across runs and processes, unlike `Hasher`.
        var seed: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in benchCase.description.utf8 { seed = (seed ^ UInt64(byte)) &* 0x100_0000_01B3 }
        switch benchCase {
        case .shape(let shape, _, let size):
            return BenchPlacements(shape, size: size, count: 256, width: width, height: height, seed: seed)
        case .special(.text):
            return BenchPlacements(.fillRectAligned, size: 32, count: 256, width: width - 520, height: height, seed: seed)
        case .special:
            return BenchPlacements(.fillRectAligned, size: 8, count: 16, width: width, height: height, seed: seed)
        }
    }
}

/// The JSON form: the report plus its derived figures.
struct JSONReport: Encodable {
    let report: BenchReport

    init(_ report: BenchReport) { self.report = report }

    enum CodingKeys: String, CodingKey { case canvas, build, cpu, memory, cases, geometricMean, goals }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(report.canvas, forKey: .canvas)
        try c.encode(report.build, forKey: .build)
        try c.encode(report.cpu, forKey: .cpu)
        try c.encode([
            "memsetMpixPerSecond": report.memsetMegapixelsPerSecond, "memcpyMpixPerSecond": report.memcpyMegapixelsPerSecond,
            "memsetGBPerSecond": report.memsetGigabytesPerSecond, "memcpyGBPerSecond": report.memcpyGigabytesPerSecond,
        ], forKey: .memory)
        try c.encode(report.results.map { r in
            CaseFigures(name: r.name, vitrineOpsPerSecond: r.vitrineOpsPerSecond, cairoOpsPerSecond: r.cairoOpsPerSecond,
                        vitrineMpixPerSecond: r.vitrineMegapixelsPerSecond, cairoMpixPerSecond: r.cairoMegapixelsPerSecond,
                        glyphsPerOperation: r.glyphsPerOperation, ratio: r.ratio)
        }, forKey: .cases)
        try c.encode(report.geometricMean, forKey: .geometricMean)
        try c.encode(report.goals.map { GoalFigures(goal: $0.goal, measured: $0.measured, required: $0.required, met: $0.met) },
                     forKey: .goals)
    }

    struct CaseFigures: Encodable {
        let name: String
        let vitrineOpsPerSecond, cairoOpsPerSecond, vitrineMpixPerSecond, cairoMpixPerSecond: Double
        let glyphsPerOperation: Int?
        let ratio: Double
    }

    struct GoalFigures: Encodable {
        let goal: String
        let measured, required: Double
        let met: Bool
    }
}
