// Vitrine — Apache License 2.0
import Foundation

/// The real panel recordings vendored in Tests/Fixtures/touch-recordings (their README.md
/// says where they come from), as the end-to-end tests hand them to `vitrine` and the VM.
enum TouchRecordingsFolder {
    /// <repo>/Tests/Fixtures/touch-recordings, from this file's place in the repository.
    static let url = VirtualBoard.repositoryRoot.appendingPathComponent("Tests/Fixtures/touch-recordings")

    /// A fixture that is not where it should be. The recordings ship with the repository,
    /// so their absence is a broken checkout: the tests fail on it rather than skip.
    struct MissingFixture: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "missing test fixture \(path): the touch recordings belong in Tests/Fixtures/touch-recordings "
                + "of the repository (restore them with `git checkout -- Tests/Fixtures/touch-recordings`)"
        }
    }

    /// The path of one recording or description, or `MissingFixture` naming it.
    static func path(_ name: String) throws -> String {
        let path = url.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { throw MissingFixture(path: path) }
        return path
    }
}
