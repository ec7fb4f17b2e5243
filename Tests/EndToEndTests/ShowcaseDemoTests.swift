// Vitrine — Apache License 2.0
//
// The showcase (a museum guide) driven by a visitor's taps through the app's input path,
// headless, on a 1280 × 800 screen with the on-screen keyboard: each step checks the
// controllers and views on screen, and the composed screen against a second harness
// brought to the same step programmatically (`show(step:)`, without animation).
import Foundation
import Testing
@testable import UIKit
@testable import UIKitCore
@testable import VitrineDemos

@MainActor @Suite(.serialized) struct ShowcaseDemoTests {
    typealias Harness = DemoTouchHarness<ShowcaseDemo>
    static let usRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    /// The keyboard of the 1280 × 800 screen: 40 % of 800 = 320 high, y 480...800, four
    /// rows of 80; US rows are 10 units of 128 points.
    static let keyboardTop: CGFloat = 480
    static let keyRowHeight: CGFloat = 80

    /// Frames every 0.1 s (animations end where they would at 60 frames a second; a full
    /// screen composed 60 times a second costs too much in a debug build).
    private func settle(_ harness: Harness, _ seconds: Double) {
        harness.runFrames(for: seconds, interval: 0.1)
    }

    private func tapKey(_ harness: Harness, row: Int, units: Double) {
        harness.advance(by: 0.3)
        harness.tap(at: CGPoint(x: CGFloat(units) * 128, y: Self.keyboardTop + (CGFloat(row) + 0.5) * Self.keyRowHeight))
        settle(harness, 0.1)
    }

    private func type(_ harness: Harness, _ text: String) {
        for c in text {
            for (index, row) in Self.usRows.enumerated() {
                guard let column = row.firstIndex(of: c).map({ row.distance(from: row.startIndex, to: $0) }) else { continue }
                let inset = index == 2 ? 1.5 : (10 - Double(row.count)) / 2
                tapKey(harness, row: index, units: inset + Double(column) + 0.5)
            }
        }
    }

    private func tap(_ harness: Harness, _ view: UIView?, settle seconds: Double = 1) {
        guard let view else {
            Issue.record("nothing to tap")
            return
        }
        harness.advance(by: 0.3)
        harness.tap(at: harness.centre(of: view))
        settle(harness, seconds)
    }

    /// The screen of `harness` against a fresh harness shown at `step` without animation:
    /// they must agree but for the caret and a few edge pixels of moved views.
    /// With the keyboard up only the app's part of the screen is compared: the keys show
    /// the last one tapped and the shift state, which `show(step:)` does not tap.
    private func expectScreen(_ harness: Harness, matchesStep step: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = Harness(onScreenKeyboard: true)
        reference.demo.show(step: step)
        settle(reference, 1)
        harness.frame()
        let keyboardUp = harness.keyboardWindow?.isHidden == false
        #expect(keyboardUp == (reference.keyboardWindow?.isHidden == false), "step \(step): the keyboard", sourceLocation: sourceLocation)
        let (differing, box) = harness.differingPixels(from: reference, rows: keyboardUp ? 0..<Int(Self.keyboardTop) : nil)
        // 0.2 % of the screen: a caret (2 × 22) and anti-aliased edges, nothing larger.
        #expect(differing < 2048, "step \(step): \(differing) pixels differ in \(box)", sourceLocation: sourceLocation)
        finish(reference)
    }

    /// Ends editing and lets the keyboard slide away, so no keyboard window stays shown.
    private func finish(_ harness: Harness) {
        harness.window.endEditing(true)
        settle(harness, 0.5)
    }

    private func nav(_ harness: Harness) -> UINavigationController { harness.demo.navigationController }

    @Test func aVisitorOrdersAPrintAndSearchesTheCollection() throws {
        let harness = Harness(onScreenKeyboard: true)
        defer { finish(harness) }
        let demo = harness.demo
        // Step 0: the galleries under a large title.
        #expect(nav(harness).navigationBar.prefersLargeTitles && nav(harness).topViewController === demo.galleries)
        let table = demo.galleries.tableView
        #expect(table.numberOfRows(inSection: 0) == 4)
        expectScreen(harness, matchesStep: 0)

        // Step 1: a tap on Space Flight opens its grid of three photographs.
        tap(harness, table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let gallery = try #require(nav(harness).topViewController as? GalleryViewController)
        #expect(gallery.gallery.name == "Space Flight")
        let grid = try #require(gallery.collectionView)
        #expect(grid.numberOfItems(inSection: 0) == 3)
        let tile = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? ExhibitCell)
        #expect(tile.titleLabel.text == "Eileen Collins, Shuttle Pilot")
        #expect(tile.imageView.image != nil)
        expectScreen(harness, matchesStep: 1)

        // Step 2: a tap on the first tile opens the work, its photograph in a zooming scroll view.
        tap(harness, tile)
        let exhibit = try #require(nav(harness).topViewController as? ExhibitViewController)
        #expect(exhibit.exhibit.id == "astronaut" && exhibit.scrollView.maximumZoomScale == 4)
        #expect(exhibit.priceLabel.text == "€18.00")
        expectScreen(harness, matchesStep: 2)

        // Step 3: framed (+€15), two prints (the stepper's right half), added: (18 + 15) × 2.
        tap(harness, exhibit.frameSwitch)
        let stepper = exhibit.quantityStepper
        let stepperFrame = stepper.convert(stepper.bounds, to: harness.window)
        harness.advance(by: 0.3)
        harness.tap(at: CGPoint(x: stepperFrame.maxX - stepperFrame.width / 4, y: stepperFrame.midY))
        settle(harness, 0.3)
        #expect(exhibit.frameSwitch.isOn && exhibit.quantity == 2 && exhibit.priceLabel.text == "€66.00")
        tap(harness, exhibit.addButton, settle: ExhibitViewController.flightDuration + 0.5)
        #expect(demo.order.itemCount == 2 && demo.order.total == 66)
        #expect(exhibit.navigationItem.rightBarButtonItem?.title == "Order (2)")
        expectScreen(harness, matchesStep: 3)

        // Step 4: the order button (the bar's trailing item) opens the order in a sheet.
        harness.advance(by: 0.3)
        harness.tap(at: CGPoint(x: 1280 - 56, y: 22))
        settle(harness, 1)
        let sheet = try #require(exhibit.presentedViewController as? OrderViewController)
        #expect(sheet.sheetPresentationController?.detents.count == 2)
        #expect(sheet.tableView.numberOfRows(inSection: 0) == 1 && sheet.totalLabel.text == "2 prints · €66.00")
        expectScreen(harness, matchesStep: 4)

        // Step 5: Place Order asks for a name; its field edits with the keyboard up, and the
        // alert's Place Order is enabled once "Ada" is typed on the keys.
        tap(harness, sheet.placeButton)
        let nameAlert = try #require(sheet.nameAlert)
        let field = try #require(nameAlert.textFields?.first)
        #expect(field.isFirstResponder && harness.keyboardWindow?.isHidden == false)
        #expect(nameAlert.preferredAction?.isEnabled == false)
        let alertFrame = nameAlert.view.convert(nameAlert.view.bounds, to: harness.window)
        #expect(alertFrame.maxY <= Self.keyboardTop, "the alert stays above the keyboard")
        type(harness, "ada")
        #expect(field.text == "Ada" && nameAlert.preferredAction?.isEnabled == true)
        expectScreen(harness, matchesStep: 5)

        // Step 6: the alert's Place Order places it and confirms.
        let placeRow = try #require((nameAlert.view as? AlertView)?.rows.first { $0.action.title == "Place Order" })
        tap(harness, placeRow)
        let confirmation = try #require(sheet.confirmationAlert)
        #expect(confirmation.title == "Thank You, Ada!")
        #expect(confirmation.message?.hasPrefix("Order 1042: 2 prints, €66.00.") == true)
        #expect(demo.order.itemCount == 0)
        expectScreen(harness, matchesStep: 6)

        // Step 7: Done closes the sheet; back twice to the galleries, where "cat" typed in
        // the search field lists the one work that matches.
        let doneRow = try #require((confirmation.view as? AlertView)?.rows.first)
        tap(harness, doneRow)
        #expect(exhibit.presentedViewController == nil)
        for _ in 0..<2 {
            harness.advance(by: 0.3)
            harness.tap(at: CGPoint(x: 40, y: 22))
            settle(harness, 1)
        }
        #expect(nav(harness).topViewController === demo.galleries)
        tap(harness, demo.galleries.searchField)
        #expect(demo.galleries.searchField.isFirstResponder)
        type(harness, "cat")
        #expect(demo.galleries.searchField.text == "Cat")
        #expect(table.numberOfRows(inSection: 0) == 1)
        let result = table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration
        #expect(result?.text == "Chelsea, the Café Cat")
        expectScreen(harness, matchesStep: 7)
    }

    /// The dark switch in the bar turns the whole window dark: the screen's bottom, the
    /// grouped background, changes colour.
    @Test func theBarSwitchTurnsDarkAppearanceOn() throws {
        let harness = Harness(onScreenKeyboard: true)
        defer { finish(harness) }
        let galleries = harness.demo.galleries!
        let before = harness.pixel(640, 790)
        tap(harness, galleries.darkSwitch)
        #expect(galleries.darkSwitch.isOn && harness.window.traitCollection.userInterfaceStyle == .dark)
        let after = harness.pixel(640, 790)
        #expect(before != after)
    }

    /// The VM test's taps (DemoTouchScript.showcase) land on the Space Flight row, the
    /// grid's first photograph, the frame switch, the stepper's plus, Add to Order and the
    /// order button; here they go through the same touch path headless.
    @Test func theVirtualBoardsTapsHitTheirTargets() throws {
        let harness = Harness(onScreenKeyboard: true)
        defer { finish(harness) }
        let points = DemoTouchScript.showcaseTapPoints.map { CGPoint(x: $0.x, y: $0.y) }
        func expectHit(_ view: UIView, _ point: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(view.convert(view.bounds, to: harness.window).contains(point), "\(point) misses \(Swift.type(of: view))", sourceLocation: sourceLocation)
        }
        func tapPoint(_ index: Int, settle seconds: Double = 1) {
            harness.advance(by: 0.3)
            harness.tap(at: points[index])
            settle(harness, seconds)
        }
        let row = try #require(harness.demo.galleries.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        expectHit(row, points[0])
        tapPoint(0)
        let gallery = try #require(nav(harness).topViewController as? GalleryViewController)
        let tile = try #require(gallery.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ExhibitCell)
        expectHit(tile.imageView, points[1])
        tapPoint(1)
        let exhibit = try #require(nav(harness).topViewController as? ExhibitViewController)
        #expect(exhibit.exhibit.id == "astronaut")
        expectHit(exhibit.frameSwitch, points[2])
        tapPoint(2, settle: 0.6)
        // The plus is the stepper's right half.
        let stepper = exhibit.quantityStepper.convert(exhibit.quantityStepper.bounds, to: harness.window)
        #expect(points[3].x > stepper.midX && stepper.contains(points[3]))
        tapPoint(3, settle: 0.6)
        expectHit(exhibit.addButton, points[4])
        tapPoint(4, settle: ExhibitViewController.flightDuration + 0.5)
        #expect(harness.demo.order.itemCount == 2 && harness.demo.order.total == 66)
        tapPoint(5)
        #expect(exhibit.presentedViewController is OrderViewController)
    }

    /// The photographs are real JPEGs shipped as resources.
    @Test func everyExhibitHasItsPhotograph() {
        for exhibit in MuseumCollection.galleries.flatMap(\.exhibits) {
            let image = MuseumCollection.image(named: exhibit.imageName)
            #expect(image != nil && (image?.size.width ?? 0) >= 300, "\(exhibit.id)")
        }
        #expect(MuseumCollection.search("hubble").map(\.id) == ["deep-field"])
        #expect(MuseumCollection.search("CAFÉ cat").map(\.id) == ["chelsea"])
    }
}
