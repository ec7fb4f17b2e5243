// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

@MainActor
@Suite struct UIScreenTests {
    /// Checked on the placeholder itself: `UIScreen.main` is process-wide, and tests of
    /// the app runtime running in parallel install screens of their own.
    @Test func mainIsA1280By800ScreenAtScale1UntilTheLauncherInstallsOne() {
        let main = UIScreen.placeholder()
        #expect(main.bounds == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(main.nativeBounds == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(main.scale == 1)
        #expect(main.nativeScale == 1)
    }

    @Test func boundsArePointsAndNativeBoundsPixels() {
        // 2560×1600 pixels at 2 pixels per point = 1280×800 points.
        let screen = UIScreen(pixelWidth: 2560, pixelHeight: 1600, scale: 2)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 2560, height: 1600))
        #expect(screen.scale == 2)
        #expect(screen.nativeScale == 2)
    }

    @Test func installReplacesMain() {
        let original = UIScreen.main
        defer { UIScreen.install(original) }
        let panel = UIScreen(pixelWidth: 800, pixelHeight: 480, scale: 1)
        UIScreen.install(panel)
        #expect(UIScreen.main === panel)
        #expect(UIWindow(frame: UIScreen.main.bounds).frame == CGRect(x: 0, y: 0, width: 800, height: 480))
    }
}
