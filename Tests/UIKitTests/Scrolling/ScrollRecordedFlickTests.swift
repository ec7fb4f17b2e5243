// Vitrine — Apache License 2.0
import Foundation
import Platform
import TestFixtures
import Testing
import VitrineTesting
@testable import UIKitCore

/// Real panel recordings (Tests/Fixtures/touch-recordings) decoded by the device path's
/// decoder and replayed into a full-screen scroll view at their recorded times: the
/// content moves exactly with the fingers' centroid while they are down, and after the
/// lift it glides, bounces or springs back by the formulas, from the velocity the
/// delegate was given.
@MainActor @Suite struct ScrollRecordedFlickTests {
    struct Recording: Sendable, CustomTestStringConvertible {
        var events: String, description: String
        var testDescription: String { events }
    }

    nonisolated static let recordings = [
        Recording(events: "edt-ep0430m09.1-finger-drag-up-down.events", description: "edt-ep0430m09.desc"),
        Recording(events: "edt-ep0430m09.2-finger-scroll-down.events", description: "edt-ep0430m09.desc"),
        Recording(events: "atmel-mxt.1-finger-drag-up-down.events", description: "atmel-mxt.desc"),
        Recording(events: "ntrig-protoA.1-finger-drag-NW-SE.events", description: "ntrig-protoA.desc"),
    ]

    /// Records the fingers' centroid and which fingers are down at every scroll of the drag.
    final class FingerLog: UIScrollViewDelegate {
        let inner: ScrollDelegateLog
        var drag: [(offset: CGPoint, centroid: CGPoint, fingers: Set<ObjectIdentifier>)] = []
        init(_ inner: ScrollDelegateLog) { self.inner = inner }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            inner.scrollViewDidScroll(scrollView)
            if scrollView.isDragging {
                let pan = scrollView.panGestureRecognizer
                let down = scrollView.pan.touches.filter { $0.phase != .ended && $0.phase != .cancelled }
                drag.append((scrollView.contentOffset, pan.location(in: nil), Set(down.map(ObjectIdentifier.init))))
            }
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { inner.scrollViewWillBeginDragging(scrollView) }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            inner.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            inner.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { inner.scrollViewWillBeginDecelerating(scrollView) }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { inner.scrollViewDidEndDecelerating(scrollView) }
    }

    @Test(arguments: recordings)
    func aRecordedDragScrollsWithTheFingersAndGlidesByTheFormula(_ recording: Recording) throws {
        let file = try EvemuRecording.load(descriptionPath: TouchRecordingFixtures.path(recording.description),
                                           eventsPath: TouchRecordingFixtures.path(recording.events))
        let frames = try ReplayInputSource.decodeAll(file)
        try #require(!frames.isEmpty)
        // Content much larger than the screen both ways, starting in its middle, so the
        // drag stays inside it.
        let h = ScrollHarness(scrollView: UIScrollView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000)),
                              contentSize: CGSize(width: 20000, height: 20000))
        let fingers = FingerLog(h.log)
        h.scrollView.delegate = fingers
        h.scrollView.contentOffset = CGPoint(x: 10000, y: 10000)
        h.log.events.removeAll()
        let shift = h.now + 0.01 - frames[0].timestamp
        for frame in frames {
            let time = frame.timestamp + shift
            h.touches.wait(until: time)
            h.touches.router.handle(TouchFrame(deviceID: frame.deviceID, timestamp: time, contacts: frame.contacts))
        }
        h.settle()
        #expect(h.log.milestones.first == "willBeginDragging")
        #expect(h.log.milestones.contains("willEndDragging"))
        #expect(fingers.drag.count > 10, "the drag moved the content \(fingers.drag.count) times")
        // While the same fingers stay down, the content moves by what their centroid
        // moves (on both axes: the content scrolls both ways), each offset rounded to the
        // nearest pixel: two of them differ from the finger's move by less than a pixel.
        let pixel = 1 / (h.scrollView.window?.screen.scale ?? 1)
        for (a, b) in zip(fingers.drag, fingers.drag.dropFirst()) where a.fingers == b.fingers {
            #expect(abs((b.offset.x - a.offset.x) + (b.centroid.x - a.centroid.x)) < pixel + 1e-6)
            #expect(abs((b.offset.y - a.offset.y) + (b.centroid.y - a.centroid.y)) < pixel + 1e-6)
        }
        // After the lift: the glide from the velocity the delegate was told.
        if h.log.milestones.contains("willBeginDecelerating") {
            UIScrollViewTests.expectFollows(h.log, UIScrollViewTests.releaseMotion(h.log, h.scrollView))
            #expect(h.log.milestones.last == "didEndDecelerating")
            #expect(h.scrollView.contentOffset == UIScrollViewTests.onGrid(h.log.offeredTarget!, scale: 1 / pixel))
        }
        #expect(!h.scrollView.isDragging && !h.scrollView.isDecelerating && !h.scrollView.isTracking)
        #expect(h.content.draws == 1, "scrolling never redrew the content")
    }
}
