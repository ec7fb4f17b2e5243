// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// The list backgrounds of iOS 18 that take the style of the list they are in
/// (`listCell()`, `listHeader()`, `listFooter()`): Apple documents that they adopt the
/// containing list's style when updated for a new configuration state, and default to a
/// plain list's. Expected values are the fixed configurations of each style
/// (`listPlainCell()`, `listGroupedCell()`, `listSidebarCell()`, `listGroupedHeaderFooter()`).
@MainActor @Suite struct UIBackgroundConfigurationListTests {
    static func fill(_ cell: UICollectionViewListCell?) -> UIColor? {
        cell?.configuredBackgroundView?.backgroundColor
    }

    /// Outside a list they are a plain list's; `clear()` is transparent.
    @Test func outsideAListTheyAreAPlainListsBackgrounds() {
        #expect(UIBackgroundConfiguration.listCell().backgroundColor === UIBackgroundConfiguration.listPlainCell().backgroundColor)
        #expect(UIBackgroundConfiguration.listHeader().backgroundColor === UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor)
        #expect(UIBackgroundConfiguration.listFooter().backgroundColor === UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == UIColor.clear)
        let state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(UIBackgroundConfiguration.listCell().updated(for: state).backgroundColor === UIColor.systemBackground)
    }

    /// In an inset grouped list a cell's `listCell()` shows the grouped cell background,
    /// and grey under a finger like any list cell's.
    @Test func aCellTakesTheGroupedBackgroundOfItsList() throws {
        let h = ListHarness(count: 3) { $0.appearance = .insetGrouped }
        let cell = try #require(h.cell(1))
        cell.backgroundConfiguration = .listCell()
        #expect(Self.fill(cell) === UIColor.secondarySystemGroupedBackground)
        let point = h.point(of: 1)
        h.touches.send(.began, point, at: h.now + 0.001)
        h.wait(0.3)
        #expect(Self.fill(cell) === UIColor.systemGray4)
        h.touches.send(.ended, point, at: h.now + 0.001)
        h.wait(0.3)
    }

    /// In a sidebar it is a sidebar cell's: clear with rounded corners, the tint while
    /// selected.
    @Test func aCellTakesTheSidebarBackgroundOfItsList() throws {
        let h = ListHarness(count: 3) { $0.appearance = .sidebar }
        let tint = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        h.collectionView.tintColor = tint
        let cell = try #require(h.cell(1))
        cell.backgroundConfiguration = .listCell()
        #expect(Self.fill(cell) == UIColor.clear)
        #expect(cell.configuredBackgroundView?.layer.cornerRadius == UIBackgroundConfiguration.sidebarCornerRadius)
        h.tap(h.point(of: 1))
        #expect(Self.fill(cell) == tint)
    }

    /// A colour or corner radius the app set stays; the rest follows the list.
    @Test func whatTheAppSetStays() throws {
        let h = ListHarness(count: 2) { $0.appearance = .sidebar }
        let cell = try #require(h.cell(0))
        var configuration = UIBackgroundConfiguration.listCell()
        configuration.backgroundColor = .systemOrange
        configuration.cornerRadius = 4
        cell.backgroundConfiguration = configuration
        #expect(Self.fill(cell) === UIColor.systemOrange)
        #expect(cell.configuredBackgroundView?.layer.cornerRadius == 4)
    }

    /// Headers and footers of a grouped list have no background; a plain list's have the
    /// system background.
    @Test func headersAndFootersFollowTheirList() throws {
        for (appearance, expected) in [(UICollectionLayoutListConfiguration.Appearance.insetGrouped, UIColor.clear), (.plain, .systemBackground)] {
            let h = ListHarness(count: 2) { list in
                list.appearance = appearance
                list.headerMode = .supplementary
                list.footerMode = .supplementary
            }
            let source = SupplementaryListSource(rows: h.source)
            let shown = h.supplementaryListCells(from: source)
            let header = try #require(shown.header), footer = try #require(shown.footer)
            header.backgroundConfiguration = .listHeader()
            footer.backgroundConfiguration = .listFooter()
            #expect(Self.fill(header) == expected, "\(appearance)")
            #expect(Self.fill(footer) == expected, "\(appearance)")
        }
    }

    /// A table's cell takes the style of its table: grouped in an inset grouped table.
    @Test func aTableCellTakesItsTablesStyle() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.tableView = table
        cell.backgroundConfiguration = .listCell()
        #expect(cell.configuredBackgroundView.backgroundColor === UIColor.secondarySystemGroupedBackground)
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        let plainTable = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        plain.tableView = plainTable
        plain.backgroundConfiguration = .listCell()
        #expect(plain.configuredBackgroundView.backgroundColor === UIColor.systemBackground)
        withExtendedLifetime((table, plainTable)) {}
    }
}
