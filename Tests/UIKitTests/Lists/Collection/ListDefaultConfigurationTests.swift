// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A list cell's default configurations come from its layout section, as Apple documents
/// for `defaultContentConfiguration()` and `defaultBackgroundConfiguration()`: a sidebar
/// list's cells take the sidebar ones (white text over the tint while selected), headers
/// take the header of their list's style, and a list cell's background follows its state
/// (grey while a finger is on it). Driven through the real touch path (ListHarness: rows
/// "Row n", 44 points high, at (100, 100) in the window).
@MainActor
@Suite struct ListDefaultConfigurationTests {
    static func content(_ cell: UICollectionViewListCell?) -> UIListContentConfiguration? {
        cell?.configuredContentView?.configuration as? UIListContentConfiguration
    }

    static func fill(_ cell: UICollectionViewListCell?) -> UIColor? {
        cell?.configuredBackgroundView?.backgroundColor
    }

    @Test func aPlainListsCellsTakeThePlainDefaults() throws {
        let h = ListHarness(count: 3)
        let cell = try #require(h.cell(0))
        #expect(cell.backgroundConfiguration == .listPlainCell())
        #expect(Self.fill(cell) == UIColor.systemBackground)
        #expect(cell.defaultContentConfiguration().textProperties.color == UIColor.label)
        #expect(cell.configuredBackgroundView?.frame == cell.bounds)
    }

    /// A finger held on row 1 turns its background grey (system grey 4, as a table
    /// cell's); lifted without moving, the row is selected and stays grey.
    @Test func aRowTurnsGreyUnderAFinger() throws {
        let h = ListHarness(count: 3)
        let point = h.point(of: 1)
        h.touches.send(.began, point, at: h.now + 0.001)
        h.wait(0.3)
        #expect(h.cell(1)?.isHighlighted == true)
        #expect(Self.fill(h.cell(1)) == UIColor.systemGray4)
        #expect(Self.fill(h.cell(0)) == UIColor.systemBackground)
        h.touches.send(.ended, point, at: h.now + 0.001)
        h.wait(0.3)
        #expect(h.source.selections == [1])
        #expect(Self.fill(h.cell(1)) == UIColor.systemGray4)
    }

    /// In a `.sidebar` list a cell's defaults are the sidebar ones: a clear background
    /// with rounded corners that takes the list's tint while the row is selected, and a
    /// content configuration whose text turns white then.
    @Test(arguments: [UICollectionLayoutListConfiguration.Appearance.sidebar, .sidebarPlain])
    func aSidebarsCellsTakeTheSidebarDefaults(appearance: UICollectionLayoutListConfiguration.Appearance) throws {
        let h = ListHarness(count: 3) { $0.appearance = appearance }
        let tint = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        h.collectionView.tintColor = tint
        let cell = try #require(h.cell(1))
        #expect(cell.backgroundConfiguration == .listSidebarCell())
        #expect(cell.configuredBackgroundView?.layer.cornerRadius == UIBackgroundConfiguration.sidebarCornerRadius)
        #expect(Self.content(cell)?.textProperties.color == UIColor.label)
        h.tap(h.point(of: 1))
        #expect(h.source.selections == [1])
        #expect(Self.fill(h.cell(1)) == tint)
        #expect(Self.content(h.cell(1))?.textProperties.color == UIColor.white)
        #expect(Self.content(h.cell(0))?.textProperties.color == UIColor.label, "rows not selected keep their colours")
        #expect(Self.fill(h.cell(0)) == UIColor.clear)
    }

    /// A grouped list's cells take the grouped cell background.
    @Test func aGroupedListsCellsTakeTheGroupedBackground() throws {
        let h = ListHarness(count: 2) { $0.appearance = .insetGrouped }
        #expect(h.cell(0)?.backgroundConfiguration == .listGroupedCell())
        #expect(Self.fill(h.cell(0)) == UIColor.secondarySystemGroupedBackground)
    }

    /// The first item of a sidebar section whose list has `headerMode`
    /// `.firstItemInSection` is its header: a sidebar header's text and background.
    @Test func aSidebarsFirstItemHeaderTakesTheSidebarHeader() throws {
        let h = ListHarness(count: 3) { list in
            list.appearance = .sidebar
            list.headerMode = .firstItemInSection
        }
        let header = try #require(h.cell(0))
        let expected = UIListContentConfiguration.sidebarHeader()
        #expect(Self.content(header)?.textProperties.color == expected.textProperties.color)
        #expect(Self.content(header)?.textProperties.font.pointSize == expected.textProperties.font.pointSize)
        #expect(header.backgroundConfiguration == .listSidebarHeader())
        #expect(h.cell(1)?.backgroundConfiguration == .listSidebarCell())
    }

    /// Header and footer supplementary views that are list cells take their list's
    /// header and footer defaults: grouped ones (upper-case header) in an inset grouped list.
    @Test func headerAndFooterSupplementaryListCellsTakeTheGroupedDefaults() throws {
        let h = ListHarness(count: 2) { list in
            list.appearance = .insetGrouped
            list.headerMode = .supplementary
            list.footerMode = .supplementary
        }
        let source = SupplementaryListSource(rows: h.source)
        let shown = h.supplementaryListCells(from: source)
        let header = try #require(shown.header), footer = try #require(shown.footer)
        #expect(Self.content(header)?.textProperties.transform == .uppercase)
        #expect(Self.content(header)?.isHeader == true)
        #expect(Self.content(footer)?.directionalLayoutMargins == UIListContentConfiguration.groupedFooter().directionalLayoutMargins)
        #expect(header.backgroundConfiguration == .listGroupedHeaderFooter())
        #expect(footer.backgroundConfiguration == .listGroupedHeaderFooter())
    }

    /// A background configuration and background views exclude each other, as Apple
    /// documents: setting one clears the other.
    @Test func backgroundViewsAndConfigurationsExcludeEachOther() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(cell.backgroundConfiguration == .listPlainCell(), "outside a list: a plain list cell's")
        cell.selectedBackgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        #expect(cell.configuredBackgroundView == nil)
        var custom = UIBackgroundConfiguration()
        custom.backgroundColor = .systemYellow
        custom.cornerRadius = 6
        cell.backgroundConfiguration = custom
        #expect(cell.selectedBackgroundView == nil)
        #expect(cell.configuredBackgroundView?.backgroundColor == UIColor.systemYellow)
        #expect(cell.configuredBackgroundView?.layer.cornerRadius == 6)
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        // A plain collection view cell has none until the app sets one.
        #expect(UICollectionViewCell(frame: .zero).backgroundConfiguration == nil)
    }

    /// An unset colour is the tint colour (`resolvedBackgroundColor(for:)`).
    @Test func anUnsetColourResolvesToTheTint() {
        var configuration = UIBackgroundConfiguration()
        #expect(configuration.resolvedBackgroundColor(for: .systemRed) == UIColor.systemRed)
        configuration.backgroundColor = .systemGreen
        #expect(configuration.resolvedBackgroundColor(for: .systemRed) == UIColor.systemGreen)
    }
}

extension ListHarness {
    /// Shows `source`'s headers and footers (the collection view holds its data source
    /// weakly: the caller keeps `source`) and returns section 0's.
    func supplementaryListCells(from source: SupplementaryListSource) -> (header: UICollectionViewListCell?, footer: UICollectionViewListCell?) {
        collectionView.dataSource = source
        collectionView.reloadData()
        touches.window.layoutIfNeeded()
        let first = IndexPath(item: 0, section: 0)
        return (collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: first) as? UICollectionViewListCell,
                collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: first) as? UICollectionViewListCell)
    }
}

/// The harness's rows with a header and a footer per section, list cells saying
/// "Header" and "Footer" in their default configurations.
@MainActor
final class SupplementaryListSource: UICollectionViewDataSource {
    let rows: ListSource
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
        var content = view.defaultContentConfiguration()
        content.text = "Header"
        view.contentConfiguration = content
    }
    let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { view, _, _ in
        var content = view.defaultContentConfiguration()
        content.text = "Footer"
        view.contentConfiguration = content
    }

    init(rows: ListSource) { self.rows = rows }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        rows.collectionView(collectionView, numberOfItemsInSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        rows.collectionView(collectionView, cellForItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: kind == UICollectionView.elementKindSectionHeader ? header : footer, for: indexPath)
    }
}
