// Vitrine — Apache License 2.0
import UIKit

/// A small kiosk screen: a header bar across the top and a greeting card in the middle.
/// Tapping the card gives it the next colour and fades the header to match.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let header = UIView()
    private let card = GreetingCardView()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = Palette.background

        header.frame = CGRect(x: 0, y: 0, width: window.bounds.width, height: Layout.headerHeight)
        header.backgroundColor = Palette.themes[0].header
        // Stays full width and at the top if the screen turns.
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        window.addSubview(header)

        card.frame = CGRect(origin: .zero, size: Layout.cardSize)
        card.center = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        card.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AppDelegate.cardTapped))
        window.addSubview(card)

        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    private func cardTapped() {
        card.themeIndex = (card.themeIndex + 1) % Palette.themes.count
        let header = self.header, color = Palette.themes[card.themeIndex].header
        UIView.animate(withDuration: 0.3) { header.backgroundColor = color }
    }
}

/// Sizes in points.
enum Layout {
    static let headerHeight: CGFloat = 96
    static let cardSize = CGSize(width: 480, height: 280)
    static let cardCornerRadius: CGFloat = 24
    /// Where the card's text starts, from its top-left corner.
    static let textInset: CGFloat = 32
}
