// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A list's separators (ListHarness: a plain list 330 points wide, 44-point rows "Row n").
/// As Apple documents for `.automatic`, the list decides: every row but the last of its
/// section has a bottom separator (as the table draws them), no row a top one; automatic
/// insets line the hairline up with the text, 20 points in (the side margin of the
/// harness's regular-width window), to the trailing edge. `showsSeparators` and
/// `itemSeparatorHandler` change that.
@MainActor @Suite struct ListSeparatorTests {
    static func bottomLine(_ cell: UICollectionViewListCell?) -> CGRect? {
        guard let line = cell?.separatorView(.bottom), !line.isHidden else { return nil }
        return line.frame
    }

    static func topLine(_ cell: UICollectionViewListCell?) -> CGRect? {
        guard let line = cell?.separatorView(.top), !line.isHidden else { return nil }
        return line.frame
    }

    @Test func everyRowButTheLastHasABottomSeparatorAtTheText() throws {
        let h = ListHarness(count: 3)
        let cell = try #require(h.cell(0))
        let hairline = 1 / max(cell.layer.contentsScale, 1)
        // x 20 (the text), width 330 − 20 = 310, along the bottom edge: y = 44 − hairline.
        let expected = CGRect(x: 20, y: 44 - hairline, width: 310, height: hairline)
        #expect(Self.bottomLine(h.cell(0)) == expected)
        #expect(Self.bottomLine(h.cell(1)) == expected)
        #expect(Self.bottomLine(h.cell(2)) == nil, "the section's last row has none")
        #expect(Self.topLine(h.cell(0)) == nil && Self.topLine(h.cell(1)) == nil)
        #expect(h.cell(0)?.separatorView(.bottom)?.backgroundColor === UIColor.separator)
    }

    @Test func aRowAddedAtTheEndMovesTheLastSeparator() {
        let h = ListHarness(count: 3)
        h.source.items.append(3)
        h.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        h.wait(0.5)
        h.touches.window.layoutIfNeeded()
        #expect(Self.bottomLine(h.cell(2)) != nil)
        #expect(Self.bottomLine(h.cell(3)) == nil)
    }

    @Test func showsSeparatorsFalseHidesThemAll() {
        let h = ListHarness(count: 3) { $0.showsSeparators = false }
        #expect((0..<3).allSatisfy { Self.bottomLine(h.cell($0)) == nil && Self.topLine(h.cell($0)) == nil })
    }

    /// The handler hides row 0's bottom line, runs row 1's from the leading edge to 20
    /// points before the trailing one, and shows a top line on row 2 in red.
    @Test func theItemSeparatorHandlerChangesSingleRows() throws {
        let h = ListHarness(count: 3) { list in
            list.itemSeparatorHandler = { indexPath, configuration in
                var changed = configuration
                switch indexPath.item {
                case 0: changed.bottomSeparatorVisibility = .hidden
                case 1: changed.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
                default:
                    changed.topSeparatorVisibility = .visible
                    changed.color = .systemRed
                }
                return changed
            }
        }
        let hairline = 1 / max(try #require(h.cell(0)).layer.contentsScale, 1)
        #expect(Self.bottomLine(h.cell(0)) == nil)
        // 330 − 0 − 20 = 310 wide.
        #expect(Self.bottomLine(h.cell(1)) == CGRect(x: 0, y: 44 - hairline, width: 310, height: hairline))
        #expect(Self.topLine(h.cell(2)) == CGRect(x: 20, y: 0, width: 310, height: hairline))
        #expect(h.cell(2)?.separatorView(.top)?.backgroundColor === UIColor.systemRed)
    }

    /// `separatorLayoutGuide`, untouched, sits where automatic separators start (the
    /// text, x 20) along the bottom edge to the trailing one; tied by the app to a custom
    /// label 60 points into the content view, the separator starts there instead.
    @Test func theSeparatorFollowsItsLayoutGuide() throws {
        let h = ListHarness(count: 3)
        let cell = try #require(h.cell(0))
        let guide = cell.separatorLayoutGuide
        cell.setNeedsLayout()
        h.touches.window.layoutIfNeeded()
        #expect(guide.layoutFrame.minX == 20)
        #expect(guide.layoutFrame.maxX == 330)
        #expect(Self.bottomLine(cell)?.minX == 20)
        cell.contentConfiguration = nil
        let label = UILabel()
        label.text = "Custom"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60),
            label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            guide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
        ])
        cell.setNeedsLayout()
        h.touches.window.layoutIfNeeded()
        #expect(guide.layoutFrame.minX == 60)
        #expect(Self.bottomLine(cell)?.minX == 60)
        #expect(Self.bottomLine(cell)?.width == 270, "330 − 60")
    }
}
