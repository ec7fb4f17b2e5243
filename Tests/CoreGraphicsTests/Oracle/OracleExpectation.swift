// Vitrine — Apache License 2.0
import Foundation
import OracleSupport
import Testing
@testable import CoreGraphics

/// Renders `scene` with Vitrine and with Cairo and records a test issue unless they match
/// within `tolerance`. On failure the issue names a folder holding vitrine.png, cairo.png
/// and diff.png.
///
/// - Parameter knownIssue: a Vitrine defect already reported to its owner; a mismatch is then
///   recorded as a known issue (the test still runs and prints its figures, but does not
///   block), and a match prints that the marker can go. Never used to hide a new failure.
func expectMatchesCairo(_ scene: OracleScene, within tolerance: ComparisonTolerance, knownIssue: String? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
    let cairo = try CairoSceneRenderer.render(scene)
    let vitrine = VitrineSceneRenderer.render(scene)
    let comparison = ImageComparison(vitrine: vitrine, cairo: cairo, tolerance: tolerance)
    // VITRINE_ORACLE_VERBOSE=1 prints every comparison, to report the measured differences.
    if ProcessInfo.processInfo.environment["VITRINE_ORACLE_VERBOSE"] != nil {
        print("oracle \(scene.name): \(comparison.summary)\(knownIssue == nil ? "" : " (known issue)")")
    }
    if comparison.passes {
        if knownIssue != nil { print("oracle \(scene.name): matches now; its known-issue marker can be removed") }
        return
    }
    let folder = ImageComparison.writeArtifacts(name: scene.name, vitrine: vitrine, cairo: cairo)
    print("oracle \(scene.name): images in \(folder)")
    let message = "\(scene.name) differs from Cairo beyond \(tolerance):\n\(comparison)\nimages: \(folder)"
    if let knownIssue {
        withKnownIssue(Comment(rawValue: knownIssue)) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    } else {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
