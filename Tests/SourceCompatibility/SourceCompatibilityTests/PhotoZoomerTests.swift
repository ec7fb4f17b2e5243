// Vitrine — Apache License 2.0
// The photo zoom of both source-compatibility apps (seed 002's shape), built and zoomed headless.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct PhotoZoomerTests {
    @Test func bothLanguageModesZoomThePhoto() {
        let zoomers: [(UIScrollView, UIImageView, () -> Void, () -> [String])] = [
            { let z = Swift5App.PhotoZoomer(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
              return (z.scrollView, z.imageView, z.zoomToMiddle, { z.zoomEvents }) }(),
            { let z = Swift6App.PhotoZoomer(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
              return (z.scrollView, z.imageView, z.zoomToMiddle, { z.zoomEvents }) }(),
        ]
        for (scrollView, imageView, zoomToMiddle, events) in zoomers {
            #expect(scrollView.pinchGestureRecognizer != nil)
            zoomToMiddle()
            // Scale 2 about the middle (200, 150): offset (400 − 200, 300 − 150).
            #expect(scrollView.zoomScale == 2)
            #expect(scrollView.contentOffset == CGPoint(x: 200, y: 150))
            #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
            #expect(imageView.frame.size == CGSize(width: 800, height: 600) && imageView.bounds.size == CGSize(width: 400, height: 300))
            #expect(events() == ["zoom 2.0"])
        }
    }
}
