// Vitrine — Apache License 2.0
// A kiosk decodes whatever files and network responses its app hands it; a 1 KB file that
// claims 65500×65500 pixels must be refused from its header, before memory is committed.
import Foundation
import Synchronization

/// The bounds every image decode checks before it allocates: the pixels one image may have
/// and the bytes an image file may hold.
public struct ImageDecodingLimits: Sendable, Equatable, CustomStringConvertible {
    /// The most pixels (width × height) one decoded image may have.
    public var maximumPixelCount: Int
    /// The most bytes an image file may hold; larger files are refused without being read.
    public var maximumFileSize: Int

    /// Limits with the given bounds (negative values act as zero).
    public init(maximumPixelCount: Int, maximumFileSize: Int) {
        self.maximumPixelCount = max(0, maximumPixelCount)
        self.maximumFileSize = max(0, maximumFileSize)
    }

    /// Limits sized to a machine with `physicalMemory` bytes: one image may take an eighth
    /// of it at 4 bytes per pixel, but never less than 2048×2048 (4 Mpx) nor more than
    /// 2²⁸ pixels (16384×16384, a gigabyte); a file may hold up to 64 MiB.
    public static func sized(forPhysicalMemory physicalMemory: UInt64) -> ImageDecodingLimits {
        let eighth = physicalMemory / 8 / 4
        let pixels = min(max(eighth, 1 << 22), 1 << 28)
        return ImageDecodingLimits(maximumPixelCount: Int(pixels), maximumFileSize: 64 << 20)
    }

    /// The limits for this machine's memory (`sized(forPhysicalMemory:)`).
    public static let standard = sized(forPhysicalMemory: ProcessInfo.processInfo.physicalMemory)

    private static let shared = Mutex(standard)

    /// The limits decoders use unless given others; `standard` until the app or the board
    /// file changes them. Safe to read and set from any thread.
    public static var current: ImageDecodingLimits {
        get { shared.withLock { $0 } }
        set { shared.withLock { $0 = newValue } }
    }

    /// "N pixels, M bytes per file".
    public var description: String { "\(maximumPixelCount) pixels, \(maximumFileSize) bytes per file" }
}
