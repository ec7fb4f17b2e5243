// Vitrine — Apache License 2.0
import Dispatch
import Testing
@testable import QuartzCore

/// Large damage repainted in bands on several threads: the same pixels as on one thread,
/// whatever the number of threads, and small damage never leaves the calling thread.
@MainActor @Suite struct CompositorThreadsTests {
    /// A 200 × 150 point scene with something of every kind crossing band edges: rotated
    /// and half-pixel layers, a translucent group of overlapping children, shadows, rounded
    /// corners and borders, a rounded clip, images scaled and turned, a perspective card and
    /// a masked layer.
    private func richScene() -> (root: CALayer, moving: CALayer, group: CALayer) {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 150), CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1))
        for i in 0..<6 {
            let panel = layer(CGRect(x: 6 + CGFloat(i) * 31.5, y: 8 + CGFloat(i % 3) * 17.25, width: 40, height: 52.5),
                              CGColor(red: CGFloat(i) / 6, green: 0.4, blue: 1 - CGFloat(i) / 6, alpha: 0.7))
            root.addSublayer(panel)
        }
        let turned = layer(CGRect(x: 30, y: 60, width: 70, height: 40), CGColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 0.85))
        turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.37))
        root.addSublayer(turned)

        let group = layer(CGRect(x: 110, y: 40, width: 80, height: 90), CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1))
        group.opacity = 0.6
        group.addSublayer(layer(CGRect(x: 10, y: 10, width: 50, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        group.addSublayer(layer(CGRect(x: 30.5, y: 30.25, width: 45, height: 50), CGColor(red: 0, green: 0, blue: 1, alpha: 0.8)))
        root.addSublayer(group)

        let card = layer(CGRect(x: 20, y: 105, width: 60, height: 34), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        card.cornerRadius = 9
        card.borderWidth = 1.5
        card.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.4, alpha: 1)
        card.shadowOpacity = 0.6
        card.shadowRadius = 5
        card.shadowOffset = CGSize(width: 2, height: 4)
        root.addSublayer(card)

        let clip = layer(CGRect(x: 88, y: 96, width: 60, height: 48), CGColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1))
        clip.cornerRadius = 12
        clip.masksToBounds = true
        let inside = layer(CGRect(x: -10, y: 8, width: 50, height: 60), CGColor(red: 0.9, green: 0.9, blue: 0.2, alpha: 0.9))
        inside.setAffineTransform(CGAffineTransform(rotationAngle: -0.2))
        clip.addSublayer(inside)
        root.addSublayer(clip)

        let image = layer(CGRect(x: 150, y: 5, width: 45, height: 45), nil)
        image.contents = checkerboard(size: 32, cell: 5)
        image.setAffineTransform(CGAffineTransform(rotationAngle: 0.25))
        image.shadowOpacity = 0.5
        image.shadowRadius = 3
        root.addSublayer(image)

        let perspective = layer(CGRect(x: 60, y: 20, width: 50, height: 70), nil)
        perspective.contents = checkerboard(size: 40, cell: 8)
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 200
        perspective.transform = CATransform3DRotate(transform, 0.6, 0, 1, 0)
        root.addSublayer(perspective)

        let masked = layer(CGRect(x: 160, y: 95, width: 36, height: 50), CGColor(red: 0.6, green: 0.1, blue: 0.6, alpha: 1))
        let mask = layer(CGRect(x: 4, y: 6, width: 28, height: 30), CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        mask.cornerRadius = 14
        masked.mask = mask
        root.addSublayer(masked)
        return (root, turned, group)
    }

    /// A compositor for the 200 × 150 point scene at `scale`, cutting every damage
    /// rectangle into bands of `bandHeight` rows (0: no bands).
    private func compositor(scale: CGFloat, threads: Int, bandHeight: Int) throws -> Compositor {
        try compositor(width: Int(200 * scale), height: Int(150 * scale), scale: scale, threads: threads, bandHeight: bandHeight)
    }

    private func compositor(width: Int, height: Int, scale: CGFloat = 1, threads: Int, bandHeight: Int) throws -> Compositor {
        let compositor = try #require(Compositor(pixelWidth: width, pixelHeight: height, scale: scale, threads: threads))
        compositor.bandHeight = bandHeight
        compositor.minimumBandedArea = 0
        return compositor
    }

    @Test(arguments: [1.0, 1.5, 2.0] as [CGFloat])
    func bandsOnSeveralThreadsGiveTheOneThreadPixels(scale: CGFloat) throws {
        let (root, moving, group) = richScene()
        let height = Int(150 * scale)
        for bands in [1, 2, 3, 7] {
            // 150 rows in 7 bands is 22 rows each: edges fall across items, not between them.
            let bandHeight = (height + bands - 1) / bands
            let one = try compositor(scale: scale, threads: 1, bandHeight: bandHeight)
            let others = try [2, 7].map { try compositor(scale: scale, threads: $0, bandHeight: bandHeight) }
            func composeAll(_ step: String) {
                one.compose([root])
                for other in others {
                    other.compose([root])
                    #expect(differingPixels(one.screen, other.screen) == 0,
                            "scale \(scale), \(bands) bands, \(other.threadCount) threads, \(step)")
                    #expect(other.lastFrameStatistics == one.lastFrameStatistics)
                }
            }
            composeAll("first frame")
            for other in others { #expect(other.parallelRepaintCount == (bands > 1 ? 1 : 0)) }
            // A transition's frames: a layer moves across bands, a group fades.
            moving.position.y += 7.5
            group.opacity = 0.45
            composeAll("after a move and a fade")
            moving.position.y -= 7.5
            group.opacity = 0.6
            composeAll("moved back")
        }
    }

    /// Bands are damage rectangles like any other: cutting the screen into them moves an
    /// antialiased edge pixel by at most one step (its polygon is clipped at the band edge,
    /// as at a damage rectangle's; see CompositorOcclusionTests).
    @Test(arguments: [1.0, 1.5, 2.0] as [CGFloat])
    func bandsDifferFromOneRectangleByAtMostARoundingStep(scale: CGFloat) throws {
        let (root, _, _) = richScene()
        let whole = try compositor(scale: scale, threads: 1, bandHeight: 0)
        let banded = try compositor(scale: scale, threads: 2, bandHeight: 23)
        whole.compose([root])
        banded.compose([root])
        #expect(largestChannelDifference(whole.screen, banded.screen) <= 1)
    }

    @Test func smallDamageStaysOnTheCallingThread() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 640, height: 480), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let swatch = layer(CGRect(x: 300, y: 200, width: 100, height: 100), CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        root.addSublayer(swatch)
        let compositor = try #require(Compositor(pixelWidth: 640, pixelHeight: 480, scale: 1, threads: 4))
        // 640 × 480 = 307 200 pixels: large damage, shared out.
        compositor.compose([root])
        #expect(compositor.parallelRepaintCount == 1)
        // 100 × 100 = 10 000 pixels: repainted here.
        swatch.backgroundColor = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        #expect(!compositor.compose([root]).isEmpty)
        #expect(compositor.parallelRepaintCount == 1)
        // A 480 × 320 card moved 8 pixels right: the old and new places, 488 × 320 =
        // 156 160 pixels, below the 262 144 that are shared out.
        let card = layer(CGRect(x: 0, y: 100, width: 480, height: 320), CGColor(red: 0, green: 0.4, blue: 0.8, alpha: 1))
        root.addSublayer(card)
        compositor.compose([root])
        card.position.x += 8
        #expect(compositor.compose([root]).reduce(0) { $0 + $1.area } == 488 * 320)
        #expect(compositor.parallelRepaintCount == 1)
        compositor.invalidateAll()
        compositor.compose([root])
        #expect(compositor.parallelRepaintCount == 2)

        let single = try #require(Compositor(pixelWidth: 640, pixelHeight: 480, scale: 1, threads: 1))
        single.compose([root])
        #expect(single.parallelRepaintCount == 0)
        #expect(differingPixels(single.screen, compositor.screen) == 0)
    }

    /// Each band's culling visits only the entries whose bounds meet the band, not the
    /// whole list: four bands of 40 rows over a 200 × 160 screen.
    @Test func cullingVisitsOnlyTheEntriesThatMeetEachBand() throws {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 160), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(layer(CGRect(x: 10, y: 5, width: 50, height: 25), blue))      // rows 5..<30: band 0
        root.addSublayer(layer(CGRect(x: 70, y: 35, width: 50, height: 15), blue))     // rows 35..<50: bands 0, 1
        root.addSublayer(layer(CGRect(x: 10, y: 70, width: 50, height: 60), blue))     // rows 70..<130: bands 1, 2, 3
        let group = layer(CGRect(x: 100, y: 125, width: 80, height: 30), CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        group.opacity = 0.5
        group.addSublayer(layer(CGRect(x: 5, y: 5, width: 30, height: 10), blue))
        group.addSublayer(layer(CGRect(x: 20, y: 10, width: 30, height: 15), blue))
        root.addSublayer(group)                                                        // rows 125..<155: band 3
        // Entries: the root's item, three panels, and the group's five (its beginning,
        // its own item, two members, its end): 9.
        let banded = try compositor(width: 200, height: 160, threads: 2, bandHeight: 40)
        banded.compose([root])
        // Band 0: root and the first two panels (3); band 1: root, the second and third
        // panels (3); band 2: root and the third panel (2); band 3: root, the third panel
        // and the group's five entries (7). 3 + 3 + 2 + 7 = 15, not 4 × 9 = 36.
        #expect(banded.parallelRepaintCount == 1)
        #expect(banded.lastEntriesVisited == 15)
        let whole = try compositor(width: 200, height: 160, threads: 1, bandHeight: 0)
        whole.compose([root])
        #expect(whole.lastEntriesVisited == 9)
        #expect(largestChannelDifference(whole.screen, banded.screen) <= 1)
        // A change inside band 0 alone: its damage meets the root and the changed panel.
        root.sublayers?[0].backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        banded.compose([root])
        #expect(banded.lastEntriesVisited == 2)
    }

    @Test func bandsAreCutAtMultiplesOfTheBandHeight() {
        let rect = PixelRect(x: 5, y: 10, width: 100, height: 200)
        #expect(Compositor.bands(of: [rect], height: 64, minimumArea: 0) == [
            PixelRect(x: 5, y: 10, width: 100, height: 54), PixelRect(x: 5, y: 64, width: 100, height: 64),
            PixelRect(x: 5, y: 128, width: 100, height: 64), PixelRect(x: 5, y: 192, width: 100, height: 18),
        ])
        // Below the area, or within one band's height, a rectangle is left whole.
        #expect(Compositor.bands(of: [rect], height: 64, minimumArea: 20_001) == [rect])
        let short = PixelRect(x: 0, y: 60, width: 500, height: 10)
        #expect(Compositor.bands(of: [short], height: 64, minimumArea: 0) == [short])
        #expect(Compositor.bands(of: [PixelRect(x: 0, y: -70, width: 4, height: 80)], height: 64, minimumArea: 0) == [
            PixelRect(x: 0, y: -70, width: 4, height: 6), PixelRect(x: 0, y: -64, width: 4, height: 64),
            PixelRect(x: 0, y: 0, width: 4, height: 10),
        ])
    }

    @Test func theThreadCountIsClampedAndDefaultsToTheAllowedCPUs() throws {
        #expect(try #require(Compositor(pixelWidth: 8, pixelHeight: 8, scale: 1)).threadCount == AllowedProcessors.count)
        #expect(try #require(Compositor(pixelWidth: 8, pixelHeight: 8, scale: 1, threads: 0)).threadCount == 1)
        #expect(try #require(Compositor(pixelWidth: 8, pixelHeight: 8, scale: 1, threads: 1000)).threadCount == 64)
    }

    /// A helper really runs a task while the calling thread runs another: task 0 waits
    /// for task 1 to start, which only another thread can do. (A handshake, not a timing:
    /// the wait's bound only keeps a broken pool from hanging the test.)
    @Test func thePoolRunsTasksOnHelpersAtTheSameTime() {
        let started = DispatchSemaphore(value: 0)
        let met = AtomicFlag()
        RepaintWorkers.shared.run(taskCount: 2, participants: 2) { task, _ in
            if task == 0 {
                if started.wait(timeout: .now() + 30) == .success { met.set() }
            } else {
                started.signal()
            }
        }
        #expect(met.isSet)
    }
}

/// A flag set by one thread and read by another after they synchronised.
private final class AtomicFlag: @unchecked Sendable {
    // @unchecked: written before the pool's job ends and read after, which the pool's lock orders.
    private(set) var isSet = false
    func set() { isSet = true }
}
