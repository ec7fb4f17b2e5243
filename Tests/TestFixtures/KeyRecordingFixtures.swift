// Vitrine — Apache License 2.0
import Foundation

/// The keyboard and scanner recordings in Tests/Fixtures/key-recordings (their README.md
/// says how they were made). A missing one is a broken checkout: tests fail on it.
public enum KeyRecordingFixtures {
    /// <repo>/Tests/Fixtures/key-recordings; this file is <repo>/Tests/TestFixtures/….
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/key-recordings")

    /// The path of one recording, or `TouchRecordingFixtures.MissingFixture` naming it.
    public static func path(_ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { throw TouchRecordingFixtures.MissingFixture(path: path) }
        return path
    }
}
