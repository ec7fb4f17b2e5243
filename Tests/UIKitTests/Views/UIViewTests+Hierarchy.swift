// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Collects the callbacks of `RecordingView`s in the order they arrive.
@MainActor
final class CallLog {
    var entries: [String] = []
}

/// A view that logs every hierarchy callback as "name.callback(argument)".
@MainActor
final class RecordingView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    private func label(_ view: UIView?) -> String {
        switch view {
        case nil: "nil"
        case let recording as RecordingView: recording.name
        case is UIWindow: "window"
        default: "view"
        }
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.entries.append("\(name).willMove(toSuperview: \(label(newSuperview)))")
    }
    override func didMoveToSuperview() { log.entries.append("\(name).didMoveToSuperview") }
    override func didAddSubview(_ subview: UIView) { log.entries.append("\(name).didAddSubview(\(label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) {
        log.entries.append("\(name).willRemoveSubview(\(label(subview)))")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.entries.append("\(name).willMove(toWindow: \(label(newWindow)))")
    }
    override func didMoveToWindow() {
        log.entries.append("\(name).didMoveToWindow(\(label(window)))")
    }
}

/// The identities of `views`, for comparing orders.
@MainActor
func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

/// The identities of `layers`, for comparing orders.
@MainActor
func ids(_ layers: [CALayer]?) -> [ObjectIdentifier] { (layers ?? []).map(ObjectIdentifier.init) }

/// Whether `view`'s sublayers are its subviews' layers, in the same order.
@MainActor
func sublayersMirrorSubviews(_ view: UIView) -> Bool {
    ids(view.layer.sublayers) == ids(view.subviews.map(\.layer))
}

@MainActor
@Suite struct UIViewHierarchyTests {
    @Test func addSubviewAppendsInFrontAndSetsSuperview() {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(ids(parent.subviews) == ids([a, b]))
        #expect(a.superview === parent && b.superview === parent)
        #expect(sublayersMirrorSubviews(parent))
        #expect(a.layer.superlayer === parent.layer)
    }

    @Test func addingAViewWithAnotherSuperviewMovesIt() {
        let first = UIView(), second = UIView(), view = UIView()
        first.addSubview(view)
        second.addSubview(view)
        #expect(first.subviews.isEmpty)
        #expect(first.layer.sublayers == nil)
        #expect(ids(second.subviews) == ids([view]))
        #expect(view.superview === second)
    }

    @Test func insertSubviewAtIndexAboveAndBelow() {
        let parent = UIView()
        let (a, b, c, d, e) = (UIView(), UIView(), UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)                 // c a b
        parent.insertSubview(d, aboveSubview: c)       // c d a b
        parent.insertSubview(e, belowSubview: b)       // c d a e b
        #expect(ids(parent.subviews) == ids([c, d, a, e, b]))
        #expect(sublayersMirrorSubviews(parent))
        parent.insertSubview(b, aboveSubview: c)       // c b d a e
        #expect(ids(parent.subviews) == ids([c, b, d, a, e]))
        parent.insertSubview(c, belowSubview: e)       // b d a c e
        #expect(ids(parent.subviews) == ids([b, d, a, c, e]))
        #expect(sublayersMirrorSubviews(parent))
    }

    @Test func insertingRelativeToANonSubviewGoesToTheFrontOrBack() {
        let parent = UIView(), a = UIView(), stranger = UIView(), above = UIView(), below = UIView()
        parent.addSubview(a)
        parent.insertSubview(above, aboveSubview: stranger)
        parent.insertSubview(below, belowSubview: stranger)
        #expect(ids(parent.subviews) == ids([below, a, above]))
        #expect(sublayersMirrorSubviews(parent))
    }

    @Test func bringToFrontSendToBackAndExchange() {
        let parent = UIView()
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        [a, b, c, d].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)                   // b c d a
        #expect(ids(parent.subviews) == ids([b, c, d, a]))
        parent.sendSubviewToBack(d)                     // d b c a
        #expect(ids(parent.subviews) == ids([d, b, c, a]))
        #expect(sublayersMirrorSubviews(parent))
        parent.exchangeSubview(at: 0, withSubviewAt: 3) // a b c d
        #expect(ids(parent.subviews) == ids([a, b, c, d]))
        #expect(sublayersMirrorSubviews(parent))
        parent.exchangeSubview(at: 1, withSubviewAt: 2) // a c b d
        #expect(ids(parent.subviews) == ids([a, c, b, d]))
        #expect(sublayersMirrorSubviews(parent))
    }

    @Test func removeFromSuperviewDetachesViewAndLayer() {
        let parent = UIView(), view = UIView()
        parent.addSubview(view)
        view.removeFromSuperview()
        #expect(view.superview == nil)
        #expect(parent.subviews.isEmpty)
        #expect(view.layer.superlayer == nil)
    }

    @Test func isDescendantIncludesSelfAndAncestorsOnly() {
        let root = UIView(), middle = UIView(), leaf = UIView(), other = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.isDescendant(of: leaf))
        #expect(leaf.isDescendant(of: root))
        #expect(!root.isDescendant(of: leaf))
        #expect(!leaf.isDescendant(of: other))
    }

    @Test func viewWithTagSearchesSelfFirstThenTheSubtree() {
        let root = UIView(), branch = UIView(), deep = UIView(), later = UIView()
        root.addSubview(branch)
        branch.addSubview(deep)
        root.addSubview(later)
        #expect(root.tag == 0)
        deep.tag = 7
        later.tag = 7
        // Depth first: `deep` (under the first subview) comes before `later`.
        #expect(root.viewWithTag(7) === deep)
        root.tag = 7
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(42) == nil)
    }

    @Test func windowIsTheEnclosingWindow() {
        let window = UIWindow(), parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(parent)
        #expect(child.window === window)
        #expect(window.window === window)
    }

    @Test func nextResponderIsTheSuperview() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
    }

    // MARK: - Callback order (uikit-semantics.md §1)

    @Test func addingToAWindowlessSuperview() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log), view = RecordingView("v", log: log)
        parent.addSubview(view)
        #expect(log.entries == [
            "v.willMove(toSuperview: parent)",
            "v.didMoveToSuperview",
            "parent.didAddSubview(v)",
        ])
    }

    @Test func addingToASuperviewInAWindowSendsWindowCallbacksToTheSubtree() {
        let log = CallLog()
        let window = UIWindow()
        let parent = RecordingView("parent", log: log), view = RecordingView("v", log: log)
        let child = RecordingView("child", log: log)
        window.addSubview(parent)
        view.addSubview(child)
        log.entries = []
        parent.addSubview(view)
        #expect(log.entries == [
            "v.willMove(toSuperview: parent)",
            "v.willMove(toWindow: window)",
            "child.willMove(toWindow: window)",
            "v.didMoveToWindow(window)",
            "child.didMoveToWindow(window)",
            "v.didMoveToSuperview",
            "parent.didAddSubview(v)",
        ])
    }

    @Test func removingFromAWindow() {
        let log = CallLog()
        let window = UIWindow()
        let parent = RecordingView("parent", log: log), view = RecordingView("v", log: log)
        let child = RecordingView("child", log: log)
        window.addSubview(parent)
        parent.addSubview(view)
        view.addSubview(child)
        log.entries = []
        view.removeFromSuperview()
        #expect(log.entries == [
            "parent.willRemoveSubview(v)",
            "v.willMove(toSuperview: nil)",
            "v.willMove(toWindow: nil)",
            "child.willMove(toWindow: nil)",
            "v.didMoveToWindow(nil)",
            "child.didMoveToWindow(nil)",
            "v.didMoveToSuperview",
        ])
    }

    @Test func removingFromAWindowlessSuperviewSendsNoWindowCallbacks() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log), view = RecordingView("v", log: log)
        parent.addSubview(view)
        log.entries = []
        view.removeFromSuperview()
        #expect(log.entries == [
            "parent.willRemoveSubview(v)",
            "v.willMove(toSuperview: nil)",
            "v.didMoveToSuperview",
        ])
    }

    @Test func movingBetweenSuperviewsOfOneWindow() {
        let log = CallLog()
        let window = UIWindow()
        let first = RecordingView("first", log: log), second = RecordingView("second", log: log)
        let view = RecordingView("v", log: log)
        window.addSubview(first)
        window.addSubview(second)
        first.addSubview(view)
        log.entries = []
        second.addSubview(view)
        // One will/did superview pair with the new superview; the window did not change.
        #expect(log.entries == [
            "first.willRemoveSubview(v)",
            "v.willMove(toSuperview: second)",
            "v.didMoveToSuperview",
            "second.didAddSubview(v)",
        ])
    }

    @Test func addingAWindowlessTreeToAWindowNotifiesEveryDescendant() {
        let log = CallLog()
        let window = UIWindow()
        let root = RecordingView("root", log: log), a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log), aa = RecordingView("aa", log: log)
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(aa)
        log.entries = []
        window.addSubview(root)
        let windowCalls = log.entries.filter { $0.contains("Window") }
        #expect(windowCalls == [
            "root.willMove(toWindow: window)", "a.willMove(toWindow: window)",
            "aa.willMove(toWindow: window)", "b.willMove(toWindow: window)",
            "root.didMoveToWindow(window)", "a.didMoveToWindow(window)",
            "aa.didMoveToWindow(window)", "b.didMoveToWindow(window)",
        ])
    }

    @Test func reAddingToTheSameSuperviewOnlyReorders() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log)
        let a = RecordingView("a", log: log), b = RecordingView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        log.entries = []
        parent.addSubview(a)
        #expect(ids(parent.subviews) == ids([b, a]))
        #expect(sublayersMirrorSubviews(parent))
        #expect(log.entries.isEmpty)
    }
}
