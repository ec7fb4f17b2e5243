// Vitrine — Apache License 2.0
//
// The happiness and hypnosis demos driven through the app's input path, headless.
import Foundation
import Testing
@testable import UIKit
@testable import VitrineDemos

@MainActor @Suite struct HappinessDemoTests {
    typealias Harness = DemoTouchHarness<HappinessDemo>

    /// The face's blue ink, at least mostly covering the pixel (antialiased edges).
    func isInk(_ pixel: UInt32) -> Bool {
        pixel & 0xFF > 200 && (pixel >> 16) & 0xFF < 80
    }

    /// A data source with a fixed answer.
    final class FixedSmile: FaceViewDataSource {
        let value: Double
        init(_ value: Double) { self.value = value }
        func smilinessForFaceView(_ sender: FaceView) -> Double { value }
    }

    /// The mouth's lowest (or highest) point: a cubic whose two control points are both
    /// `offset` below the ends passes 3/4 of `offset` below them at its middle. The face's
    /// radius is 0.9 × 400 = 360, the mouth 120 below the centre, `offset` = ±120.
    @Test func theSmileComesFromTheDataSource() throws {
        let harness = Harness()
        let face = try #require(harness.demo.faceView)
        #expect(face.dataSource === harness.demo)
        var smiles: [Bool] = []
        for (source, expectedOffset) in [(FixedSmile(100), 90), (FixedSmile(0), -90)] {
            face.dataSource = source
            face.setNeedsDisplay()
            harness.frame()
            let y = 400 + 120 + expectedOffset
            smiles.append(isInk(harness.pixel(640, y)) || isInk(harness.pixel(640, y - 1)))
            #expect(!isInk(harness.pixel(640, 400 + 120 - expectedOffset)), "the other curve is not drawn")
        }
        #expect(smiles == [true, true], "the mouth goes through the point its data source puts it at")
    }

    /// 200 points down: the pan's translation is 190 (less its 10-point hysteresis), 47
    /// whole units of 4 points: 75 − 47 = 28, what the scripted step 1 shows.
    @Test func aVerticalPanChangesTheHappiness() {
        let harness = Harness()
        #expect(harness.demo.happiness == 75)
        harness.drag(from: CGPoint(x: 640, y: 200), to: CGPoint(x: 640, y: 400))
        harness.frame()
        #expect(harness.demo.happiness == 28)
        #expect(harness.demo.happiness == HappinessDemo.scriptedHappiness)
        // Back up 100 points: 90 after the hysteresis, 22 units happier.
        harness.drag(from: CGPoint(x: 640, y: 400), to: CGPoint(x: 640, y: 300))
        #expect(harness.demo.happiness == 50)
        // A horizontal pan changes nothing.
        harness.drag(from: CGPoint(x: 400, y: 400), to: CGPoint(x: 800, y: 400))
        #expect(harness.demo.happiness == 50)
    }

    /// Fingers 400 points apart pinched to 200: the face's scale halves, 0.9 → 0.45.
    @Test func aPinchScalesTheFace() throws {
        let harness = Harness()
        let face = try #require(harness.demo.faceView)
        harness.send([(.began, 1, CGPoint(x: 440, y: 400)), (.began, 2, CGPoint(x: 840, y: 400))])
        for step in 1...10 {
            harness.advance(by: 0.016)
            let x = CGFloat(step) * 10
            harness.send([(.moved, 1, CGPoint(x: 440 + x, y: 400)), (.moved, 2, CGPoint(x: 840 - x, y: 400))])
        }
        harness.send([(.ended, 1, CGPoint(x: 540, y: 400)), (.ended, 2, CGPoint(x: 740, y: 400))])
        harness.frame()
        #expect(abs(face.scale - 0.45) < 1e-9, "scale \(face.scale)")
        #expect(harness.demo.happiness == 75, "no pan: the fingers' centroid stayed put")
        // The head's ring now crosses the middle row at 640 ± 180.
        #expect(isInk(harness.pixel(640 - 180, 400)) && isInk(harness.pixel(640 + 180 - 1, 400)))
        #expect(!isInk(harness.pixel(640 - 360, 400)) && !isInk(harness.pixel(640 + 360 - 1, 400)))
    }
}

@MainActor @Suite struct HypnosisDemoTests {
    /// The outermost circle (radius 400, 10 points wide) crosses the middle row at 1040.
    @Test func aTouchGivesTheCirclesTheNextColour() {
        let harness = DemoTouchHarness<HypnosisDemo>()
        let colours = HypnosisView.circleColors.map { $0.cgColor.premultipliedARGB32 }
        #expect(harness.pixel(1038, 400) == colours[0])
        harness.tap(at: CGPoint(x: 100, y: 100))
        harness.frame()
        #expect(harness.pixel(1038, 400) == colours[1])
        harness.tap(at: CGPoint(x: 100, y: 100))
        harness.frame()
        #expect(harness.pixel(1038, 400) == colours[2])
    }

    /// When the window turns to portrait (800 × 1280) the view follows it and its picture
    /// is drawn for the new bounds: the outer circle, radius 400 about the new centre
    /// (400, 640), crosses row 640 at x 795…805. The old picture stretched would put that
    /// ring (x 1035…1045 of 1280) at 647…653.
    @Test func aBoundsChangeRedrawsTheCirclesForTheNewBounds() {
        let harness = DemoTouchHarness<HypnosisDemo>()
        let purple = HypnosisView.circleColors[0].cgColor.premultipliedARGB32
        harness.window.frame = CGRect(x: 0, y: 0, width: 800, height: 1280)
        harness.frame()
        #expect(harness.demo.hypnosisView?.bounds.size == CGSize(width: 800, height: 1280))
        #expect(harness.pixel(798, 640) == purple)
        #expect(harness.pixel(650, 640) != purple)
    }
}
