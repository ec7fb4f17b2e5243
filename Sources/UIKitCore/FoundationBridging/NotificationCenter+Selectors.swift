// Vitrine — Apache License 2.0
// Observers added with a method instead of a selector.
//
// iOS code writes `center.addObserver(self, selector: #selector(keyboardWillShow(_:)),
// name: …, object: nil)`; here the selector becomes an unapplied method reference,
// `selector: ViewController.keyboardWillShow`, as for control targets
// (UIControl+Actions.swift). Swift's Foundation on Linux has no selector form, so each
// registration is a block observer whose token this file keeps per observer.
//
// As Apple documents since iOS 9, the observer is not retained and need not be removed
// before it goes away: a registration whose observer is gone drops itself at the next
// post. `removeObserver(_:)` and `removeObserver(_:name:object:)` given an object (the
// observer, or a block observer's token) remove its method registrations and then ask
// Foundation to remove the rest, so `removeObserver(self)` in `deinit` works as on iOS.
//
// Methods run on the main actor: a post from the main thread calls the method before
// `post` returns, as UIKit does; a post from another thread (where iOS would call the
// method on that thread, which Swift's main-actor isolation forbids) calls it on the
// main queue afterwards.
import Foundation

extension NotificationCenter {
    /// Calls `selector` on `observer` with each notification named `name` (any name when
    /// nil) posted by `object` (any sender when nil). `observer` is held weakly.
    @MainActor
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
                                                 name aName: Notification.Name?, object anObject: Any?) {
        register(observer, name: aName, object: anObject) { observer, notification in selector(observer)(notification) }
    }

    /// The form for methods that take no argument.
    @MainActor
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> () -> Void,
                                                 name aName: Notification.Name?, object anObject: Any?) {
        register(observer, name: aName, object: anObject) { observer, _ in selector(observer)() }
    }

    /// Removes every registration of `observer`: its method registrations and, when it is
    /// a block observer's token, that observer.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.remove(center: self, observer: observer, name: nil, object: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes the registrations of `observer` for `aName` (all names when nil) and
    /// `anObject` (all senders when nil).
    public func removeObserver(_ observer: AnyObject, name aName: Notification.Name?, object anObject: Any?) {
        for token in SelectorObservers.shared.remove(center: self, observer: observer, name: aName, object: anObject) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    @MainActor
    private func register<Observer: AnyObject>(_ observer: Observer, name: Notification.Name?, object: Any?,
                                               call: @escaping (Observer, Notification) -> Void) {
        weak let target = observer
        let handler = MainActorHandler { [weak self] notification, token in
            guard let target else {
                // The observer went away without removing itself.
                if let self, let token {
                    SelectorObservers.shared.forget(token: token)
                    self.removeObserver(token as Any)
                }
                return
            }
            call(target, notification)
        }
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            handler.deliver(notification)
        }
        handler.token = token
        SelectorObservers.shared.add(token, center: self, observer: observer, name: name, object: object)
    }
}

/// Carries a main-actor method call across Foundation's `@Sendable` observer block: it is
/// only ever called on the main actor (at once on the main thread, else queued there).
private final class MainActorHandler: @unchecked Sendable {
    private let call: @MainActor (Notification, NSObjectProtocol?) -> Void
    /// Set once Foundation returns the registration's token; a post from another thread
    /// may read it meanwhile (and then finds nil: the observer is alive while it registers).
    private let tokenLock = NSLock()
    private var storedToken: NSObjectProtocol?
    var token: NSObjectProtocol? {
        get { tokenLock.withLock { storedToken } }
        set { tokenLock.withLock { storedToken = newValue } }
    }

    init(_ call: @escaping @MainActor (Notification, NSObjectProtocol?) -> Void) {
        self.call = call
        _ = Self.mainQueueMarked
    }

    /// Main-actor work runs on the main thread in the kiosk, but on the main dispatch
    /// queue, from whichever thread drains it, under a test runner: a mark on that queue
    /// recognizes both.
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let mainQueueMarked: Bool = {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        return true
    }()

    private static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    func deliver(_ notification: Notification) {
        let box = UncheckedNotification(notification)
        if Self.isOnMainActor {
            let token = self.token
            MainActor.assumeIsolated { call(box.notification, token) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.call(box.notification, self.token) } }
        }
    }
}

private struct UncheckedNotification: @unchecked Sendable {
    let notification: Notification
    init(_ notification: Notification) { self.notification = notification }
}

/// The block observers standing for method registrations, by center and observer. The
/// observer is kept by identity: in `deinit`, where removal usually happens, weak
/// references to it already read nil.
private final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    private struct Entry {
        let token: NSObjectProtocol
        let center: ObjectIdentifier
        let observer: ObjectIdentifier
        let name: Notification.Name?
        let object: ObjectIdentifier?
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ token: NSObjectProtocol, center: NotificationCenter, observer: AnyObject, name: Notification.Name?, object: Any?) {
        let entry = Entry(token: token, center: ObjectIdentifier(center), observer: ObjectIdentifier(observer),
                          name: name, object: object.map { ObjectIdentifier($0 as AnyObject) })
        lock.withLock { entries.append(entry) }
    }

    /// Takes out and returns the tokens of `observer`'s registrations matching `name` and
    /// `object` (nil matches any).
    func remove(center: NotificationCenter, observer: AnyObject, name: Notification.Name?, object: Any?) -> [NSObjectProtocol] {
        let centerID = ObjectIdentifier(center), observerID = ObjectIdentifier(observer)
        let objectID = object.map { ObjectIdentifier($0 as AnyObject) }
        return lock.withLock {
            var removed: [NSObjectProtocol] = []
            entries.removeAll { entry in
                let matches = entry.center == centerID && entry.observer == observerID
                    && (name == nil || entry.name == name) && (objectID == nil || entry.object == objectID)
                if matches { removed.append(entry.token) }
                return matches
            }
            return removed
        }
    }

    func forget(token: NSObjectProtocol) {
        lock.withLock { entries.removeAll { $0.token === token } }
    }
}
