// Vitrine — Apache License 2.0
// The standard-controls panel of both source-compatibility apps, built and checked headless.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct VolumePanelTests {
    @Test func bothLanguageModesBuildThePanelWithUIKitsValues() {
        let panels: [(UISlider, UIStepper, UIPageControl)] = [
            { let p = Swift5App.VolumePanel(frame: .zero); return (p.volume, p.copies, p.pages) }(),
            { let p = Swift6App.VolumePanel(frame: .zero); return (p.volume, p.copies, p.pages) }(),
        ]
        for (slider, stepper, pages) in panels {
            #expect(slider.value == 5 && slider.maximumValue == 11 && !slider.isContinuous)
            // A minimum of 1 raises the stepper's value from 0 to 1.
            #expect(stepper.value == 1 && stepper.frame.size == CGSize(width: 94, height: 32))
            // Four pages, the first drawn as the star symbol: its width, 3 × 7 and 3 gaps of 9, padded 12 each side.
            let star = UIImage(systemName: "star")?.size.width ?? 7
            #expect(pages.currentPage == 1 && pages.frame.size == CGSize(width: star + 21 + 27 + 24, height: 26))
        }
        let thick = Swift6App.ThickSlider(frame: CGRect(x: 0, y: 0, width: 100, height: 31))
        #expect(thick.trackRect(forBounds: thick.bounds).height == 8)
    }
}
