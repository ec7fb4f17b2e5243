// Vitrine — Apache License 2.0
import CoreGraphics
import PlatformCore

/// A display that records what it is asked to show and completes frames when the test says.
///
/// Like a DRM display, it takes one frame at a time: after `present` it is not ready until
/// `completeFrame(at:)` (or, with `completesImmediately`, at once, like a headless screen).
public final class FakeDisplayOutput: DisplayOutput {
    public let info: DisplayInfo
    /// What the glass shows: the damaged rectangles of each presented frame copied in.
    public let screen: Bitmap
    /// The damage of each presented frame, in order.
    public private(set) var presentedDamage: [[PixelRect]] = []
    public var frameCompletionHandler: ((FrameCompletion) -> Void)?
    public var completesImmediately: Bool
    public private(set) var isShutDown = false
    private var pendingSequence: UInt64?
    private var sequence: UInt64 = 0
    private let clock: () -> Double

    public init(width: Int = 320, height: Int = 200, refreshRate: Double = 60,
                completesImmediately: Bool = false, clock: @escaping () -> Double = { 0 }) {
        info = DisplayInfo(name: "fake", pixelWidth: width, pixelHeight: height, refreshRate: refreshRate)
        guard let screen = Bitmap(width: width, height: height) else {
            fatalError("FakeDisplayOutput.init: 'width' and 'height' must be positive, got \(width)x\(height)")
        }
        self.screen = screen
        self.completesImmediately = completesImmediately
        self.clock = clock
    }

    public var isReadyForFrame: Bool { pendingSequence == nil && !isShutDown }
    public var eventDescriptor: Int32? { nil }
    public var presentedFrames: Int { presentedDamage.count }

    public func present(_ frame: Bitmap, damage: [PixelRect]) throws {
        precondition(isReadyForFrame, "FakeDisplayOutput.present: a frame is still pending")
        for rect in damage { screen.copy(rect, from: frame) }
        presentedDamage.append(damage)
        sequence += 1
        pendingSequence = sequence
        if completesImmediately { completeFrame(at: clock()) }
    }

    /// Reports the pending frame as shown at `time`, as a page-flip event would.
    public func completeFrame(at time: Double) {
        guard let completed = pendingSequence else { return }
        pendingSequence = nil
        frameCompletionHandler?(FrameCompletion(sequence: completed, timestamp: time))
    }

    public func dispatchEvents() throws {}

    public func shutDown() {
        isShutDown = true
    }
}
