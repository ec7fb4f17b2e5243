// Vitrine — Apache License 2.0
// The tables of both source-compatibility apps, built and checked headless.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct MenuTableTests {
    @Test func bothLanguageModesFillTheirTables() {
        let controllers: [UIViewController & UITableViewDataSource] = [Swift5App.MenuTableViewController(), Swift6App.MenuTableViewController()]
        for controller in controllers {
            controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
            guard let table = controller.view.subviews.compactMap({ $0 as? UITableView }).first else {
                Issue.record("no table")
                continue
            }
            table.layoutIfNeeded()
            // Two sections: 2 starters (52 points each) and 3 mains.
            #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 52)
            #expect(table.visibleCells.count == 5)
        }
    }

    @Test func aTableViewControllerSubclassAnswersThroughItsOverrides() {
        for controller in [Swift5App.DrinksTableViewController(style: .plain), Swift6App.DrinksTableViewController(style: .insetGrouped)] {
            controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
            controller.tableView.layoutIfNeeded()
            #expect(controller.tableView.dataSource === controller && controller.tableView.numberOfRows(inSection: 0) == 3)
            #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 56)
            #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Tea")
        }
    }
}
