// Vitrine — Apache License 2.0
@testable import UIKitCore

/// The lifecycle callbacks a test's view controllers received, in order, as
/// "name.callback" entries.
@MainActor final class LifecycleLog {
    var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }

    /// The entries since the last call, clearing them.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A view controller that records its lifecycle callbacks, with the flags UIKit lets
/// them read, in a shared log.
@MainActor class LoggingViewController: UIViewController {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    let name: String
    let log: LifecycleLog
    /// Whether entries note `isMovingToParent` … `isBeingDismissed` when true.
    var recordsFlags = false

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    private func record(_ callback: String) {
        var entry = "\(name).\(callback)"
        if recordsFlags {
            if isMovingToParent { entry += "+movingToParent" }
            if isMovingFromParent { entry += "+movingFromParent" }
            if isBeingPresented { entry += "+beingPresented" }
            if isBeingDismissed { entry += "+beingDismissed" }
        }
        log.record(entry)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record(animated ? "viewWillAppear(animated)" : "viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record(animated ? "viewDidAppear(animated)" : "viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record(animated ? "viewWillDisappear(animated)" : "viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record(animated ? "viewDidDisappear(animated)" : "viewDidDisappear")
    }

    /// A parent's name in the log: a logging controller's name, "container" for another.
    private static func describe(_ parent: UIViewController?) -> String {
        guard let parent else { return "nil" }
        return (parent as? LoggingViewController)?.name ?? "container"
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(Self.describe(parent)))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(Self.describe(parent)))")
    }
}

/// Whether `controllers` are `expected`, the same objects in the same order.
@MainActor func sameControllers(_ controllers: [UIViewController]?, _ expected: [UIViewController]) -> Bool {
    controllers?.elementsEqual(expected, by: ===) ?? false
}
