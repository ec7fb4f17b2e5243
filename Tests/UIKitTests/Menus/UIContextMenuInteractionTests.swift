// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// A context menu interaction on a plain view: a 0.5 s press shows the delegate's menu
/// below the finger, asked with the finger's location in the view; choosing an action
/// runs it. Removed, the interaction no longer answers presses.
@MainActor
@Suite struct UIContextMenuInteractionTests {
    @MainActor
    final class MenuDelegate: UIContextMenuInteractionDelegate {
        var locations: [CGPoint] = []
        var log: [String] = []
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            locations.append(location)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                UIMenu(title: "", children: [UIAction(title: "Copy") { _ in self?.log.append("copy") }])
            }
        }
    }

    @Test func aPressShowsTheDelegatesMenu() throws {
        let touches = TouchHarness()
        let frames = FrameStepper(touches: touches)
        let view = UIView(frame: CGRect(x: 200, y: 200, width: 200, height: 100))
        touches.window.addSubview(view)
        let delegate = MenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)

        touches.send(.began, CGPoint(x: 250, y: 230), at: frames.now + 0.001)
        frames.wait(0.6)
        touches.send(.ended, CGPoint(x: 250, y: 230), at: frames.now + 0.001)
        #expect(delegate.locations == [CGPoint(x: 50, y: 30)])
        let menu = try #require(touches.window.subviews.last as? MenuOverlayView)
        #expect(menu.panel.frame.origin == CGPoint(x: 250, y: 238))
        touches.tap(menu.rows[0].convert(CGPoint(x: 40, y: 22), to: nil), at: frames.now + 0.1)
        #expect(delegate.log == ["copy"] && menu.superview == nil)

        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty && interaction.view == nil)
        touches.send(.began, CGPoint(x: 250, y: 230), at: frames.now + 0.2)
        frames.wait(0.6)
        touches.send(.ended, CGPoint(x: 250, y: 230), at: frames.now + 0.001)
        #expect(delegate.locations.count == 1)
        #expect(!touches.window.subviews.contains { $0 is MenuOverlayView })
    }
}
