// Vitrine — Apache License 2.0
import CoreGraphics
import Foundation

/// One of the two engines the benchmark runs the same cases through.
protocol BenchRenderer: AnyObject {
    /// "Vitrine" or "Cairo".
    var name: String { get }
    /// Clears the canvas to opaque white and readies `benchCase` drawn at `placements`.
    func prepare(_ benchCase: BenchCase, placements: BenchPlacements) throws
    /// Draws operation `index` (an index into the placements).
    func draw(_ index: Int)
    /// Makes sure all drawing is done, so it falls inside the timed interval.
    func flush()
}
