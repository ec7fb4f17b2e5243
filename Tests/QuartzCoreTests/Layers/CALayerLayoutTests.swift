// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// Layer layout as Core Animation documents it: `setNeedsLayout()` marks, `layoutIfNeeded()`
/// lays out from the outermost marked ancestor down, `layoutSublayers()` asks the delegate.
@MainActor @Suite struct CALayerLayoutTests {
    @MainActor final class Log {
        var entries: [String] = []
    }

    final class LoggingLayer: CALayer {
        var log: Log?
        override func layoutSublayers() {
            super.layoutSublayers()
            log?.entries.append(name ?? "")
        }
    }

    final class Delegate: CALayerDelegate {
        var laidOut: [ObjectIdentifier] = []
        func layoutSublayers(of layer: CALayer) { laidOut.append(ObjectIdentifier(layer)) }
    }

    final class Host: LayerTreeHost {
        var changes = 0
        func layerTreeDidChange(_ root: CALayer) { changes += 1 }
    }

    private func layer(_ name: String, _ log: Log) -> LoggingLayer {
        let layer = LoggingLayer()
        layer.name = name
        layer.log = log
        return layer
    }

    @Test func aMarkedLayerLaysOutOnceHoweverOftenItWasMarked() {
        let log = Log()
        let root = layer("root", log)
        #expect(!root.needsLayout())
        root.setNeedsLayout()
        root.setNeedsLayout()
        #expect(root.needsLayout())
        root.layoutIfNeeded()
        #expect(log.entries == ["root"])
        #expect(!root.needsLayout())
        root.layoutIfNeeded()
        #expect(log.entries == ["root"], "nothing is marked any more")
    }

    @Test func layoutIfNeededStartsAtTheOutermostMarkedAncestorAndGoesDown() {
        let log = Log()
        let top = layer("top", log), middle = layer("middle", log), leaf = layer("leaf", log)
        top.addSublayer(middle)
        middle.addSublayer(leaf)
        leaf.setNeedsLayout()
        middle.setNeedsLayout()
        leaf.layoutIfNeeded()
        // top is not marked, so the walk up stops at middle; then middle before leaf.
        #expect(log.entries == ["middle", "leaf"])
    }

    @Test func theDefaultLayoutSublayersAsksTheDelegate() {
        let delegate = Delegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(delegate.laidOut == [ObjectIdentifier(layer)])
    }

    @Test func markingALayerAsksItsTreesHostForAFrame() {
        let host = Host()
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        root.host = host
        let before = host.changes
        child.setNeedsLayout()
        #expect(host.changes == before + 1)
        child.setNeedsLayout()
        #expect(host.changes == before + 1, "already marked: no second request")
    }
}
