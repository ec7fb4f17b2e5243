// Vitrine — Apache License 2.0
import UIKit

/// A built-in demo scene, written as a user's app would be: public UIKit API only.
///
/// A demo may have several steps, each a state of the scene; the end-to-end tests show
/// each step on the VM's screen and compare it with the headless rendering.
@MainActor
public protocol Demo: AnyObject {
    /// The name `vitrine demo NAME` takes.
    static var name: String { get }
    /// One line for `vitrine demo --help` and the README.
    static var summary: String { get }
    /// How many states `show(step:)` accepts.
    static var stepCount: Int { get }
    /// The step `vitrine demo NAME` starts at without `--step`; 0 unless a demo says.
    static var initialStep: Int { get }

    init()

    /// Builds the scene's views inside `window`, in step 0.
    func build(in window: UIWindow)

    /// Changes the scene to `step` (0..<stepCount).
    func show(step: Int)
}

/// A demo whose steps include touches. Rendered headless, a touch step shows its scripted
/// result; on a real panel (`vitrine demo --wait-for-touches`) it waits for a finger.
@MainActor
public protocol TouchDrivenDemo: Demo {
    /// When true, a step that a touch brings about waits for a real touch instead of
    /// showing its scripted result.
    var waitsForTouches: Bool { get set }
    /// With `waitsForTouches`: true from the moment a touch step is shown until its
    /// touches, and the animations they started, are over. The end-to-end handshake
    /// reports no frame meanwhile, so the screen it checks shows the step's result.
    var isAwaitingTouches: Bool { get }
}

extension Demo {
    public static var initialStep: Int { 0 }
}

/// Every built-in demo.
public enum DemoCatalog {
    @MainActor public static let all: [any Demo.Type] = [ShowcaseDemo.self, NestedViewsDemo.self, HypnosisDemo.self, HappinessDemo.self, CardsDemo.self, TouchesDemo.self, AnimationsDemo.self, RotationDemo.self, ZoomDemo.self, TypingDemo.self]

    @MainActor public static func named(_ name: String) -> (any Demo.Type)? {
        all.first { $0.name == name }
    }
}

/// The app delegate that runs a demo, as an iOS app's delegate would.
public final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    public private(set) var demo: (any Demo)?
    /// Called at the end of launch with the demo on screen-to-be; tools hook in here.
    public var didLaunch: ((any Demo) -> Void)?
    private let demoType: any Demo.Type
    private let initialStep: Int

    public init(demo: any Demo.Type, step: Int = 0) {
        self.demoType = demo
        self.initialStep = step
        super.init()
    }

    public required override init() {
        self.demoType = ShowcaseDemo.self
        self.initialStep = 0
        super.init()
    }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let demo = demoType.init()
        demo.build(in: window)
        if initialStep != 0 { demo.show(step: initialStep) }
        window.makeKeyAndVisible()
        self.window = window
        self.demo = demo
        didLaunch?(demo)
        return true
    }
}
