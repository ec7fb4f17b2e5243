// Vitrine — Apache License 2.0
import CoreGraphics
import Foundation
import PlatformCore

/// A display with no hardware behind it: it keeps the screen in a `Bitmap` of its own,
/// for tests, CI and screenshots.
///
/// `present(_:damage:)` copies only the damaged rectangles, as a scanout backend does, so
/// a missing damage rectangle shows up as stale pixels in `screen`, and `bytesCopied`
/// measures how much the compositor asked to move. Frames complete synchronously:
/// `frameCompletionHandler` runs inside `present`, there is no descriptor to watch and
/// the display is always ready for another frame.
///
/// The default size, 1280×800 at 320×200 mm, is what the QEMU test VM's bochs DRM device
/// reports, so headless and QEMU runs lay out the same.
public final class HeadlessDisplayOutput: RotatableDisplayOutput, MirrorableDisplayOutput {
    // MARK: - Configuration

    /// The size, physical size and refresh rate given at creation; the size is turned
    /// by `rotation`.
    public private(set) var info: DisplayInfo
    /// How presented screens are turned onto the panel (the mounting, then the interface
    /// orientation): `info` has the logical (turned) size, `screen` the panel's.
    public private(set) var rotation: DisplayRotation
    private let clock: () -> Double

    // MARK: - State

    /// What the screen shows: every damaged rectangle presented so far, copied in.
    public let screen: Bitmap
    /// Bytes copied from presented bitmaps into `screen`, over all frames (4 per pixel).
    public private(set) var bytesCopied = 0
    /// The number of frames presented so far.
    public private(set) var presentedFrames: UInt64 = 0
    /// Called in each `present` after the copy, before the completion (the remote screen's mirror).
    public var presentObserver: ((Bitmap, [PixelRect]) -> Void)?
    /// Called at the end of each `present` with the frame's sequence number and time.
    public var frameCompletionHandler: ((FrameCompletion) -> Void)?
    private var isShutDown = false

    /// Creates a headless screen, initially transparent black.
    /// - Parameters:
    ///   - width: pixels per row; must be positive.
    ///   - height: rows; must be positive.
    ///   - physicalWidthMillimeters: the pretended panel width, for DPI computations.
    ///   - physicalHeightMillimeters: the pretended panel height.
    ///   - refreshRate: the pretended refresh rate in hertz.
    ///   - clock: monotonic seconds used to timestamp completed frames; tests may pass a
    ///     fixed clock.
    public init(
        width: Int = 1280, height: Int = 800,
        physicalWidthMillimeters: Double = 320, physicalHeightMillimeters: Double = 200,
        refreshRate: Double = 60, rotation: DisplayRotation = .degrees0,
        clock: @escaping () -> Double = HeadlessDisplayOutput.monotonicSeconds
    ) {
        guard let screen = Bitmap(width: width, height: height) else {
            fatalError("HeadlessDisplayOutput.init: 'width' and 'height' must be positive and addressable, got \(width)x\(height)")
        }
        self.screen = screen
        self.clock = clock
        self.rotation = rotation
        let logical = rotation.logicalSize(physicalWidth: width, physicalHeight: height)
        self.info = DisplayInfo(
            name: "headless", pixelWidth: logical.width, pixelHeight: logical.height,
            physicalWidthMillimeters: physicalWidthMillimeters,
            physicalHeightMillimeters: physicalHeightMillimeters,
            refreshRate: refreshRate)
    }

    /// True until `shutDown()`: a headless display never has frames in flight.
    public var isReadyForFrame: Bool { !isShutDown }

    /// Always nil: frames complete inside `present`.
    public var eventDescriptor: Int32? { nil }

    /// Copies each rectangle of `damage` (clipped to the screen) from `screen` into this
    /// display's own bitmap, then reports the frame complete.
    /// - Parameters:
    ///   - source: the compositor's screen; must have this display's pixel size.
    ///   - damage: the rectangles that changed since the previous frame.
    public func present(_ source: Bitmap, damage: [PixelRect]) {
        precondition(!isShutDown, "HeadlessDisplayOutput.present: called after shutDown()")
        precondition(
            source.width == info.pixelWidth && source.height == info.pixelHeight,
            "HeadlessDisplayOutput.present: 'screen' is \(source.width)x\(source.height), the display \(info.pixelWidth)x\(info.pixelHeight)")
        for rect in damage {
            let clipped = rect.intersection(source.bounds)
            guard !clipped.isEmpty else { continue }
            rotation.copy(clipped, from: source, into: UnsafeMutableRawPointer(screen.pixels), pitch: screen.bytesPerRow)
            bytesCopied += clipped.area * 4
        }
        presentedFrames += 1
        presentObserver?(source, damage)
        frameCompletionHandler?(FrameCompletion(sequence: presentedFrames, timestamp: clock()))
    }

    /// Turns presented screens by `rotation` from the next `present` on; `info` takes the
    /// turned size. The panel keeps its pixels until the next present repaints them.
    public func setRotation(_ rotation: DisplayRotation) {
        self.rotation = rotation
        let logical = rotation.logicalSize(physicalWidth: screen.width, physicalHeight: screen.height)
        info.pixelWidth = logical.width
        info.pixelHeight = logical.height
    }

    /// Does nothing: `present` already delivered every completion, and there is no
    /// descriptor that could make the event loop call this.
    public func dispatchEvents() {}

    /// Stops accepting frames; `screen` stays readable. Idempotent.
    public func shutDown() {
        isShutDown = true
    }

    /// Writes what the screen shows as a PNG file.
    /// - Parameter path: the file to create or replace.
    /// - Throws: `PNGError` when encoding or writing fails.
    public func writePNG(to path: String) throws(PNGError) {
        try PNGEncoder.write(screen, toFile: path)
    }

    /// Seconds on the monotonic clock (`CLOCK_MONOTONIC`), the clock page-flip events use.
    public static func monotonicSeconds() -> Double {
        // swift-corelibs-foundation reads CLOCK_MONOTONIC for systemUptime on Linux.
        ProcessInfo.processInfo.systemUptime
    }
}
