// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// `display.safe-area = [top, left, bottom, right]`: a panel's hidden edges, in points.
@Suite struct DisplaySafeAreaConfigurationTests {
    private func errors(_ text: String) -> [BoardConfigurationError] {
        switch BoardConfiguration.validate(text, file: "b.toml") {
        case .success: return []
        case .failure(let list): return list.errors
        }
    }

    @Test func absentMeansZero() throws {
        let board = try BoardConfiguration.parse("name = \"x\"\n", file: "b.toml")
        #expect(board.display.safeArea == DisplayConfiguration.SafeArea())
    }

    @Test func fourNumbersAreTopLeftBottomRight() throws {
        let board = try BoardConfiguration.parse("name = \"x\"\n[display]\nsafe-area = [20, 8.5, 0, 12]\n", file: "b.toml")
        #expect(board.display.safeArea == DisplayConfiguration.SafeArea(top: 20, left: 8.5, bottom: 0, right: 12))
    }

    @Test func badValuesNameTheFileLineAndKey() {
        let count = errors("name = \"x\"\n[display]\nsafe-area = [20, 0, 0]\n")
        #expect(count.map(\.description) == ["b.toml:3: display.safe-area: has 3 numbers; give four, [top, left, bottom, right], in points"])
        let negative = errors("name = \"x\"\n[display]\nrotation = 90\nsafe-area = [0, -4, 0, 0]\n")
        #expect(negative.map(\.description) == ["b.toml:4: display.safe-area[1]: -4 is outside 0…1000 points"])
        let text = errors("name = \"x\"\n[display]\nsafe-area = \"20\"\n")
        #expect(text.map(\.keyPath) == ["display.safe-area"])
        let element = errors("name = \"x\"\n[display]\nsafe-area = [0, 0, \"x\", 0]\n")
        #expect(element.map(\.keyPath) == ["display.safe-area[2]"])
    }
}
