// Vitrine — Apache License 2.0
// The navigation bar's metrics and look: 44 points, 96 with a large title (44 + 52),
// closing as the top controller's scroll view scrolls; the bars in the children's safe
// area; appearance objects; the bar's pixels at scale 1 and 2.
import Testing
@testable import UIKitCore

@MainActor @Suite struct UINavigationBarTests {
    private func makeNavigation(_ root: UIViewController, harness: TouchHarness) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        harness.window.rootViewController = navigation
        harness.window.layoutIfNeeded()
        return navigation
    }

    @Test func theChildrenGetTheBarsInTheirSafeArea() {
        let harness = TouchHarness()
        let root = UIViewController()
        let navigation = makeNavigation(root, harness: harness)
        // The child fills the view, under the 44-point bar, which is in its safe area.
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 1000, height: 44))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 54, left: 0, bottom: 5, right: 0))
        root.additionalSafeAreaInsets = .zero
        navigation.setToolbarHidden(false, animated: false)
        // The toolbar: 44 points at the bottom (1000 − 44 = 956).
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 956, width: 1000, height: 44))
        #expect(root.view.safeAreaInsets.bottom == 44)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden && root.view.safeAreaInsets.top == 0)
    }

    /// `[flexible, item, flexible]` centres the item: each space takes half of what is left.
    @Test func toolbarItemsShareTheWidthByFlexibleSpaces() {
        let harness = TouchHarness()
        let root = UIViewController()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(customView: custom), .flexibleSpace()]
        let navigation = makeNavigation(root, harness: harness)
        navigation.isToolbarHidden = false
        navigation.toolbar.layoutIfNeeded()
        // Left over: 1000 − 2 × 16 − 100 − 2 × 8 = 852; each space 426: the item at 16 + 426 + 8 = 450.
        #expect(custom.frame == CGRect(x: 450, y: 12, width: 100, height: 20))
    }

    /// During an animated push the old title fades out (1 − f) as the new one fades in
    /// (f), and the outgoing view darkens under the overlay to 10 % (0.1 × f), with f the
    /// ease-in-ease-out value halfway through the 0.35 s slide.
    @Test func anAnimatedPushCrossFadesTheBarAndDimsTheOutgoingView() throws {
        let harness = TouchHarness()
        let a = UIViewController(), b = UIViewController()
        a.title = "Menu"
        b.title = "Coffee"
        let navigation = makeNavigation(a, harness: harness)
        let bar = navigation.navigationBar
        navigation.pushViewController(b, animated: true)
        let ghost = try #require(bar.subviews.compactMap { $0 as? UILabel }.first { $0 !== bar.titleLabel && $0.text == "Menu" })
        #expect(bar.titleLabel.text == "Coffee" && !ghost.isUserInteractionEnabled)
        let start = 23_000.0
        showAnimationFrame(at: start)
        showAnimationFrame(at: start + 0.175)
        let f = CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.5)
        #expect(abs(Double(ghost.layer.presentation()!.opacity) - (1 - f)) < 1e-6)
        #expect(abs(Double(bar.titleLabel.layer.presentation()!.opacity) - f) < 1e-6)
        #expect(navigation.dimmingView.superview === navigation.view)
        #expect(abs(Double(navigation.dimmingView.layer.presentation()!.opacity) - 0.1 * f) < 1e-6)
        showAnimationFrame(at: start + 0.4)  // past the end (23000.35 − 23000 rounds below 0.35)
        #expect(ghost.superview == nil)
        #expect(navigation.dimmingView.superview == nil)
        #expect(bar.titleLabel.alpha == 1 && navigation.viewControllers.count == 2)
    }

    /// Hiding the bar animated slides it up by its height and hairline (44 + 1) over
    /// `hideShowBarDuration` (0.2 s), ease-in-ease-out; showing the toolbar slides it up
    /// from just under the view (1000 + 1) to 1000 − 44 = 956.
    @Test func hidingAndShowingBarsAnimatedSlidesThem() {
        let harness = TouchHarness()
        let root = UIViewController()
        let navigation = makeNavigation(root, harness: harness)
        let bar = navigation.navigationBar, toolbar = navigation.toolbar
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        navigation.setNavigationBarHidden(true, animated: true)
        navigation.setToolbarHidden(false, animated: true)
        #expect(navigation.isNavigationBarHidden && !bar.isHidden && root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        let start = 24_000.0
        showAnimationFrame(at: start)
        showAnimationFrame(at: start + 0.1)
        let f = CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.5)
        #expect(abs(Double(bar.layer.presentation()!.frame.minY) + 45 * f) < 1e-6)
        #expect(abs(Double(toolbar.layer.presentation()!.frame.minY) - (1001 - 45 * f)) < 1e-6)
        showAnimationFrame(at: start + 0.3)
        #expect(bar.isHidden && !toolbar.isHidden && toolbar.frame.minY == 956)
    }

    @Test func aPromptAddsThirtyPointsAboveTheButtons() {
        let harness = TouchHarness()
        let root = UIViewController()
        root.navigationItem.prompt = "Choose a drink"
        let navigation = makeNavigation(root, harness: harness)
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        // 44 + 30 = 74; the title is centred in the 44-point strip under the prompt (30 + 22 = 52).
        #expect(bar.frame.height == 74 && root.view.safeAreaInsets.top == 74)
        #expect(bar.promptLabel.text == "Choose a drink" && bar.promptLabel.frame.height == 30)
        #expect(bar.titleLabel.frame.midY == 52)
    }

    @Test func aLargeTitleAddsFiftyTwoPointsAndClosesAsTheContentScrolls() {
        let harness = TouchHarness()
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        list.title = "Menu"
        harness.window.rootViewController = navigation
        harness.window.layoutIfNeeded()
        let bar = navigation.navigationBar
        // 44 + 52 = 96; the large title is 34-point bold; the small one is hidden.
        #expect(bar.frame.height == 96 && bar.largeTitleLabel.text == "Menu")
        #expect(bar.largeTitleLabel.font == UIFont.systemFont(ofSize: 34, weight: .bold) && bar.titleLabel.isHidden)
        let scrollView = list.scrollView
        #expect(scrollView.safeAreaInsets.top == 96 && scrollView.adjustedContentInset.top == 96)
        #expect(scrollView.contentOffset.y == -96)  // resting at its top edge
        scrollView.contentOffset = CGPoint(x: 0, y: -96 + 30)
        #expect(abs(bar.frame.height - 66) < 1e-9, "\(bar.frame.height - 66)")
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 44 && !bar.titleLabel.isHidden && !bar.isAtScrollEdge)
        scrollView.contentOffset = CGPoint(x: 0, y: -96)
        #expect(bar.frame.height == 96 && bar.isAtScrollEdge)
        // A pushed item that never shows a large title gets the 44-point bar.
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        #expect(bar.frame.height == 44 && detail.view.safeAreaInsets.top == 44)
    }

    @Test func aListRestsUnderTheLargeTitleWhenTheScreenIsTheWindowsSize() {
        // On a kiosk the window is the screen: the navigation controller's view is made
        // at its final size, so only the layout of its arrival in the window moves the
        // list to rest under the 96-point bar.
        let previous = UIScreen.main
        UIScreen.install(UIScreen(pixelWidth: 1000, pixelHeight: 1000, scale: 1))
        defer { UIScreen.install(previous) }
        let harness = TouchHarness()
        let list = ListController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        list.title = "Menu"
        harness.window.rootViewController = navigation
        harness.window.layoutIfNeeded()
        #expect(list.scrollView.adjustedContentInset.top == 96 && list.scrollView.contentOffset.y == -96)
    }

    /// As an iOS app writes it: the bar's `tintColor` colours its buttons, the back
    /// chevron and the back title, an item's own tint wins, and `largeTitleTextAttributes`
    /// colour the large title.
    @Test func theTintColoursTheButtonsAndTheLargeTitleTakesItsAttributes() throws {
        let harness = TouchHarness()
        let root = UIViewController()
        root.title = "Menu"
        let navigation = makeNavigation(root, harness: harness)
        let bar = navigation.navigationBar
        bar.prefersLargeTitles = true
        bar.tintColor = .systemGreen
        let detail = UIViewController()
        detail.title = "Espresso"
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        share.tintColor = .systemOrange
        detail.navigationItem.rightBarButtonItems = [edit, share]
        navigation.pushViewController(detail, animated: false)
        harness.window.layoutIfNeeded()
        let views = bar.rightItemViews.compactMap { $0 as? BarButtonView }
        let editView = try #require(views.first { $0.item === edit })
        let shareView = try #require(views.first { $0.item === share })
        #expect(editView.titleLabel.textColor == .systemGreen && shareView.titleLabel.textColor == .systemOrange)
        #expect(bar.backButton.titleLabel.text == "Menu" && bar.backButton.titleLabel.textColor == .systemGreen)
        #expect(bar.backButton.chevron?.tintColor == .systemGreen)
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        navigation.popViewController(animated: false)
        harness.window.layoutIfNeeded()
        #expect(bar.largeTitleLabel.text == "Menu" && bar.largeTitleLabel.textColor == .systemPurple)
    }

    @Test func appearanceObjectsAndLegacyPropertiesSetTheLook() {
        let harness = TouchHarness()
        let root = UIViewController()
        let navigation = makeNavigation(root, harness: harness)
        let bar = navigation.navigationBar
        // At the scroll edge with no scroll-edge appearance, the bar is transparent (iOS 15).
        #expect(bar.backgroundView.backgroundColor == .clear)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        appearance.titleTextAttributes = [.foregroundColor: UIColor.green]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.backgroundView.backgroundColor == .red && bar.titleLabel.textColor == .green)
        let itemAppearance = UINavigationBarAppearance()
        itemAppearance.configureWithTransparentBackground()
        root.navigationItem.scrollEdgeAppearance = itemAppearance
        #expect(bar.backgroundView.backgroundColor == .clear && bar.shadowView.backgroundColor == .clear)
        root.navigationItem.scrollEdgeAppearance = nil
        bar.scrollEdgeAppearance = nil
        bar.standardAppearance = UINavigationBarAppearance()
        bar.isAtScrollEdge = false
        // The default look: the chrome material blurring what lies behind, under its tint.
        let chrome = UIBlurEffect(style: .systemChromeMaterial)
        #expect(bar.backgroundView.layer.backdropFilter == chrome.backdropFilter)
        #expect(bar.backgroundView.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            == chrome.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        // An opaque bar draws no blur, on the system background.
        bar.isTranslucent = false
        #expect(bar.backgroundView.layer.backdropFilter == nil && bar.backgroundView.backgroundColor == .systemBackground)
        bar.isTranslucent = true
        // The default look names iOS's chrome material; the opaque and transparent ones none.
        #expect(UINavigationBarAppearance().backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundEffect == nil)
        #expect(UINavigationBarAppearance(barAppearance: UINavigationBarAppearance()).backgroundEffect?.style == .systemChromeMaterial)
        let other = UINavigationBar(frame: .zero)
        other.barTintColor = .blue
        other.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20)]
        // An opaque colour over the blur hides it: the background is that colour.
        #expect(other.backgroundView.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .blue)
        #expect(other.titleLabel.font == UIFont.systemFont(ofSize: 20))
    }

    /// The bar's pixels: an opaque red background over rows 0 ..< 44 × scale, the green
    /// hairline one pixel tall right under it (row 44 × scale), the white content below,
    /// and a blue custom item where the margins put it, to the pixel.
    @Test(arguments: [1, 2])
    func theBarsPixelsFollowItsMetrics(scale: Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.screen = UIScreen(pixelWidth: 200 * scale, pixelHeight: 120 * scale, scale: CGFloat(scale))
        let compositor = Compositor(pixelWidth: 200 * scale, pixelHeight: 120 * scale, scale: CGFloat(scale))!
        window.isHidden = false
        defer { window.isHidden = true }
        let root = UIViewController()
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        appearance.shadowColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: box)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        window.layer.displayTreeIfNeeded()
        compositor.compose([window.layer])
        func rgb(_ x: Int, _ y: Int) -> UInt32 { compositor.screen[x, y] & 0xFFFFFF }
        let barBottom = 44 * scale
        for y in [0, barBottom / 2, barBottom - 1] { #expect(rgb(3, y) == 0xFF0000, "row \(y)") }
        #expect(rgb(3, barBottom) == 0x00FF00)
        #expect(rgb(3, barBottom + 1) == 0xFFFFFF)
        #expect(rgb(3, 119 * scale) == 0xFFFFFF)
        // The right item: 20 points wide ending at the 16-point margin (200 − 16 = 184, so
        // 164 ..< 184), centred on the bar (22 − 10 = 12, so 12 ..< 32).
        for (x, y) in [(164, 12), (183, 31), (174, 22)] { #expect(rgb(x * scale, y * scale) == 0x0000FF, "\(x), \(y)") }
        #expect(rgb(184 * scale, 22 * scale) == 0xFF0000 && rgb(163 * scale + scale - 1, 22 * scale) == 0xFF0000)
        #expect(rgb(174 * scale, 12 * scale - 1) == 0xFF0000 && rgb(174 * scale, 32 * scale) == 0xFF0000)
    }
}

/// A controller whose view is a scroll view with tall content.
@MainActor final class ListController: UIViewController {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    override func loadView() {
        scrollView.contentSize = CGSize(width: 1000, height: 5000)
        view = scrollView
    }
}
