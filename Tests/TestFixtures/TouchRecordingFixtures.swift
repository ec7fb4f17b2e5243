// Vitrine — Apache License 2.0
import Foundation

/// The real panel recordings vendored in Tests/Fixtures/touch-recordings (their README.md
/// says where they come from), found from this file's place in the repository. The
/// recordings ship with the repository, so their absence is a broken checkout: the tests
/// fail on it rather than skip.
public enum TouchRecordingFixtures {
    /// <repo>/Tests/Fixtures/touch-recordings; this file is <repo>/Tests/TestFixtures/….
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/touch-recordings")

    /// A fixture that is not where it should be.
    public struct MissingFixture: Error, CustomStringConvertible {
        public var path: String
        public var description: String {
            "missing test fixture \(path): the touch recordings belong in Tests/Fixtures/touch-recordings "
                + "of the repository (restore them with `git checkout -- Tests/Fixtures/touch-recordings`)"
        }
    }

    /// The path of one file of the folder, or `MissingFixture` naming it.
    public static func path(_ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { throw MissingFixture(path: path) }
        return path
    }

    /// The names of the folder's files, or `MissingFixture` naming the folder.
    public static func fileNames() throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { throw MissingFixture(path: folder.path) }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
    }
}
