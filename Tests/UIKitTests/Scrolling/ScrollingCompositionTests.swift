// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A table scrolled by whole pixels is composed by shifting the pixels already on screen
/// (the compositor's scroll path) and still shows exactly what a fresh compositor draws.
@MainActor @Suite struct ScrollingCompositionTests {
    @Test(arguments: [1.0, 1.5, 2.0]) func aScrolledTableMatchesAFullRecomposition(scale: CGFloat) throws {
        let scene = ControlStatePixels(width: 300, height: 200, scale: scale)
        let source = NumberedRows(rows: [60])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        scene.window.addSubview(table)
        scene.compose()
        for cell in table.visibleCells { cell.setNeedsLayout() }
        scene.compose()
        // Whole points (whole pixels at every scale here: 2 pt is 3 px at 1.5), a jump,
        // and back up.
        var shiftedFrames = 0
        for offset in [2, 10, 56, 100, 98, 300, 240] as [CGFloat] {
            table.contentOffset = CGPoint(x: 0, y: offset)
            scene.compose()
            if scene.compositor.lastFrameStatistics.pixelsScrolled > 0 { shiftedFrames += 1 }
            let full = try #require(Compositor(pixelWidth: scene.compositor.screen.width, pixelHeight: scene.compositor.screen.height,
                                               scale: scale))
            full.compose([scene.window.layer])
            var differing = 0
            for y in 0..<full.screen.height {
                for x in 0..<full.screen.width where full.screen[x, y] != scene.compositor.screen[x, y] { differing += 1 }
            }
            #expect(differing == 0, "scale \(scale), offset \(offset): \(differing) pixels differ from a full recomposition")
        }
        // Every step but the 200-point jump (a whole view: nothing on screen to keep) shifts.
        #expect(shiftedFrames == 6)
    }
}

/// Scrolling a table draws only what scrolling brings: the rows coming on screen.
@MainActor @Suite struct ScrollingRedrawTests {
    /// Rows as a list app makes them: a title, a subtitle, a 40-point image and a chevron.
    private final class Rows: UITableViewDataSource {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            UIColor.systemOrange.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8).fill()
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row + 1)"
            content.secondaryText = "The row numbered \(indexPath.row + 1)"
            content.image = image
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// The layers of `layer`'s tree that wait to be drawn, named by their view's type (or
    /// their own, for layers without a view).
    private func layersNeedingDisplay(in layer: CALayer) -> [String] {
        guard !layer.isHidden else { return [] }
        let name = (layer.delegate as? UIView).map { "\(type(of: $0))" } ?? "\(type(of: layer))"
        return (layer.needsDisplay() ? [name] : []) + (layer.sublayers ?? []).flatMap { layersNeedingDisplay(in: $0) }
    }

    @Test func scrollingATableRedrawsOnlyTheRowsComingOnScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.layer.isHidden = false
        let rows = Rows()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = 64
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 3000)
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        for step in 0..<30 {
            var rowOf: [ObjectIdentifier: IndexPath] = [:]
            for cell in table.visibleCells { rowOf[ObjectIdentifier(cell)] = table.indexPath(for: cell) }
            table.contentOffset.y += step < 15 ? 7 : -5
            window.layoutIfNeeded()
            // Cells still showing the row they showed have nothing new to draw.
            var unexpected: [String] = []
            for cell in table.visibleCells where rowOf[ObjectIdentifier(cell)] == table.indexPath(for: cell) {
                unexpected += layersNeedingDisplay(in: cell.layer).map { "\($0) in row \(table.indexPath(for: cell)?.row ?? -1)" }
            }
            let cellLayers = Set(table.visibleCells.map { ObjectIdentifier($0.layer) })
            for sublayer in table.layer.sublayers ?? [] where !cellLayers.contains(ObjectIdentifier(sublayer)) {
                unexpected += layersNeedingDisplay(in: sublayer).map { "\($0) outside the cells" }
            }
            #expect(unexpected.isEmpty, "step \(step): \(unexpected)")
            window.layer.displayTreeIfNeeded()
        }
    }
}
