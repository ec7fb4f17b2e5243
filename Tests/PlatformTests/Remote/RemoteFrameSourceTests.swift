// Vitrine — Apache License 2.0
// `@testable` because a plain `import CoreGraphics` next to `import Testing` makes the compiler look for
// swift-testing's Apple-only `_Testing_CoreGraphics` cross-import overlay, which Linux lacks.
@testable import CoreGraphics
import Testing
@testable import Platform

/// The hand-off of frames from the main thread to the remote screen's server thread,
/// driven on one thread: the main thread's frames are published between the server's
/// chunks (through `fill`'s `afterChunk`), at points a seeded generator picks, so every
/// interleaving is repeatable and nothing depends on timing.
@Suite struct RemoteFrameSourceTests {
    /// A generator with a fixed seed (a 64-bit LCG, Knuth's MMIX constants).
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// The main thread's frame: paints 1…3 opaque rectangles of random colours into the
    /// source (some reach past its edge, which `publish` clips) and publishes them.
    static func publishFrame(_ frames: RemoteFrameSource, _ random: inout Seeded) {
        let bitmap = frames.bitmap
        let rects = (0..<(1 + random.next(3))).map { _ in
            PixelRect(x: random.next(bitmap.width), y: random.next(bitmap.height),
                      width: 1 + random.next(bitmap.width / 2), height: 1 + random.next(bitmap.height))
        }
        let colours = rects.map { _ in 0xFF00_0000 | UInt32(random.next(0x100_0000)) }
        frames.publish(damage: rects) {
            for (rect, colour) in zip(rects, colours) {
                let clipped = rect.intersection(bitmap.bounds)
                for y in clipped.y..<clipped.maxY {
                    for x in clipped.x..<clipped.maxX { bitmap.pixels[y * bitmap.stride + x] = colour }
                }
            }
        }
    }

    static func pixels(_ bitmap: Bitmap) -> [UInt32] {
        Array(UnsafeBufferPointer(start: bitmap.pixels, count: bitmap.stride * bitmap.height))
    }

    /// Two buffers filled in turn, as neatvnc's pool hands them out, while frames keep coming
    /// between chunks: each buffer handed on equals the source as it was when the fill
    /// ended (one whole frame), and a viewer that applies only the damage each fill returns
    /// stays equal to the source: no damage is lost, however frames and chunks interleave.
    @Test func everyFilledBufferIsOneWholeFrameAndTheDamageReachesTheViewer() throws {
        // 64 rows: four chunks of 16 for a full-height rectangle.
        let frames = RemoteFrameSource(bitmap: try #require(Bitmap(width: 48, height: 64)))
        let buffers = try [0, 1].map { _ in try #require(Bitmap(width: 48, height: 64)) }
        let stale = [PixmanRegion([frames.bitmap.bounds]), PixmanRegion([frames.bitmap.bounds])]
        let viewer = try #require(Bitmap(width: 48, height: 64))
        var random = Seeded(state: 2026)
        var fills = 0, chunksWithFramesBetween = 0
        for round in 0..<300 {
            for _ in 0..<random.next(3) { Self.publishFrame(frames, &random) }
            let index = round % 2, buffer = buffers[index]
            var sourceAtEnd: [UInt32] = []
            let damage = frames.fill(UnsafeMutableRawPointer(buffer.pixels), pitch: buffer.bytesPerRow, stale: stale[index]) { piece in
                stale[1 - index].formUnion(piece)
            } afterChunk: {
                // The main thread gets the lock between chunks: sometimes it presents a frame.
                if random.next(4) == 0 {
                    Self.publishFrame(frames, &random)
                    chunksWithFramesBetween += 1
                }
                sourceAtEnd = Self.pixels(frames.bitmap)
            }
            guard let damage else {
                #expect(!frames.hasUntakenDamage, "round \(round): nothing was published, nothing filled")
                continue
            }
            fills += 1
            // A frame published after the last chunk is taken and copied before the fill ends.
            #expect(!frames.hasUntakenDamage)
            #expect(Self.pixels(buffer) == sourceAtEnd && sourceAtEnd == Self.pixels(frames.bitmap),
                    "round \(round): the buffer is one whole frame, the latest")
            #expect(stale[index].isEmpty)
            for rect in damage.rectangles {
                RemoteFrameSource.copy(rect, from: UnsafeRawPointer(buffer.pixels), pitch: buffer.bytesPerRow,
                                       into: UnsafeMutableRawPointer(viewer.pixels), pitch: viewer.bytesPerRow)
            }
            #expect(Self.pixels(viewer) == Self.pixels(frames.bitmap), "round \(round): the viewer got every change")
        }
        #expect(fills > 100 && chunksWithFramesBetween > 50, "the interleavings happened (\(fills) fills, \(chunksWithFramesBetween) frames between chunks)")
    }

    /// Damage outside the source hands nothing over (an idle screen wakes no one); the first
    /// fill copies the whole source; the damage returned never overlaps itself.
    @Test func emptyDamageHandsNothingOverAndDamageComesBackDisjoint() throws {
        let frames = RemoteFrameSource(bitmap: try #require(Bitmap(width: 32, height: 32)))
        let buffer = try #require(Bitmap(width: 32, height: 32))
        let stale = PixmanRegion()
        #expect(frames.fill(UnsafeMutableRawPointer(buffer.pixels), pitch: buffer.bytesPerRow, stale: stale) { _ in }?.rectangles
                == [PixelRect(x: 0, y: 0, width: 32, height: 32)])
        var wrote = false
        #expect(!frames.publish(damage: [PixelRect(x: 40, y: 0, width: 8, height: 8), PixelRect(x: 0, y: 0, width: 0, height: 5)]) { wrote = true })
        #expect(wrote, "the write runs even when nothing is handed over")
        #expect(!frames.hasUntakenDamage && frames.framesPublished == 0)
        #expect(frames.fill(UnsafeMutableRawPointer(buffer.pixels), pitch: buffer.bytesPerRow, stale: stale) { _ in } == nil)
        // Two overlapping frames: 0…16 × 0…8 and 8…24 × 4…12 (area 128 + 128 − 32 shared = 224).
        frames.publish(damage: [PixelRect(x: 0, y: 0, width: 16, height: 8)]) {}
        frames.publish(damage: [PixelRect(x: 8, y: 4, width: 16, height: 8)]) {}
        #expect(frames.framesPublished == 2)
        let damage = try #require(frames.fill(UnsafeMutableRawPointer(buffer.pixels), pitch: buffer.bytesPerRow, stale: stale) { _ in })
        let rects = damage.rectangles
        #expect(rects.reduce(0) { $0 + $1.area } == 224)
        for (index, rect) in rects.enumerated() {
            for other in rects[(index + 1)...] { #expect(rect.intersection(other).isEmpty) }
        }
    }

    /// A frame wakes the server only when the server has taken every frame before it:
    /// frames published while a wake is pending add their damage to it, and a fill that
    /// takes the damage makes the next frame wake the server again.
    @Test func onlyTheFirstFrameTheServerHasNotTakenWakesIt() throws {
        let frames = RemoteFrameSource(bitmap: try #require(Bitmap(width: 32, height: 32)))
        let buffer = try #require(Bitmap(width: 32, height: 32))
        let stale = PixmanRegion()
        let first = PixelRect(x: 0, y: 0, width: 8, height: 8)
        // The whole source is untaken until the first fill: the server, opening, fills it.
        #expect(!frames.publish(damage: [first]) {})
        _ = frames.fill(UnsafeMutableRawPointer(buffer.pixels), pitch: buffer.bytesPerRow, stale: stale) { _ in }
        #expect(frames.publish(damage: [first]) {})
        #expect(!frames.publish(damage: [PixelRect(x: 8, y: 8, width: 8, height: 8)]) {}, "the first frame's wake is pending")
        let damage = try #require(frames.fill(UnsafeMutableRawPointer(buffer.pixels), pitch: buffer.bytesPerRow, stale: stale) { _ in })
        // Both frames' damage comes with the one wake: 64 + 64 pixels, apart.
        #expect(damage.rectangles.reduce(0) { $0 + $1.area } == 128)
        #expect(frames.publish(damage: [first]) {}, "the server took everything: the next frame wakes it")
        #expect(!frames.publish(damage: [PixelRect(x: 40, y: 40, width: 8, height: 8)]) {}, "nothing inside the source: no wake")
    }
}
