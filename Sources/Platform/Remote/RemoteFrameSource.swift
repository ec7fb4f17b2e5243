// Vitrine — Apache License 2.0
import CoreGraphics
import Foundation

/// The panel's pixels as the remote screen's server thread reads them, shared with the
/// main thread that writes them: the hand-off of frames without a second copy on the
/// main thread's frame path.
///
/// The main thread writes `bitmap` only inside `publish(damage:writing:)`, under `lock`
/// (the `vnc` display's own copy of each frame: the headless panel, or a mirror's turned
/// copy), and adds the frame's damage to what the server has not taken yet.
///
/// The server thread (`fill`) brings one of its buffers up to date in chunks of a few
/// rows, taking the lock for each chunk only, so the main thread never waits longer than
/// one chunk's copy. Before each chunk it takes any damage published meanwhile into the
/// region it still has to copy (the chunks already copied there are copied again), so
/// the buffer it hands on is one whole frame, never rows of two, and no damage is lost:
/// every pixel outside that region equals the bitmap's while the lock is held.
///
/// Thread-safety: `lock` guards `bitmap`'s pixels and `untaken`.
final class RemoteFrameSource: @unchecked Sendable {
    let bitmap: Bitmap
    /// Rows copied under one hold of the lock (the longest the main thread can wait).
    /// Chosen here, not from any documentation: 16 rows of a 1080p panel are 123 KB.
    static let chunkRows = 16

    private let lock = NSLock()
    /// Damage published since the server last took it.
    private let untaken = PixmanRegion()
    private var publishedCount = 0

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

    /// Runs `write` (which changes `bitmap` within `damage` only) while the server cannot
    /// read, and adds `damage` (clipped to the bitmap) to what it has not taken. Returns
    /// false when the clipped damage is empty: nothing for the server to do.
    @discardableResult
    func publish(damage: [PixelRect], writing write: () -> Void) -> Bool {
        let bounds = bitmap.bounds
        lock.lock()
        write()
        var changed = false
        for rect in damage {
            let clipped = rect.intersection(bounds)
            guard !clipped.isEmpty else { continue }
            untaken.formUnion(clipped)
            changed = true
        }
        if changed { publishedCount += 1 }
        lock.unlock()
        return changed
    }

    /// Copies into `destination` (XRGB8888, `pitch` bytes a row, the bitmap's size) what it
    /// lacks: `stale` (which the caller keeps per buffer; emptied here) and the damage
    /// published since the last fill, as one whole frame. `taking` is called with each
    /// piece of damage taken, before it is copied (the caller's other buffers lack it
    /// too); `afterChunk` runs after each chunk, with no lock held.
    /// - Returns: the damage taken (what changed since the last fill), or nil, copying
    ///   nothing, when none was published.
    func fill(_ destination: UnsafeMutableRawPointer, pitch: Int, stale: PixmanRegion,
              taking: (PixmanRegion) -> Void, afterChunk: () -> Void = {}) -> PixmanRegion? {
        let taken = PixmanRegion()
        let source = UnsafeRawPointer(bitmap.pixels), sourcePitch = bitmap.bytesPerRow
        while true {
            lock.lock()
            if !untaken.isEmpty {
                let piece = PixmanRegion()
                piece.formUnion(untaken)
                untaken.removeAll()
                taking(piece)
                taken.formUnion(piece)
                stale.formUnion(piece)
            }
            guard !taken.isEmpty, let rect = stale.firstRectangle else {
                lock.unlock()
                break
            }
            let chunk = PixelRect(x: rect.x, y: rect.y, width: rect.width, height: min(rect.height, Self.chunkRows))
            Self.copy(chunk, from: source, pitch: sourcePitch, into: destination, pitch: pitch)
            lock.unlock()
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
