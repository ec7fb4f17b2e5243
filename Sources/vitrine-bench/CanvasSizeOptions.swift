// Vitrine — Apache License 2.0
import ArgumentParser

/// The canvas a drawing benchmark draws on, 1080p by default: at least 300 pixels a side
/// (the matrix's largest shape is 256), at most 8192.
struct CanvasSizeOptions: ParsableArguments {
    @Option(help: "Canvas width in pixels.")
    var width = 1920

    @Option(help: "Canvas height in pixels.")
    var height = 1080

    func validate() throws {
        guard (300...8192).contains(width), (300...8192).contains(height) else {
            throw ValidationError("--width and --height must be 300…8192, got \(width)x\(height)")
        }
    }
}
