// Vitrine — Apache License 2.0
// The split view of both source-compatibility apps: a sidebar and a detail column.
import Testing
@testable import UIKitCore
import Swift5App
import Swift6App

@MainActor
@Suite struct ExhibitSplitTests {
    @Test func bothLanguageModesBuildASidebarAndDetail() {
        let apps: [(UISplitViewController, UIViewController, () -> Void)] = [
            { let a = Swift5App.ExhibitSplit(); return (a.split, a.sidebar, a.toggleSidebar) }(),
            { let a = Swift6App.ExhibitSplit(); return (a.split, a.sidebar, a.toggleSidebar) }(),
        ]
        for (split, sidebar, toggleSidebar) in apps {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 800))
            window.layer.isHidden = false
            window.rootViewController = split
            window.layoutIfNeeded()
            // 0.3 × 1000 = 300, within 280 … 400.
            #expect(split.displayMode == .oneBesideSecondary && split.primaryColumnWidth == 300)
            #expect(sidebar.navigationController?.view.frame.width == 300)
            toggleSidebar()
            #expect(split.displayMode == .secondaryOnly && sidebar.viewIfLoaded?.window == nil)
        }
    }
}
