// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// The archive initializers iOS requires of subclasses compile, and, with no nib loading,
/// return nil; `awakeFromNib()` can be overridden (and is never called).
@MainActor @Suite struct UIViewCoderTests {
    final class BadgeView: UIView {
        let count: Int
        var awoke = false
        init(count: Int) {
            self.count = count
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) {
            count = 0
            super.init(coder: coder)
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
    }

    final class BadgeController: UIViewController {
        let count: Int
        init(count: Int) {
            self.count = count
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) {
            count = 0
            super.init(coder: coder)
        }
        override func awakeFromNib() {
            super.awakeFromNib()
        }
    }

    @Test func viewsAndControllersFromACoderAreUnsupportedAndNil() {
        #expect(BadgeView(coder: NSCoder()) == nil)
        #expect(UIView(coder: NSCoder()) == nil)
        #expect(UIWindow(coder: NSCoder()) == nil)
        #expect(BadgeController(coder: NSCoder()) == nil)
        #expect(UIViewController(coder: NSCoder()) == nil)
    }

    @Test func codeMadeViewsAndControllersAreNotAwokenFromANib() {
        let view = BadgeView(count: 3)
        #expect(view.count == 3 && !view.awoke)
        let controller = BadgeController(count: 2)
        #expect(controller.count == 2)
        #expect(controller.view != nil, "a nil nib name loads the view with loadView()")
    }
}
