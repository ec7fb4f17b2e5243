// Vitrine — Apache License 2.0
import UIKit

/// One of the four tiles: a rounded card in the tile's colour, its name and what to do
/// in labels; it lights up (white, its text in its colour) when touched and says so on
/// standard error. The whole quarter of the screen takes the touch, margins included.
final class TileView: UIView {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    let name: String
    private let color: UIColor
    private let card = UIView()
    private let nameLabel = UILabel()
    private let stateLabel = UILabel()
    /// Called when a finger goes down on the tile.
    var touched: ((TileView) -> Void)?

    init(name: String, color: UIColor) {
        self.name = name
        self.color = color
        super.init(frame: .zero)
        backgroundColor = .clear
        card.layer.cornerRadius = 16
        card.isUserInteractionEnabled = false
        addSubview(card)
        nameLabel.text = name.prefix(1).uppercased() + name.dropFirst()
        nameLabel.font = .boldSystemFont(ofSize: 28)
        stateLabel.font = .preferredFont(forTextStyle: .body)
        for label in [nameLabel, stateLabel] {
            label.textAlignment = .center
            card.addSubview(label)
        }
        updateLook()
    }

    var isLit = false {
        didSet { updateLook() }
    }

    private func updateLook() {
        card.backgroundColor = isLit ? .white : color
        nameLabel.textColor = isLit ? color : .white
        stateLabel.textColor = isLit ? color : UIColor(white: 1, alpha: 0.85)
        stateLabel.text = isLit ? "Touched" : "Touch to light up"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = bounds.insetBy(dx: 8, dy: 8)
        let middle = (card.bounds.height / 2).rounded()
        nameLabel.frame = CGRect(x: 0, y: middle - 38, width: card.bounds.width, height: 34)
        stateLabel.frame = CGRect(x: 0, y: middle + 4, width: card.bounds.width, height: 22)
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
        root.backgroundColor = .systemGroupedBackground
        let specs: [(String, UIColor, UIView.AutoresizingMask)] = [
            ("north-west", .systemRed, [.flexibleRightMargin, .flexibleBottomMargin]),
            ("north-east", .systemGreen, [.flexibleLeftMargin, .flexibleBottomMargin]),
            ("south-west", .systemBlue, [.flexibleRightMargin, .flexibleTopMargin]),
            ("south-east", .systemOrange, [.flexibleLeftMargin, .flexibleTopMargin]),
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
