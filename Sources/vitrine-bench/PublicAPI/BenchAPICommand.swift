// Vitrine — Apache License 2.0
//
// `vitrine-bench api`: the public-API matrix. Every case draws what an app's `draw(_:)`
// writes (UIRectFill, every CGBlendMode, clear, UIImage drawing, tiling, gradients, text,
// dashed UIBezierPath strokes, shadows) next to the same drawing in Cairo, on same-size ARGB32
// canvases; `.copy` and `.clear` full-canvas fills are also compared with memset. Figures are
// printed, never asserted.
import ArgumentParser
import CoreGraphics
import Foundation

struct BenchAPICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Benchmark the UIKit / Core Graphics calls apps make against the same drawing in Cairo.",
        discussion: "Build in release for meaningful figures: swift build -c release --product vitrine-bench"
    )

    @Flag(help: "A fast smoke run: short timings.")
    var quick = false

    @Option(help: "Run only cases whose name contains this text (e.g. BlendMode, UIImage).")
    var filter: String?

    @OptionGroup var canvas: CanvasSizeOptions
    var width: Int { canvas.width }
    var height: Int { canvas.height }

    func run() throws {
        print(BuildFacts.summary)
        let (quick, filter, width, height) = (quick, filter, width, height)
        try MainActor.assumeIsolated {
            let bench = try APIBenchmark(width: width, height: height)
            try bench.run(quick: quick, filter: filter)
        }
    }
}
