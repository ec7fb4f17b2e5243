// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// `display.compositor-threads`: the board's override of how many threads repaint large damage.
@Suite struct DisplayCompositorThreadsConfigurationTests {
    private func errors(_ text: String) -> [BoardConfigurationError] {
        switch BoardConfiguration.validate(text, file: "b.toml") {
        case .success: return []
        case .failure(let list): return list.errors
        }
    }

    @Test func absentMeansOnePerAllowedCPU() throws {
        let board = try BoardConfiguration.parse("name = \"x\"\n", file: "b.toml")
        #expect(board.display.compositorThreads == nil)
    }

    @Test func aCountWithinOneToSixtyFourIsKept() throws {
        for count in [1, 4, 64] {
            let board = try BoardConfiguration.parse("name = \"x\"\n[display]\ncompositor-threads = \(count)\n", file: "b.toml")
            #expect(board.display.compositorThreads == count)
        }
    }

    @Test func badValuesNameTheFileLineAndKey() {
        let zero = errors("name = \"x\"\n[display]\nrotation = 90\ncompositor-threads = 0\n")
        #expect(zero.map(\.description) == [
            "b.toml:4: display.compositor-threads: 0 is outside 1…64; leave the key out for one thread per CPU the kiosk may use",
        ])
        let many = errors("name = \"x\"\n\n[display]\ncompositor-threads = 65\n")
        #expect(many.map(\.line) == [4])
        #expect(many.map(\.keyPath) == ["display.compositor-threads"])
        let text = errors("name = \"x\"\n[display]\ncompositor-threads = \"auto\"\n")
        #expect(text.map(\.keyPath) == ["display.compositor-threads"])
        #expect(text.map(\.line) == [3])
        let fraction = errors("name = \"x\"\n[display]\ncompositor-threads = 1.5\n")
        #expect(fraction.map(\.keyPath) == ["display.compositor-threads"])
    }
}
