// Vitrine — Apache License 2.0
import CoreGraphics

/// A screen that shows frames composed in RAM: the seam between the compositor and a
/// display backend (DRM/KMS, headless, later fbdev).
///
/// The compositor keeps the whole screen in a `Bitmap` of `info.pixelWidth ×
/// info.pixelHeight`. For each frame it passes that bitmap with the rectangles that
/// changed since the previous frame; the backend copies what it needs into its own
/// buffers (it must never read them back) and shows the result.
///
/// A backend whose frames complete asynchronously (a page flip) reports readiness through
/// `isReadyForFrame` and signals completion from `dispatchEvents()`, which the event loop
/// calls when `eventDescriptor` becomes readable.
public protocol DisplayOutput: AnyObject {
    var info: DisplayInfo { get }

    /// False while the backend cannot take another frame (all buffers queued or on screen).
    var isReadyForFrame: Bool { get }

    /// Shows `screen`, of which only `damage` changed since the last call.
    /// - Throws: a backend error naming the device and call that failed.
    func present(_ screen: Bitmap, damage: [PixelRect]) throws

    /// A descriptor the event loop watches for completions, or nil when presenting is synchronous.
    var eventDescriptor: Int32? { get }

    /// Reads pending completion events and calls `frameCompletionHandler` for each.
    func dispatchEvents() throws

    /// Called when a presented frame reached the screen, with the time it did (seconds,
    /// on the monotonic clock).
    var frameCompletionHandler: ((FrameCompletion) -> Void)? { get set }

    /// Gives the screen back as it was found (the previous CRTC, for DRM). Idempotent.
    func shutDown()
}

/// A presented frame that reached the screen.
public struct FrameCompletion: Sendable, Equatable {
    /// Counts presented frames from 1.
    public var sequence: UInt64
    /// Monotonic seconds at which the frame became visible.
    public var timestamp: Double

    public init(sequence: UInt64, timestamp: Double) {
        self.sequence = sequence
        self.timestamp = timestamp
    }
}
