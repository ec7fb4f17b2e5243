// Vitrine — Apache License 2.0
import Testing
@testable import QuartzCore

/// `zPosition` orders siblings as Core Animation does: increasing depth back to front,
/// sublayer order among equals; and a change of depth repaints where the layers overlap.
@MainActor @Suite struct CompositorDepthTests {
    private let red: UInt32 = 0xFFFF_0000
    private let blue: UInt32 = 0xFF00_00FF
    private let green: UInt32 = 0xFF00_FF00

    @Test func aHigherZPositionDrawsInFrontWhateverTheSublayerOrder() throws {
        let compositor = try #require(Compositor(pixelWidth: 100, pixelHeight: 80, scale: 1))
        let tree = layer(CGRect(x: 0, y: 0, width: 100, height: 80), nil)
        let a = layer(CGRect(x: 10, y: 10, width: 30, height: 30), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let b = layer(CGRect(x: 20, y: 20, width: 30, height: 30), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let c = layer(CGRect(x: 30, y: 30, width: 30, height: 30), CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        for sublayer in [a, b, c] { tree.addSublayer(sublayer) }
        compositor.compose([tree])
        #expect(compositor.screen[25, 25] == blue)
        #expect(compositor.screen[35, 35] == green)
        a.zPosition = 1
        let damage = compositor.compose([tree])
        #expect(!damage.isEmpty)
        #expect(compositor.screen[25, 25] == red, "a is in front of b now")
        #expect(compositor.screen[35, 35] == red, "and of c")
        // b and c keep their order among themselves (both at depth 0).
        #expect(compositor.screen[45, 45] == green)
        c.zPosition = -1
        compositor.compose([tree])
        #expect(compositor.screen[45, 45] == blue, "c went behind b")
        // Equal depths fall back to sublayer order.
        a.zPosition = 0
        c.zPosition = 0
        compositor.compose([tree])
        #expect(compositor.screen[25, 25] == blue)
        #expect(compositor.screen[35, 35] == green)
        #expect(tree.sublayers?.map { $0 === a } == [true, false, false], "depth never reorders the sublayers")
    }

    @Test func aNaNDepthCountsAsZero() throws {
        let compositor = try #require(Compositor(pixelWidth: 60, pixelHeight: 60, scale: 1))
        let tree = layer(CGRect(x: 0, y: 0, width: 60, height: 60), nil)
        let a = layer(CGRect(x: 0, y: 0, width: 40, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let b = layer(CGRect(x: 20, y: 20, width: 40, height: 40), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        tree.addSublayer(a)
        tree.addSublayer(b)
        a.zPosition = .nan
        b.zPosition = -1
        compositor.compose([tree])
        #expect(compositor.screen[30, 30] == red)
    }
}
