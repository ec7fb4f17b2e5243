// Vitrine — Apache License 2.0
// Compiled unchanged in Swift 5 mode (Swift5App) and Swift 6 mode (Swift6App links this file): the app delegate, as an iOS app's.
import UIKit

public final class AppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    public private(set) var stack: CardStack?
    public private(set) var ring: RingView?
    public let statusController = StatusViewController(status: "ready")

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .black
        let stack = CardStack(container: window)
        stack.push(makeCard(tag: 1, frame: CGRect(x: 0, y: 0, width: 120, height: 80)))
        stack.push(makeCard(tag: 2, frame: CGRect(x: 0, y: 0, width: 120, height: 80)))
        stack.highlightLater(0)
        let ring = RingView(frame: CGRect(x: 150, y: 20, width: 100, height: 100))
        window.addSubview(ring)
        window.insertSubview(sharedBackdrop, at: 0)
        window.makeKeyAndVisible()
        self.window = window
        self.stack = stack
        self.ring = ring
        return true
    }
}
