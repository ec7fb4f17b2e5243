// Vitrine — Apache License 2.0
import CoreGraphics
import Foundation

/// The panel's pixels as the remote screen's server thread reads them, shared with the
/// main thread that writes them: the hand-off of frames without a second copy on the
/// main thread's frame path.
///
/// The main thread writes `bitmap` only inside `publish(damage:writing:)` (the `vnc`
/// display's own copy of each frame: the headless panel, or a mirror's turned copy). It
/// never waits for the server: before writing, it adds the frame's damage to what the
/// server has not taken yet and marks a write in progress, under a lock held for that
/// bookkeeping only; it writes with no lock held.
///
/// The server thread (`fill`) brings one of its buffers up to date in chunks of a few
/// rows, with no lock held while it copies. Before each chunk it takes the damage
/// published meanwhile into the region it still has to copy, and it copies no chunk
/// while a write is in progress. A write that starts during a chunk's copy may tear the
/// pixels it read, but only inside that write's damage, which the next turn takes and
/// copies again; so the buffer handed on is one whole frame, never rows of two, and no
/// damage is lost: when the region to copy is empty and no write is in progress, every
/// pixel of the buffer equals the bitmap's.
///
/// Thread-safety: `lock` guards `untaken`, `isWriting` and the count; the bitmap's pixels
/// are written by the publishing thread only, and read by the filling thread as above.
final class RemoteFrameSource: @unchecked Sendable {
    let bitmap: Bitmap
    /// Rows copied between two looks at what the main thread published. Chosen here, not
    /// from any documentation: 16 rows of a 1080p panel are 123 KB.
    static let chunkRows = 16

    private let lock = NSLock()
    /// Damage published since the server last took it.
    private let untaken = PixmanRegion()
    private var publishedCount = 0
    /// The main thread is writing `bitmap` (within damage already in `untaken`).
    private var isWriting = false

    /// Serves `bitmap`'s pixels, all of them damaged (the first fill copies everything).
    init(bitmap: Bitmap) {
        self.bitmap = bitmap
        untaken.formUnion(bitmap.bounds)
    }

    /// Frames published with damage so far.
    var framesPublished: Int {
        lock.lock()
        defer { lock.unlock() }
        return publishedCount
    }

    /// True when damage was published that no `fill` has taken yet.
    var hasUntakenDamage: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !untaken.isEmpty
    }

    /// Adds `damage` (clipped to the bitmap) to what the server has not taken, then runs
    /// `write`, which changes `bitmap` within `damage` only.
    /// - Returns: true when the server must be woken: damage was handed over and the server
    ///   had taken all the damage published before. Otherwise a wake is already on its way
    ///   (the publish that left damage untaken woke the server, and `fill` takes what is
    ///   published until it returns), or the clipped damage is empty: nothing to do.
    @discardableResult
    func publish(damage: [PixelRect], writing write: () -> Void) -> Bool {
        let bounds = bitmap.bounds
        let clipped = damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        guard !clipped.isEmpty else {
            write()
            return false
        }
        lock.lock()
        let wakes = untaken.isEmpty
        for rect in clipped { untaken.formUnion(rect) }
        isWriting = true
        lock.unlock()
        write()
        lock.lock()
        isWriting = false
        publishedCount += 1
        lock.unlock()
        return wakes
    }

    /// Copies into `destination` (XRGB8888, `pitch` bytes a row, the bitmap's size) what it
    /// lacks: `stale` (which the caller keeps per buffer; emptied here) and the damage
    /// published since the last fill, as one whole frame. `taking` is called with each
    /// piece of damage taken, before it is copied (the caller's other buffers lack it
    /// too); `afterChunk` runs after each chunk.
    /// - Returns: the damage taken (what changed since the last fill), or nil, copying
    ///   nothing, when none was published.
    func fill(_ destination: UnsafeMutableRawPointer, pitch: Int, stale: PixmanRegion,
              taking: (PixmanRegion) -> Void, afterChunk: () -> Void = {}) -> PixmanRegion? {
        let taken = PixmanRegion()
        let source = UnsafeRawPointer(bitmap.pixels), sourcePitch = bitmap.bytesPerRow
        while true {
            lock.lock()
            var piece: PixmanRegion?
            if !untaken.isEmpty {
                piece = PixmanRegion()
                piece?.formUnion(untaken)
                untaken.removeAll()
            }
            let writing = isWriting
            lock.unlock()
            if let piece {
                taking(piece)
                taken.formUnion(piece)
                stale.formUnion(piece)
            }
            guard !taken.isEmpty, let rect = stale.firstRectangle else { break }
            if writing {
                // The main thread's write takes a fraction of a millisecond; copying now
                // would only be copied again.
                sched_yield()
                continue
            }
            let chunk = PixelRect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, Self.chunkRows))
            Self.copy(chunk, from: source, pitch: sourcePitch, into: destination, pitch: pitch)
            stale.subtract(chunk)
            afterChunk()
        }
        return taken.isEmpty ? nil : taken
    }

    /// Copies `rect` (inside both) between two XRGB8888 pixel blocks, row by row.
    static func copy(_ rect: PixelRect, from source: UnsafeRawPointer, pitch sourcePitch: Int,
                     into destination: UnsafeMutableRawPointer, pitch destinationPitch: Int) {
        let rowBytes = rect.width * 4
        for row in rect.y..<rect.maxY {
            memcpy(destination + row * destinationPitch + rect.x * 4, source + row * sourcePitch + rect.x * 4, rowBytes)
        }
    }
}
