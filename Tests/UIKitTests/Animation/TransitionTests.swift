// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// Transitions composed on a 200x100 screen at scale 1: a 100x100 view at x 50 turns
/// from red to blue.
@MainActor @Suite struct TransitionTests {
    @MainActor private final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let card = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        let compositor = Compositor(pixelWidth: 200, pixelHeight: 100, scale: 1)!
        let start = 5000.0

        init() {
            window.backgroundColor = .black
            card.backgroundColor = .red
            card.contentScaleFactor = 1
            window.addSubview(card)
            window.isHidden = false
        }

        isolated deinit {
            window.isHidden = true
        }

        /// Composes the frame shown `t` seconds after the transition began.
        func compose(at t: Double) {
            showAnimationFrame(at: start + t)
            compositor.compose([window.layer])
        }

        func pixel(_ x: Int, _ y: Int) -> UInt32 { compositor.screen[x, y] }

        /// The rows in column `x` that are not the window's black.
        func coveredRows(inColumn x: Int) -> Int {
            (0..<100).filter { pixel(x, $0) != 0xFF00_0000 }.count
        }
    }

    private func channels(_ pixel: UInt32) -> (Int, Int, Int) {
        (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    @Test func aCrossDissolveMixesTheOldAndNewLooks() {
        let scene = Scene()
        let log = CompletionLog()
        let sublayersBefore = scene.card.layer.sublayers?.count ?? 0
        UIView.transition(with: scene.card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { scene.card.backgroundColor = .blue }, completion: log.record)
        #expect(scene.card.backgroundColor == .blue, "the change itself is made at once")
        scene.compose(at: 0)
        #expect(scene.pixel(100, 50) == 0xFFFF_0000)
        scene.compose(at: 0.25)
        let (r, g, b) = channels(scene.pixel(100, 50))
        // The old look at opacity 0.75 over the new one: red 0.75·255, blue 0.25·255.
        #expect(abs(r - 191) <= 1 && g == 0 && abs(b - 64) <= 1, "\(r) \(g) \(b)")
        scene.compose(at: 1)
        #expect(scene.pixel(100, 50) == 0xFF00_00FF)
        #expect(log.results == [true])
        #expect((scene.card.layer.sublayers?.count ?? 0) == sublayersBefore, "the snapshot is gone")
    }

    @Test func aFlipFromLeftTurnsTheLeftSideTowardTheViewer() {
        let scene = Scene()
        UIView.transition(with: scene.card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { scene.card.backgroundColor = .blue })
        scene.compose(at: 0)
        scene.compose(at: 0.25)  // 45° into the turn
        let columns = (0..<200).filter { scene.coveredRows(inColumn: $0) > 0 }
        let width = (columns.last ?? 0) - (columns.first ?? 0) + 1
        // 100 · cos 45° ≈ 71 wide, a little more or less through the perspective.
        #expect((60...85).contains(width), "\(width) columns wide")
        let left = scene.coveredRows(inColumn: columns.first! + 2), right = scene.coveredRows(inColumn: columns.last! - 2)
        #expect(left > right + 4, "nearer edges look taller: left \(left), right \(right)")
        #expect(scene.pixel(100, 50) == 0xFFFF_0000, "the first half shows the old look")
        scene.compose(at: 0.75)
        #expect(scene.pixel(100, 50) == 0xFF00_00FF, "the second half shows the new look")
        let left2 = scene.coveredRows(inColumn: (0..<200).first { scene.coveredRows(inColumn: $0) > 0 }! + 2)
        let right2 = scene.coveredRows(inColumn: (0..<200).last { scene.coveredRows(inColumn: $0) > 0 }! - 2)
        #expect(right2 > left2 + 4, "coming round, the right side is the near one: left \(left2), right \(right2)")
        scene.compose(at: 1)
        #expect(scene.coveredRows(inColumn: 51) == 100 && scene.coveredRows(inColumn: 148) == 100)
    }

    @Test func aFlipFromTopTurnsAboutTheHorizontalAxis() {
        let scene = Scene()
        UIView.transition(with: scene.card, duration: 1, options: [.transitionFlipFromTop, .curveLinear],
                          animations: { scene.card.backgroundColor = .blue })
        scene.compose(at: 0)
        scene.compose(at: 0.25)
        let height = scene.coveredRows(inColumn: 100)
        #expect((60...85).contains(height), "\(height) rows high")
        scene.compose(at: 1)
    }

    @Test func aCurlUpRollsTheOldPageUpFromTheBottom() {
        let scene = Scene()
        let log = CompletionLog()
        UIView.transition(with: scene.card, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { scene.card.backgroundColor = .blue }, completion: log.record)
        scene.compose(at: 0)
        scene.compose(at: 0.25)
        // The fold is at 75: the flat page above 50, its back (red washed 80 % with
        // white) from 50 to 75, the new look below.
        #expect(scene.pixel(100, 20) == 0xFFFF_0000)
        let (r, g, b) = channels(scene.pixel(100, 60))
        #expect(r == 255 && abs(g - 204) <= 1 && abs(b - 204) <= 1, "\(r) \(g) \(b)")
        #expect(scene.pixel(100, 90) == 0xFF00_00FF)
        scene.compose(at: 1)
        #expect(scene.pixel(100, 20) == 0xFF00_00FF)
        #expect(log.results == [true])
    }

    @Test func aCurlDownUnrollsTheNewPageOverTheOld() {
        let scene = Scene()
        UIView.transition(with: scene.card, duration: 1, options: [.transitionCurlDown, .curveLinear],
                          animations: { scene.card.backgroundColor = .blue })
        scene.compose(at: 0)
        #expect(scene.pixel(100, 50) == 0xFFFF_0000)
        scene.compose(at: 0.75)
        // Fold at 75: the new page down to 50, its back from 50 to 75, the old look below.
        #expect(scene.pixel(100, 20) == 0xFF00_00FF)
        #expect(scene.pixel(100, 90) == 0xFFFF_0000)
        scene.compose(at: 1)
        #expect(scene.pixel(100, 90) == 0xFF00_00FF)
    }

    @Test func transitionFromToReplacesTheViewInItsSuperview() {
        let scene = Scene()
        let other = UIView(frame: scene.card.frame)
        other.backgroundColor = .green
        let log = CompletionLog()
        UIView.transition(from: scene.card, to: other, duration: 0.5, options: .transitionCrossDissolve, completion: log.record)
        #expect(scene.card.superview == nil)
        #expect(other.superview === scene.window)
        scene.compose(at: 0)
        scene.compose(at: 0.5)
        #expect(log.results == [true])

        let third = UIView(frame: other.frame)
        scene.window.addSubview(third)
        third.isHidden = true
        UIView.transition(from: other, to: third, duration: 0.5, options: [.transitionFlipFromRight, .showHideTransitionViews])
        #expect(other.isHidden && !third.isHidden && other.superview === scene.window)
        scene.compose(at: 1)
    }
}
