// Vitrine — Apache License 2.0
// Popovers in a 1000 × 1000 window (regular width): the card beside its source with a
// 13-point arrow, 37 wide at the base, whose tip touches the source; the card 8 points
// inside the safe area; the sides tried below, above, right, left (PopoverPlacement.swift).
// Taps go through the real touch path (TouchHarness).
import Testing
@testable import UIKitCore

/// Records what a popover's delegate hears.
@MainActor final class PopoverDelegateLog: UIPopoverPresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    /// What `adaptivePresentationStyle(for:traitCollection:)` answers; nil asks for `.formSheet`.
    var adaptiveStyle: UIModalPresentationStyle?

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { entries.append("prepare") }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        entries.append("shouldDismissPopover")
        return allowsDismissal
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("didAttemptToDismiss") }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        entries.append("didDismissPopover")
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        entries.append("adapt \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
        return adaptiveStyle ?? .formSheet
    }
}

/// Moves a popover's source when the popover is repositioned, noting what it was handed.
@MainActor final class RepositioningDelegate: UIPopoverPresentationControllerDelegate {
    var handed: [(CGRect, UIView)] = []
    var newSource: (CGRect, UIView)?

    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: AutoreleasingUnsafeMutablePointer<UIView>) {
        handed.append((rect.pointee, view.pointee))
        if case let (newRect, newView)? = newSource {
            rect.pointee = newRect
            view.pointee = newView
        }
    }
}

@MainActor @Suite struct UIPopoverPresentationControllerTests {
    /// A 1000 × 1000 window whose root controller's view logs touches.
    private func makeScene() -> (TouchHarness, UIViewController, TouchLogView) {
        let harness = TouchHarness()
        let root = UIViewController()
        harness.window.rootViewController = root
        let below = TouchLogView("below", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        root.view.addSubview(below)
        return (harness, root, below)
    }

    /// Presents a 300 × 200 popover pointing at a view of `source` (window points).
    @discardableResult
    private func presentPopover(from root: UIViewController, source: CGRect?, permitted: UIPopoverArrowDirection = .any,
                                size: CGSize = CGSize(width: 300, height: 200)) -> UIViewController {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = size
        let popover = content.popoverPresentationController!
        if let source {
            let sourceView = UIView(frame: source)
            root.view.addSubview(sourceView)
            popover.sourceView = sourceView
        }
        popover.permittedArrowDirections = permitted
        root.present(content, animated: false)
        return content
    }

    private func card(of content: UIViewController) -> CGRect {
        content.view.convert(content.view.bounds, to: content.view.window)
    }

    private func arrow(of content: UIViewController) -> PopoverArrowView? {
        (content.view.superview?.superview as? PopoverView)?.arrowView
    }

    private func arrowFrame(of content: UIViewController) -> CGRect? {
        guard let arrow = arrow(of: content), !arrow.isHidden else { return nil }
        return arrow.convert(arrow.bounds, to: content.view.window)
    }

    /// Where a 300 × 200 popover goes beside a source (window points), with the arrow's
    /// box from its tip on the source's edge; the arrow is 13 deep and 37 wide.
    struct Placement: Sendable, CustomTestStringConvertible {
        let name: String
        let source: CGRect
        var permitted: UIPopoverArrowDirection = .any
        let direction: UIPopoverArrowDirection
        let card: CGRect
        let arrow: CGRect
        var testDescription: String { name }
    }

    nonisolated static let placements: [Placement] = [
        // The card starts 13 below the source's bottom (140 + 13 = 153), centred on x = 500
        // (500 − 150 = 350); the arrow's box is centred too, ⌊500 − 18.5⌋ = 481, its tip at 140.
        Placement(name: "below, arrow up", source: CGRect(x: 450, y: 100, width: 100, height: 40),
                  direction: .up, card: CGRect(x: 350, y: 153, width: 300, height: 200),
                  arrow: CGRect(x: 481, y: 140, width: 37, height: 13)),
        // Near the bottom (source 900…940) there are 992 − 953 = 39 points below: the card goes
        // above, its bottom 13 over the source: 900 − 13 − 200 = 687; the arrow's box 887…900.
        Placement(name: "above, arrow down", source: CGRect(x: 450, y: 900, width: 100, height: 40),
                  direction: .down, card: CGRect(x: 350, y: 687, width: 300, height: 200),
                  arrow: CGRect(x: 481, y: 887, width: 37, height: 13)),
        // Sideways only, right of the source the card starts at 120 + 13 = 133, centred on
        // y = 500 (500 − 100 = 400); the arrow's box at x = 120, y = ⌊500 − 18.5⌋ = 481.
        Placement(name: "right, arrow left", source: CGRect(x: 20, y: 450, width: 100, height: 100), permitted: [.left, .right],
                  direction: .left, card: CGRect(x: 133, y: 400, width: 300, height: 200),
                  arrow: CGRect(x: 120, y: 481, width: 13, height: 37)),
        // No room on the source's right (992 − 993 < 0): the card ends 13 before it,
        // 880 − 13 − 300 = 567; the arrow's box at 867.
        Placement(name: "left, arrow right", source: CGRect(x: 880, y: 450, width: 100, height: 100), permitted: [.left, .right],
                  direction: .right, card: CGRect(x: 567, y: 400, width: 300, height: 200),
                  arrow: CGRect(x: 867, y: 481, width: 13, height: 37)),
        // Near the left edge the card stops 8 inside the window (x = 8, not 20 − 150), and the
        // arrow keeps clear of the 13-point corner: its box starts at 8 + 13 = 21, not ⌊20 − 18.5⌋ = 1.
        Placement(name: "inside the margin, arrow clear of the corner", source: CGRect(x: 0, y: 100, width: 40, height: 40),
                  direction: .up, card: CGRect(x: 8, y: 153, width: 300, height: 200),
                  arrow: CGRect(x: 21, y: 140, width: 37, height: 13)),
    ]

    @Test(arguments: placements) func theCardAndArrowGoBesideTheSource(_ placement: Placement) {
        let (harness, root, _) = makeScene()
        defer { withExtendedLifetime(harness) {} }  // the window lives as long as the test
        let content = presentPopover(from: root, source: placement.source, permitted: placement.permitted)
        #expect(content.popoverPresentationController?.arrowDirection == placement.direction)
        #expect(card(of: content) == placement.card)
        #expect(arrowFrame(of: content) == placement.arrow)
        #expect(arrow(of: content)?.direction == placement.direction)
    }

    /// 300 × 900 beside a source at (450, 450, 100 × 100): below and above there are
    /// 992 − 563 = 429 and 437 − 8 = 429 points, too few; right of it 992 − 563 = 429 × 984:
    /// it fits there, centred on y = 500 (500 − 450 = 50). 600 × 900 fits nowhere: below
    /// shows 600 × 429, right of it 429 × 900, more: the card shrinks to 429 wide there.
    @Test func aTallPopoverGoesBesideItsSourceOrShrinksOnTheSideWithMostRoom() {
        let (harness, root, _) = makeScene()
        defer { withExtendedLifetime(harness) {} }  // the window lives as long as the test
        let fits = presentPopover(from: root, source: CGRect(x: 450, y: 450, width: 100, height: 100), size: CGSize(width: 300, height: 900))
        #expect(fits.popoverPresentationController?.arrowDirection == .left)
        #expect(card(of: fits) == CGRect(x: 563, y: 50, width: 300, height: 900))
        fits.dismiss(animated: false)
        let shrunk = presentPopover(from: root, source: CGRect(x: 450, y: 450, width: 100, height: 100), size: CGSize(width: 600, height: 900))
        #expect(shrunk.popoverPresentationController?.arrowDirection == .left)
        #expect(card(of: shrunk) == CGRect(x: 563, y: 50, width: 429, height: 900))
    }

    /// The card keeps 8 points inside the safe area: with a 100-point unsafe top edge, a
    /// popover that may only go above a source at y = 250 has 250 − 13 − 108 = 129 points
    /// and shrinks to them (without the unsafe edge it would start at 250 − 13 − 200 = 37).
    @Test func theCardStaysInsideTheSafeArea() {
        let (harness, root, _) = makeScene()
        harness.window.kioskSafeAreaInsets = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        let content = presentPopover(from: root, source: CGRect(x: 450, y: 250, width: 100, height: 40), permitted: .down)
        #expect(content.popoverPresentationController?.arrowDirection == .down)
        #expect(card(of: content) == CGRect(x: 350, y: 108, width: 300, height: 129))
    }

    /// When the window shrinks to 900 wide the delegate is handed the source rectangle and
    /// view and may move them: pointed at (300, 100, 100 × 40) in the root's view, the card
    /// hangs below it centred on 350 (350 − 150 = 200, y = 140 + 13), its arrow's box at
    /// ⌊350 − 18.5⌋ = 331. Presenting and a new content size do not reposition.
    @Test func aSizeChangeLetsTheDelegateMoveTheSource() {
        let (harness, root, below) = makeScene()
        let delegate = RepositioningDelegate()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let source = UIView(frame: CGRect(x: 450, y: 100, width: 100, height: 40))
        root.view.addSubview(source)
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 0, width: 80, height: 40)
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: false)
        content.preferredContentSize = CGSize(width: 300, height: 180)
        content.preferredContentSize = CGSize(width: 300, height: 200)
        harness.window.layoutIfNeeded()
        #expect(delegate.handed.isEmpty && card(of: content) == CGRect(x: 350, y: 153, width: 300, height: 200))

        delegate.newSource = (CGRect(x: 300, y: 100, width: 100, height: 40), below)
        harness.window.frame = CGRect(x: 0, y: 0, width: 900, height: 1000)
        harness.window.layoutIfNeeded()
        #expect(delegate.handed.count == 1)
        #expect(delegate.handed.first?.0 == CGRect(x: 10, y: 0, width: 80, height: 40) && delegate.handed.first?.1 === source)
        #expect(content.popoverPresentationController?.sourceView === below)
        #expect(card(of: content) == CGRect(x: 200, y: 153, width: 300, height: 200))
        #expect(arrowFrame(of: content) == CGRect(x: 331, y: 140, width: 37, height: 13))
    }

    /// Without a source (UIKit raises an exception) the card is centred without an arrow.
    @Test func withoutASourceThePopoverIsCentredWithoutAnArrow() {
        let (harness, root, _) = makeScene()
        defer { withExtendedLifetime(harness) {} }  // the window lives as long as the test
        let content = presentPopover(from: root, source: nil)
        #expect(content.popoverPresentationController?.arrowDirection == .unknown)
        #expect(card(of: content) == CGRect(x: 350, y: 400, width: 300, height: 200))
        #expect(arrowFrame(of: content) == nil)
    }

    /// The card is the popover's colour, its corners rounded 13; the arrow has the same
    /// colour. A new preferred content size resizes the shown popover.
    @Test func colourAndContentSizeApplyToTheShownPopover() {
        let (harness, root, _) = makeScene()
        defer { withExtendedLifetime(harness) {} }  // the window lives as long as the test
        let content = presentPopover(from: root, source: CGRect(x: 450, y: 100, width: 100, height: 40))
        let popoverView = content.view.superview?.superview as? PopoverView
        #expect(popoverView?.cardView.backgroundColor == .systemBackground && popoverView?.cardView.layer.cornerRadius == 13)
        content.popoverPresentationController?.backgroundColor = .systemYellow
        #expect(popoverView?.cardView.backgroundColor == .systemYellow && popoverView?.arrowView.fillColor == .systemYellow)
        content.preferredContentSize = CGSize(width: 400, height: 100)
        #expect(card(of: content) == CGRect(x: 300, y: 153, width: 400, height: 100))  // 500 − 200
    }

    /// A tap outside asks the delegate; refused, the popover stays and the delegate hears
    /// of the attempt; allowed, it fades out and the delegate hears will, did and
    /// didDismissPopover. Taps inside reach the content, not the views below.
    @Test func aTapOutsideDismissesUnlessTheDelegateRefuses() {
        let (harness, root, below) = makeScene()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let inside = TouchLogView("inside", frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        content.view.addSubview(inside)
        let log = PopoverDelegateLog()
        log.allowsDismissal = false
        let source = UIView(frame: CGRect(x: 450, y: 100, width: 100, height: 40))
        root.view.addSubview(source)
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.delegate = log
        root.present(content, animated: false)
        #expect(log.entries == ["prepare"])

        harness.tap(CGPoint(x: 500, y: 250), at: 1)  // inside the card (153…353)
        #expect(inside.log == ["began1", "ended1"] && below.log.isEmpty)
        log.entries = []
        harness.tap(CGPoint(x: 100, y: 800), at: 2)
        #expect(log.entries == ["shouldDismissPopover", "didAttemptToDismiss"] && root.presentedViewController === content)
        #expect(below.log.isEmpty)

        log.entries = []
        content.isModalInPresentation = true
        log.allowsDismissal = true
        harness.tap(CGPoint(x: 100, y: 800), at: 3)
        #expect(log.entries == ["didAttemptToDismiss"] && root.presentedViewController === content)

        log.entries = []
        content.isModalInPresentation = false
        harness.tap(CGPoint(x: 100, y: 800), at: 4)
        #expect(log.entries == ["shouldDismissPopover", "shouldDismiss", "willDismiss"] && content.isBeingDismissed)
        showAnimationFrame(at: 910_000)
        showAnimationFrame(at: 910_000.5)
        #expect(log.entries == ["shouldDismissPopover", "shouldDismiss", "willDismiss", "didDismiss", "didDismissPopover"])
        #expect(root.presentedViewController == nil && harness.window.subviews.count == 1 && below.log.isEmpty)
    }

    /// A passthrough view takes its taps while the popover stays.
    @Test func passthroughViewsTakeTouchesWhileThePopoverStays() {
        let (harness, root, _) = makeScene()
        let passthrough = TouchLogView("passthrough", frame: CGRect(x: 0, y: 700, width: 200, height: 200))
        root.view.addSubview(passthrough)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = root.view
        content.popoverPresentationController?.sourceRect = CGRect(x: 450, y: 100, width: 100, height: 40)
        content.popoverPresentationController?.passthroughViews = [passthrough]
        root.present(content, animated: false)
        harness.tap(CGPoint(x: 100, y: 800), at: 1)
        #expect(passthrough.log == ["began1", "ended1"] && root.presentedViewController === content)
        // No preferred size: 320 × 480, centred on x = 500 below y = 140 + 13.
        #expect(card(of: content) == CGRect(x: 340, y: 153, width: 320, height: 480))
    }

    /// Anchored to a navigation bar's right item (a 100 × 30 custom view at 884…984 in the
    /// 44-point bar, 16 from the edge), the card hangs 13 below it, pushed left to end 8
    /// inside the window (992 − 300 = 692); the arrow points at the item's centre, 934:
    /// ⌊934 − 18.5⌋ = 915. The item's siblings take taps through the popover; a tap on the
    /// item itself dismisses it without running the item's action.
    @Test func aBarButtonItemAnchorsThePopoverBelowIt() {
        let harness = TouchHarness()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let item = UIBarButtonItem(customView: box)
        let taps = AlertHandlerLog()
        let other = UIBarButtonItem(primaryAction: UIAction(title: "Other") { _ in taps.entries.append("other") })
        root.navigationItem.rightBarButtonItems = [item, other]
        harness.window.layoutIfNeeded()
        let anchor = box.convert(box.bounds, to: harness.window)
        #expect(anchor.maxX == 984 && anchor.height == 30)

        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.popoverPresentationController?.barButtonItem = item
        root.present(content, animated: false)
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        #expect(card(of: content) == CGRect(x: 692, y: anchor.maxY + 13, width: 300, height: 200))
        #expect(arrowFrame(of: content) == CGRect(x: 915, y: anchor.maxY, width: 37, height: 13))

        let otherView = other.shownView!
        let otherFrame = otherView.convert(otherView.bounds, to: harness.window)
        harness.tap(CGPoint(x: otherFrame.midX, y: otherFrame.midY), at: 1)
        #expect(taps.entries == ["other"] && root.presentedViewController === content)
        harness.tap(CGPoint(x: anchor.midX, y: anchor.midY), at: 2)
        #expect(content.isBeingDismissed)
        showAnimationFrame(at: 911_000)
        showAnimationFrame(at: 911_000.5)
        #expect(root.presentedViewController == nil)
    }

    /// Anchored to a toolbar item at the bottom, the popover goes above it, arrow down.
    @Test func aToolbarItemAnchorsThePopoverAboveIt() {
        let harness = TouchHarness()
        let root = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let item = UIBarButtonItem(customView: box)
        root.toolbarItems = [.flexibleSpace(), item, .flexibleSpace()]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        harness.window.rootViewController = navigation
        harness.window.layoutIfNeeded()
        navigation.toolbar.layoutIfNeeded()
        // The item at (450, 956 + 12) as in UINavigationBarTests: the card ends 13 above it.
        let anchor = box.convert(box.bounds, to: harness.window)
        #expect(anchor == CGRect(x: 450, y: 968, width: 100, height: 20))
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.popoverPresentationController?.barButtonItem = item
        root.present(content, animated: false)
        #expect(content.popoverPresentationController?.arrowDirection == .down)
        #expect(card(of: content) == CGRect(x: 350, y: 968 - 13 - 200, width: 300, height: 200))
    }

    /// At compact width (400 × 800) a popover is a sheet by default (from 40 below the
    /// top); a delegate that answers `.none` keeps the popover.
    @Test func atCompactWidthAPopoverIsASheetUnlessTheDelegateKeepsIt() {
        let (harness, root, _) = makeScene()
        harness.window.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        let log = PopoverDelegateLog()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .popover
        sheet.preferredContentSize = CGSize(width: 300, height: 200)
        sheet.popoverPresentationController?.sourceView = root.view
        sheet.popoverPresentationController?.delegate = log
        root.present(sheet, animated: false)
        #expect(log.entries == ["adapt compact"])
        #expect(card(of: sheet) == CGRect(x: 0, y: 40, width: 400, height: 760) && arrow(of: sheet) == nil)
        sheet.dismiss(animated: false)

        let kept = UIViewController()
        kept.modalPresentationStyle = .popover
        kept.preferredContentSize = CGSize(width: 300, height: 200)
        let source = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 40))
        root.view.addSubview(source)
        kept.popoverPresentationController?.sourceView = source
        log.adaptiveStyle = UIModalPresentationStyle.none
        kept.popoverPresentationController?.delegate = log
        root.present(kept, animated: false)
        #expect(kept.popoverPresentationController?.arrowDirection == .up)
        #expect(card(of: kept) == CGRect(x: 50, y: 153, width: 300, height: 200))  // 200 − 150
    }

    /// A regular-width action sheet with a source is a popover with an arrow in its
    /// group's colour; its tip on the source's bottom edge (140), centred on 650:
    /// ⌊650 − 18.5⌋ = 631.
    @Test func aRegularWidthActionSheetHasAnArrow() {
        let (harness, root, _) = makeScene()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        let button = UIView(frame: CGRect(x: 600, y: 100, width: 100, height: 40))
        root.view.addSubview(button)
        sheet.popoverPresentationController?.sourceView = button
        root.present(sheet, animated: false)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        #expect(sheet.view.convert(sheet.view.bounds, to: harness.window) == CGRect(x: 498, y: 153, width: 304, height: 57))
        let arrow = sheet.view.subviews.compactMap { $0 as? PopoverArrowView }.first
        #expect(arrow.map { $0.convert($0.bounds, to: harness.window) } == CGRect(x: 631, y: 140, width: 37, height: 13))
        #expect(arrow?.fillColor == .tertiarySystemBackground && arrow?.direction == .up)
    }
}
