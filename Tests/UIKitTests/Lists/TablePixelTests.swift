// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A plain table composited at 1× and 2×, checked against the arithmetic of the metrics:
/// 44-point rows, a one-pixel separator at each row's last pixel row from the 20-point
/// margin of a regular width, the
/// grey selection fill, text centred in its row.
@MainActor @Suite struct TablePixelTests {
    /// The light separator colour, (60, 60, 67) at 29 %, over a white cell.
    static let separator = ShownRGB.over(white: (60, 60, 67), alpha: 0.29)
    static let white = ShownRGB(255, 255, 255)
    /// System grey 4, the selection fill.
    static let selected = ShownRGB(209, 209, 214)

    private func scene(scale: CGFloat) -> (ControlStatePixels, UITableView, NumberedRows) {
        let scene = ControlStatePixels(width: 300, height: 200, scale: scale)
        let source = NumberedRows(rows: [20])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        table.showsVerticalScrollIndicator = false
        scene.window.addSubview(table)
        scene.compose()
        // Cells made in the first pass are laid out again at the scene's scale.
        for cell in table.visibleCells { cell.setNeedsLayout() }
        scene.compose()
        return (scene, table, source)
    }

    @Test(arguments: [1.0, 2.0]) func separatorsAreOnePixelAtEachRowsBottom(scale: CGFloat) {
        let (scene, _, _) = scene(scale: scale)
        for row in 0..<4 {
            // The last pixel row of row `row`: 44(row + 1) − 1/scale points.
            let y = 44 * CGFloat(row + 1) - 1 / scale
            #expect(scene[21, y].isClose(to: Self.separator), "row \(row) separator at \(y): \(scene[21, y])")
            #expect(scene[290, y].isClose(to: Self.separator))
            #expect(scene[19, y] == Self.white, "inset 20 points (a regular width)")
            #expect(scene[20, y - 1 / scale] == Self.white, "one pixel thick")
        }
    }

    @Test(arguments: [1.0, 2.0]) func textIsCentredInItsRow(scale: CGFloat) throws {
        let (scene, table, _) = scene(scale: scale)
        // Ink of "Row 0.1" in the second row, left of x = 150, from the side margin (20
        // points: the scene's 1000-point screen is a regular width) plus the glyph's bearing.
        let margin = table.sideMargin
        let ink = try #require(scene.ink(in: CGRect(x: 0, y: 44, width: 150, height: 43)))
        #expect(CGFloat(ink.minX) / scale >= margin && CGFloat(ink.minX) / scale <= margin + 2, "text starts at the margin")
        let middle = (CGFloat(ink.minY) + CGFloat(ink.maxY + 1)) / 2 / scale
        // Cap-height text centred in the line: within 3 points of the row's middle (66).
        #expect(abs(middle - 66) <= 3, "ink middle \(middle)")
    }

    @Test(arguments: [1.0, 2.0]) func aSelectedRowIsFilledGrey(scale: CGFloat) {
        let (scene, table, _) = scene(scale: scale)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        scene.compose()
        #expect(scene[250, 50] == Self.selected)
        #expect(scene[250, 10] == Self.white)
    }
}
