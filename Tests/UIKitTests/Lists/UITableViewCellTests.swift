// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Cell styles, content configurations, accessories and separators, at the metrics in
/// UITableViewCell+Layout.swift (16-point margins, 44-point rows, 1-pixel separators).
@MainActor @Suite struct UITableViewCellTests {
    static func laidOut(_ cell: UITableViewCell, width: CGFloat = 400, height: CGFloat = 44) -> UITableViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func defaultStyleHasATextLabelAtTheMargin() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Coffee"
        _ = Self.laidOut(cell)
        #expect(cell.detailTextLabel == nil)
        let label = try #require(cell.textLabel)
        #expect(label.frame.minX == 16)
        // Centred: (44 − height) / 2 above it.
        #expect(abs(label.frame.midY - 22) <= 0.5)
    }

    @Test func value1PutsTheDetailAtTheTrailingMargin() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Size"
        cell.detailTextLabel?.text = "Large"
        _ = Self.laidOut(cell)
        let detail = try #require(cell.detailTextLabel)
        #expect(detail.frame.maxX == CGFloat(400 - 16))
        #expect(detail.textColor === UIColor.secondaryLabel)
    }

    /// Apple documents `.value2` as a right-aligned blue label on the left and a
    /// left-aligned label in the label colour on its right (the Contacts app's cells).
    /// The text's column is a quarter of the 368 points between the 16-point margins of
    /// a 400-point cell: 92 points from x 16; the detail starts 6 points after it, at 114,
    /// and runs to the trailing margin (400 − 16 − 114 = 270 wide).
    @Test func value2PutsTheDetailRightOfABlueTrailingAlignedText() throws {
        let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
        cell.textLabel?.text = "mobile"
        cell.detailTextLabel?.text = "+44 20 7946 0000"
        _ = Self.laidOut(cell)
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(text.textAlignment == .right)
        #expect(text.textColor === cell.tintColor && cell.tintColor === UIColor.systemBlue)
        #expect(detail.textAlignment == .natural || detail.textAlignment == .left)
        #expect(detail.textColor === UIColor.label)
        #expect(text.frame.minX == 16 && text.frame.width == 92)
        #expect(detail.frame.minX == 114 && detail.frame.width == 270)
        #expect(abs(text.frame.midY - 22) <= 0.5 && abs(detail.frame.midY - 22) <= 0.5)
    }

    @Test func subtitleStacksTheDetailUnderTheText() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Espresso"
        cell.detailTextLabel?.text = "Double shot"
        _ = Self.laidOut(cell, height: 60)
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(detail.frame.minY == text.frame.maxY + 3)
        #expect(detail.frame.minX == 16 && detail.font.pointSize < text.font.pointSize)
    }

    @Test func contentConfigurationReplacesTheStandardLabels() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "old"
        var content = cell.defaultContentConfiguration()
        content.text = "Latte"
        content.secondaryText = "Oat milk"
        content.image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in }
        cell.contentConfiguration = content
        _ = Self.laidOut(cell, height: 60)
        #expect(cell.textLabel?.isHidden == true)
        let view = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(view.textLabel.text == "Latte" && view.secondaryTextLabel.text == "Oat milk")
        // Text after the margin, the 40-point image and 16 points of padding.
        #expect(view.textLabel.frame.minX == CGFloat(16 + 40 + 16))
        #expect(view.imageView.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        // The separator lines up with the text.
        #expect(cell.separatorView.frame.minX == 72)
    }

    @Test func theSeparatorIsAHairlineFromTheInset() {
        let cell = Self.laidOut(UITableViewCell(style: .default, reuseIdentifier: nil))
        #expect(cell.separatorView.frame == CGRect(x: 16, y: 43, width: 384, height: 1))
        cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        cell.layoutIfNeeded()
        #expect(cell.separatorView.frame.minX == 0)
    }

    @Test func theDisclosureIndicatorShortensTheContentView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        _ = Self.laidOut(cell)
        let chevron = try #require(cell.standardAccessory)
        #expect(chevron.frame.maxX == CGFloat(400 - 16))
        #expect(cell.contentView.frame.width == chevron.frame.minX)
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        #expect(cell.standardAccessory !== chevron)
        let custom = UISwitch()
        cell.accessoryView = custom
        cell.layoutIfNeeded()
        #expect(custom.superview === cell && custom.frame.maxX == CGFloat(400 - 16))
        #expect(cell.standardAccessory == nil)
    }

    @Test func backgroundConfigurationTurnsGreyWhenHighlighted() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundConfiguration = .listPlainCell()
        _ = Self.laidOut(cell)
        #expect(cell.configuredBackgroundView.backgroundColor === UIColor.systemBackground)
        cell.isHighlighted = true
        #expect(cell.configuredBackgroundView.backgroundColor === UIColor.systemGray4)
        #expect(cell.standardSelectedBackground.isHidden, "the configuration shows the highlight")
        cell.isHighlighted = false
        #expect(cell.configuredBackgroundView.backgroundColor === UIColor.systemBackground)
    }

    @Test func selectionStyleNoneShowsNoFill() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(cell.standardSelectedBackground.isHidden)
        cell.selectionStyle = .default
        #expect(!cell.standardSelectedBackground.isHidden)
    }

    @Test func aTrailingSwipeRevealsTheActions() throws {
        var deleted: [Int] = []
        let h = TableHarness(rows: [10]) { _, source in
            source.trailingActions = { path in
                let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    deleted.append(path.row)
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [action])
            }
        }
        let cell = try #require(h.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let from = h.point(of: IndexPath(row: 2, section: 0))
        // A 100-point drag to the left, slower than a flick, then lift.
        h.touches.drag(from: CGPoint(x: from.x + 200, y: from.y), to: CGPoint(x: from.x + 100, y: from.y), steps: 10, start: h.now + 0.001)
        h.wait(0.5)
        let swipe = try #require(h.table.swipe)
        #expect(swipe.cell === cell)
        // Open at the button's width: at least 74 points.
        #expect(cell.swipeOffset == -swipe.openWidth && swipe.openWidth >= 74)
        #expect(h.table.contentOffset.y == 0, "a sideways drag does not scroll")
        let button = try #require(swipe.actionsView.subviews.first)
        let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: h.touches.window)
        h.touches.tap(point, at: h.now + 0.001)
        h.wait(0.5)
        #expect(deleted == [2])
        #expect(h.table.swipe == nil && cell.swipeOffset == 0)
    }
}
