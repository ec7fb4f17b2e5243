// Vitrine — Apache License 2.0
import UIKit

/// One of the four tiles: lights up (white) when touched and says so on standard error.
final class TileView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    let name: String
    private let color: UIColor
    /// Called when a finger goes down on the tile.
    var touched: ((TileView) -> Void)?

    init(name: String, color: UIColor) {
        self.name = name
        self.color = color
        super.init(frame: .zero)
        backgroundColor = color
    }

    var isLit = false {
        didSet { backgroundColor = isLit ? .white : color }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touched?(self)
    }
}

/// A 2×2 grid of tiles that follow the window's size; every orientation is supported.
final class TilesViewController: UIViewController {
    private(set) var tiles: [TileView] = []

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .black
        let specs: [(String, UIColor, UIView.AutoresizingMask)] = [
            ("north-west", UIColor(red: 0.8, green: 0.2, blue: 0.2, alpha: 1), [.flexibleRightMargin, .flexibleBottomMargin]),
            ("north-east", UIColor(red: 0.2, green: 0.6, blue: 0.2, alpha: 1), [.flexibleLeftMargin, .flexibleBottomMargin]),
            ("south-west", UIColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1), [.flexibleRightMargin, .flexibleTopMargin]),
            ("south-east", UIColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1), [.flexibleLeftMargin, .flexibleTopMargin]),
        ]
        let half = CGSize(width: root.bounds.width / 2, height: root.bounds.height / 2)
        for (index, (name, color, pinning)) in specs.enumerated() {
            let tile = TileView(name: name, color: color)
            tile.frame = CGRect(x: CGFloat(index % 2) * half.width, y: CGFloat(index / 2) * half.height,
                                width: half.width, height: half.height)
            // Each tile is a quarter of the screen in any orientation: flexible size, and
            // pinned to its own corner.
            tile.autoresizingMask = pinning.union([.flexibleWidth, .flexibleHeight])
            root.addSubview(tile)
            tiles.append(tile)
        }
        view = root
    }

    func tile(named name: String) -> TileView? {
        loadViewIfNeeded()
        return tiles.first { $0.name == name }
    }
}

/// Four tiles that light up when touched; at step 2 the interface turns a quarter at run
/// time (`UIWindowScene.requestGeometryUpdate`). With a board mounting the panel turned,
/// the picture goes through both turns and touches must follow both.
///
/// Steps 1 and 3 are touches. Rendered headless, they light the tiles their scripted
/// touches land on (`scriptedTouches`); with `waitsForTouches` (the end-to-end test on
/// the virtual board) they wait for a real touch and light what it lands on.
public final class RotationDemo: TouchDrivenDemo {
    public static let name = "rotation"
    public static let summary = "four tiles that light up when touched; step 2 turns the interface a quarter"
    public static let stepCount = 4

    /// The tiles the end-to-end test's touches land on, by step: both in the panel's
    /// top-right quadrant, before and after the turn (RotatedPanelTouchVMTests has the arithmetic).
    public static let scriptedTouches = [1: "north-west", 3: "south-west"]

    public var waitsForTouches = false
    public var isAwaitingTouches: Bool { awaitedTouch != nil }
    private let controller = TilesViewController()
    private weak var window: UIWindow?
    private var awaitedTouch: Int?

    public init() {}

    public func build(in window: UIWindow) {
        self.window = window
        window.rootViewController = controller
        for tile in controller.tiles {
            tile.touched = { [unowned self] tile in self.tileTouched(tile) }
        }
    }

    public func show(step: Int) {
        if waitsForTouches {
            // Steps come one at a time from the test's handshake.
            if Self.scriptedTouches[step] != nil {
                awaitedTouch = step
                report("waiting for a touch (step \(step))")
            } else if step == 2 {
                turn()
            }
            return
        }
        for past in stride(from: 1, through: step, by: 1) {
            if let name = Self.scriptedTouches[past] { controller.tile(named: name)?.isLit = true }
            if past == 2 { turn() }
        }
    }

    private func tileTouched(_ tile: TileView) {
        report("touch on \(tile.name)")
        guard !waitsForTouches || awaitedTouch != nil else { return }
        awaitedTouch = nil
        tile.isLit = true
    }

    /// A quarter turn from the natural orientation: portrait and landscape swap.
    private func turn() {
        requestQuarterTurn(of: window) { [weak self] line in self?.report(line) }
    }

    private func report(_ line: String) {
        FileHandle.standardError.write(Data("rotation demo: \(line)\n".utf8))
    }
}
