// Vitrine — Apache License 2.0
// `addObserver(_:selector:name:object:)` with a method reference: called on post with the
// name and sender filters Apple documents, not retained, removed by `removeObserver`.
import Foundation
import Testing
@testable import UIKitCore

@MainActor @Suite struct NotificationSelectorObserverTests {
    nonisolated private static let ping = Notification.Name("VitrineTestPing")
    nonisolated private static let pong = Notification.Name("VitrineTestPong")

    private final class Listener {
        var received: [String] = []
        func heard(_ notification: Notification) { received.append(notification.name.rawValue) }
        func poked() { received.append("poked") }
    }

    @Test func aMethodHearsItsNameFromItsSenderOnly() {
        let center = NotificationCenter()
        let listener = Listener(), sender = NSObject(), other = NSObject()
        center.addObserver(listener, selector: Listener.heard, name: Self.ping, object: sender)
        center.post(name: Self.ping, object: sender)
        center.post(name: Self.ping, object: other)
        center.post(name: Self.pong, object: sender)
        #expect(listener.received == ["VitrineTestPing"])
    }

    @Test func nilNameAndSenderHearEverythingAndAMethodWithoutArgumentsIsCalled() {
        let center = NotificationCenter()
        let listener = Listener()
        center.addObserver(listener, selector: Listener.heard, name: nil, object: nil)
        center.addObserver(listener, selector: Listener.poked, name: Self.pong, object: nil)
        center.post(name: Self.ping, object: nil)
        center.post(name: Self.pong, object: NSObject())
        #expect(listener.received == ["VitrineTestPing", "VitrineTestPong", "poked"])
    }

    @Test func theObserverIsNotRetainedAndAGoneObserverIsNotCalled() {
        let center = NotificationCenter()
        var listener: Listener? = Listener()
        weak let watched = listener
        center.addObserver(listener!, selector: Listener.heard, name: Self.ping, object: nil)
        listener = nil
        #expect(watched == nil)
        center.post(name: Self.ping, object: nil)  // must not reach a freed observer
        center.post(name: Self.ping, object: nil)
    }

    @Test func removeObserverRemovesAllOrOnlyTheMatchingRegistrations() {
        let center = NotificationCenter()
        let listener = Listener(), sender = NSObject()
        center.addObserver(listener, selector: Listener.heard, name: Self.ping, object: nil)
        center.addObserver(listener, selector: Listener.heard, name: Self.pong, object: sender)
        center.removeObserver(listener, name: Self.pong, object: nil)
        center.post(name: Self.ping, object: nil)
        center.post(name: Self.pong, object: sender)
        #expect(listener.received == ["VitrineTestPing"])
        center.removeObserver(listener)
        center.post(name: Self.ping, object: nil)
        #expect(listener.received == ["VitrineTestPing"])
    }

    @Test func removingInDeinitAndBlockTokensStillWork() {
        final class SelfRemoving {
            let center: NotificationCenter
            var count = 0
            init(center: NotificationCenter) {
                self.center = center
            }
            func heard() { count += 1 }
            deinit { center.removeObserver(self) }
        }
        let center = NotificationCenter()
        var observer: SelfRemoving? = SelfRemoving(center: center)
        center.addObserver(observer!, selector: SelfRemoving.heard, name: Self.ping, object: nil)
        center.post(name: Self.ping, object: nil)
        #expect(observer?.count == 1)
        observer = nil
        center.post(name: Self.ping, object: nil)
        // A block observer's token is removed through the same call.
        var blockCalls = 0
        let token = center.addObserver(forName: Self.ping, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { blockCalls += 1 }
        }
        center.post(name: Self.ping, object: nil)
        center.removeObserver(token)
        center.post(name: Self.ping, object: nil)
        #expect(blockCalls == 1)
    }

    @Test func aPostFromAnotherThreadReachesTheMethodOnTheMainActor() async {
        let center = NotificationCenter()
        let listener = Listener()
        center.addObserver(listener, selector: Listener.heard, name: Self.ping, object: nil)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread { center.post(name: Self.ping, object: nil); done.resume() }
            thread.start()
        }
        // Queued on the main queue behind the post: one turn of the main actor later.
        for _ in 0..<100 where listener.received.isEmpty { await Task.yield() }
        #expect(listener.received == ["VitrineTestPing"])
    }
}
