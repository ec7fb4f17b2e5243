// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Screen coordinates, elements that are not views, custom actions, posted notifications
/// and the reading order a screen reader walks.
@MainActor @Suite struct UIAccessibilityTests {
    /// A 200 × 100 window whose top-left corner is at (100, 50) on the screen, holding a
    /// 30 × 40 view at (10, 20).
    private func windowWithView() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        window.addSubview(view)
        return (window, view)
    }

    private func expectClose(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
        #expect(close, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    // MARK: - Screen coordinates

    @Test func theFrameIsTheViewsBoundsOnTheScreen() {
        let (window, view) = windowWithView()
        // The window's origin (100, 50) plus the view's (10, 20).
        #expect(view.accessibilityFrame == CGRect(x: 110, y: 70, width: 30, height: 40))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 125, y: 90))
        view.frame.origin = CGPoint(x: 0, y: 0)
        #expect(view.accessibilityFrame.origin == CGPoint(x: 100, y: 50), "read afresh after a move")
        #expect(window.accessibilityFrame == CGRect(x: 100, y: 50, width: 200, height: 100))
    }

    @Test func theFrameFollowsAScaledWindow() {
        let (window, view) = windowWithView()
        window.transform = CGAffineTransform(scaleX: 2, y: 2)
        // The window scales about its centre (200, 100): a window point (x, y) lands on
        // (200 + 2(x − 100), 100 + 2(y − 50)) = (2x, 2y), so (10, 20, 30, 40) doubles.
        expectClose(view.accessibilityFrame, CGRect(x: 20, y: 40, width: 60, height: 80))
        #expect(abs(view.accessibilityActivationPoint.x - 50) < 1e-9 && abs(view.accessibilityActivationPoint.y - 80) < 1e-9)
    }

    @Test func theFrameFollowsARotatedWindow() {
        let (window, view) = windowWithView()
        window.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn about the centre (200, 100) maps (x, y) to (200 − (y − 50), 100 + (x − 100))
        // = (250 − y, x): the view's x 10…40 and y 20…60 become x 190…230 and y 10…40.
        expectClose(view.accessibilityFrame, CGRect(x: 190, y: 10, width: 40, height: 30))
        let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 0)), in: view)
        // The path's (0, 0)–(10, 0) in the view is window (10, 20)–(20, 20), screen (230, 10)–(230, 20).
        expectClose(path.bounds, CGRect(x: 230, y: 10, width: 0, height: 10))
    }

    @Test func aFrameOrActivationPointSetByTheAppIsKeptAsSet() {
        let (window, view) = windowWithView()
        defer { withExtendedLifetime(window) {} }
        view.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        view.frame.origin = .zero
        #expect(view.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 2.5, y: 4))
        view.accessibilityActivationPoint = CGPoint(x: 9, y: 9)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 9, y: 9))
    }

    // MARK: - Elements that are not views

    @Test func anElementsFrameInContainerSpaceFollowsItsContainer() {
        let (window, keypad) = windowWithView()
        defer { withExtendedLifetime(window) {} }
        let key = UIAccessibilityElement(accessibilityContainer: keypad)
        key.accessibilityLabel = "7"
        key.accessibilityTraits = .keyboardKey
        key.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 10, width: 10, height: 10)
        #expect(!key.isAccessibilityElement, "false until the app says otherwise, as documented")
        #expect(key.accessibilityContainer === keypad)
        // The keypad's screen origin (110, 70) plus (0, 10).
        #expect(key.accessibilityFrame == CGRect(x: 110, y: 80, width: 10, height: 10))
        keypad.frame.origin.x = 50
        #expect(key.accessibilityFrame.minX == 150)
        #expect(key.accessibilityActivationPoint == CGPoint(x: 155, y: 85))
        key.accessibilityFrame = CGRect(x: 5, y: 5, width: 1, height: 1)
        keypad.frame.origin.x = 0
        #expect(key.accessibilityFrame == CGRect(x: 5, y: 5, width: 1, height: 1), "a screen frame stays put")
    }

    @Test func aContainerListsItsElements() {
        let keypad = UIView()
        let seven = UIAccessibilityElement(accessibilityContainer: keypad)
        let eight = UIAccessibilityElement(accessibilityContainer: keypad)
        keypad.accessibilityElements = [seven, eight]
        #expect(keypad.accessibilityElementCount() == 2)
        #expect(keypad.accessibilityElement(at: 1) as? UIAccessibilityElement === eight)
        #expect(keypad.accessibilityElement(at: 2) == nil)
        #expect(keypad.index(ofAccessibilityElement: eight) == 1)
        #expect(keypad.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(UIView().accessibilityElementCount() == 0)
    }

    // MARK: - Actions

    @Test func customActionsRunTheirHandlerOrTheirTargetsMethod() {
        @MainActor final class Inbox {
            var archived = 0
            func archive() -> Bool { archived += 1; return true }
            func flag(_ action: UIAccessibilityCustomAction) -> Bool { action.name == "Flag" }
        }
        let inbox = Inbox()
        var deleted = false
        let delete = UIAccessibilityCustomAction(name: "Delete") { _ in deleted = true; return true }
        let archive = UIAccessibilityCustomAction(name: "Archive", target: inbox, selector: Inbox.archive)
        let flag = UIAccessibilityCustomAction(name: "Flag", target: inbox, selector: Inbox.flag)
        let cell = UIView()
        cell.accessibilityCustomActions = [delete, archive, flag]
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Delete", "Archive", "Flag"])
        #expect(delete.perform() && deleted)
        #expect(archive.perform() && inbox.archived == 1)
        #expect(flag.perform())
        #expect(archive.target === inbox)
    }

    @Test func aCustomActionWhoseTargetIsGoneFails() {
        final class Target { func run() -> Bool { true } }
        var target: Target? = Target()
        let action = UIAccessibilityCustomAction(name: "Run", target: target!, selector: Target.run)
        target = nil
        #expect(action.target == nil, "the target is held weakly")
        #expect(!action.perform())
    }

    // MARK: - Notifications

    @Test func postedNotificationsReachObserversInTheProcess() {
        var heard: [(UIAccessibility.Notification, String?)] = []
        let token = AccessibilityNotificationRelay.shared.addObserver { posted in
            heard.append((posted.notification, posted.argument as? String))
        }
        UIAccessibility.post(notification: .announcement, argument: "Card dealt")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")
        AccessibilityNotificationRelay.shared.removeObserver(token)
        UIAccessibility.post(notification: .announcement, argument: "Not heard")
        #expect(heard.map(\.0) == [.announcement, .screenChanged, .layoutChanged, .pageScrolled])
        #expect(heard.map(\.1) == ["Card dealt", nil, nil, "Page 2 of 3"])
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    // MARK: - Reading order

    @Test func aScreenReaderReadsElementsNotTheViewsInsideThem() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.layer.isHidden = false  // shown, without joining the app's window stack
        let title = UILabel()
        title.text = "Cards"
        let deal = UIButton(type: .system)
        deal.setTitle("Deal", for: .normal)
        _ = deal.titleLabel  // the label inside the button is not read on its own
        let decoration = UIImageView(image: UIImage(systemName: "star"))
        let hiddenLabel = UILabel()
        hiddenLabel.text = "Hidden"
        hiddenLabel.isHidden = true
        let muted = UIView()
        let mutedLabel = UILabel()
        mutedLabel.text = "Muted"
        muted.addSubview(mutedLabel)
        muted.accessibilityElementsHidden = true
        let group = UIView()
        let score = UILabel()
        score.text = "Score"
        group.addSubview(score)
        for view in [title, deal, decoration, hiddenLabel, muted, group] { window.addSubview(view) }
        let read = window.accessibilityElementsInReadingOrder().map { $0.accessibilityLabel }
        #expect(read == ["Cards", "Deal", "Score"])
        window.layer.isHidden = true
        #expect(window.accessibilityElementsInReadingOrder().isEmpty, "a hidden window reads nothing")
        window.layer.isHidden = false
        // The app's own order wins.
        window.accessibilityElements = [deal, title]
        #expect(window.accessibilityElementsInReadingOrder().map { $0.accessibilityLabel } == ["Deal", "Cards"])
    }

    @Test func aModalViewHidesItsSiblingsElements() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.layer.isHidden = false  // shown, without joining the app's window stack
        let behind = UILabel()
        behind.text = "Behind"
        let alert = UIView()
        let message = UILabel()
        message.text = "Are you sure?"
        let custom = UIAccessibilityElement(accessibilityContainer: alert)
        custom.accessibilityLabel = "Drawn OK button"
        custom.isAccessibilityElement = true
        alert.addSubview(message)
        window.addSubview(behind)
        window.addSubview(alert)
        #expect(window.accessibilityElementsInReadingOrder().count == 2)
        alert.accessibilityViewIsModal = true
        alert.accessibilityElements = [message, custom]
        #expect(window.accessibilityElementsInReadingOrder().map { $0.accessibilityLabel } == ["Are you sure?", "Drawn OK button"])
    }
}
