// Vitrine — Apache License 2.0
import CoreGraphics
import Foundation
import Logging

/// A display on a Linux framebuffer device (`/dev/fb0`): SPI panels and boards without
/// DRM/KMS.
///
/// The framebuffer is mapped once. When its virtual height holds two screens and the
/// driver pans, frames are double buffered: damage is copied into the hidden page and
/// `FBIOPAN_DISPLAY` shows it; each page gets the damage it missed (the same ledger as
/// the DRM display), so the mapping is only written, never read. Without panning the
/// damage goes straight to the visible page. 32-bit XRGB copies rows as they are; other
/// 16- and 32-bit layouts (RGB565 …) are converted per pixel. Presenting completes at once.
public final class FBDevDisplayOutput: RotatableDisplayOutput, VirtualTerminalDisplayOutput, MirrorableDisplayOutput {
    public private(set) var info: DisplayInfo
    public let path: String
    public let format: FramebufferPixelFormat
    public var frameCompletionHandler: ((FrameCompletion) -> Void)?

    // MARK: - Device
    private let descriptor: Int32
    private let memory: UnsafeMutableRawPointer
    private let memoryLength: Int
    private let lineLength: Int
    private var variable: FramebufferVariableInfo
    private let originalYOffset: UInt32
    private let pageCount: Int
    /// How presented screens are turned onto the panel: the mounting, then the interface orientation.
    public private(set) var rotation: DisplayRotation
    private let physicalWidth: Int
    private let physicalHeight: Int
    private var rotated: Bitmap?

    // MARK: - State
    private var ledger: BufferDamageLedger
    private var visiblePage = 0
    private var sequence: UInt64 = 0
    private var isShutDown = false
    private let logger = Logger(label: "vitrine.fbdev")

    /// Opens and maps `path`.
    /// - Throws: `FBDevError` naming the device, the step and the errno.
    public init(path: String = "/dev/fb0", rotation: DisplayRotation = .degrees0) throws(FBDevError) {
        let fd = platform_open(path, _O_RDWR | _O_CLOEXEC)
        guard fd >= 0 else { throw FBDevError("open", path: path, errno: .current) }
        let variable: FramebufferVariableInfo, fixed: FramebufferFixedInfo
        switch platform_framebufferInfo(fd) {
        case .success(let info): (variable, fixed) = info
        case .failure(let error):
            _ = platform_close(fd)
            throw FBDevError("read the screen information of", path: path, errno: error)
        }
        let format = FramebufferPixelFormat(
            bitsPerPixel: variable.bitsPerPixel,
            red: .init(offset: variable.red.offset, length: variable.red.length),
            green: .init(offset: variable.green.offset, length: variable.green.length),
            blue: .init(offset: variable.blue.offset, length: variable.blue.length))
        guard format.isSupported, variable.width > 0, variable.height > 0 else {
            _ = platform_close(fd)
            throw FBDevError("use", path: path, reason: "\(variable.bitsPerPixel) bits per pixel is not supported (16 or 32)")
        }
        let length = fixed.memoryLength
        guard let memory = platform_mmap(length, _PROT_READ | _PROT_WRITE, _MAP_SHARED, fd, 0) else {
            let error = Errno.current
            _ = platform_close(fd)
            throw FBDevError("map", path: path, errno: error)
        }
        let height = variable.height
        let lineLength = fixed.lineLength
        // Double buffering needs room for two pages and a driver that pans vertically.
        let roomForTwo = variable.virtualHeight >= 2 * height && lineLength * 2 * height <= length
        self.pageCount = roomForTwo && fixed.canPanVertically ? 2 : 1
        self.descriptor = fd
        self.memory = memory
        self.memoryLength = length
        self.lineLength = lineLength
        self.variable = variable
        self.originalYOffset = variable.yOffset
        self.path = path
        self.format = format
        let width = variable.width
        self.rotation = rotation
        self.physicalWidth = width
        self.physicalHeight = height
        let logical = rotation.logicalSize(physicalWidth: width, physicalHeight: height)
        // Turned pictures are rotated into this panel-shaped copy, then converted.
        self.rotated = rotation == .degrees0 ? nil : Bitmap(width: width, height: height)
        // fb_var_screeninfo gives the size in mm, with 0 or all ones when unknown.
        let millimeters = (width: variable.widthMillimeters, height: variable.heightMillimeters)
        let mm: (Double, Double)? = millimeters.width > 0 && millimeters.width < 10_000 && millimeters.height > 0 && millimeters.height < 10_000
            ? (Double(millimeters.width), Double(millimeters.height)) : nil
        self.info = DisplayInfo(
            name: "fbdev \(path)", pixelWidth: logical.width, pixelHeight: logical.height,
            physicalWidthMillimeters: mm?.0, physicalHeightMillimeters: mm?.1, refreshRate: 60)
        self.ledger = BufferDamageLedger(
            bufferCount: pageCount, bounds: PixelRect(x: 0, y: 0, width: logical.width, height: logical.height))
        visiblePage = pageCount == 2 && Int(variable.yOffset) >= height ? 1 : 0
    }

    deinit {
        shutDown()
    }

    public var isReadyForFrame: Bool { !isShutDown }
    public var eventDescriptor: Int32? { nil }
    public func dispatchEvents() {}

    /// Turns presented screens by `rotation` from the next `present` on: `info` takes the
    /// turned size and every page is repainted whole.
    public func setRotation(_ rotation: DisplayRotation) {
        self.rotation = rotation
        let logical = rotation.logicalSize(physicalWidth: physicalWidth, physicalHeight: physicalHeight)
        info.pixelWidth = logical.width
        info.pixelHeight = logical.height
        if rotation != .degrees0, rotated == nil { rotated = Bitmap(width: physicalWidth, height: physicalHeight) }
        ledger = BufferDamageLedger(
            bufferCount: pageCount, bounds: PixelRect(x: 0, y: 0, width: logical.width, height: logical.height))
    }

    /// Whether frames are double buffered by panning.
    public var isDoubleBuffered: Bool { pageCount == 2 }

    /// Called after each present (the remote screen's mirror).
    public var presentObserver: ((Bitmap, [PixelRect]) -> Void)?

    public func present(_ screen: Bitmap, damage: [PixelRect]) throws {
        precondition(!isShutDown, "FBDevDisplayOutput.present: called after shutDown()")
        precondition(screen.width == info.pixelWidth && screen.height == info.pixelHeight,
                     "FBDevDisplayOutput.present: 'screen' is \(screen.width)x\(screen.height), the framebuffer \(info.pixelWidth)x\(info.pixelHeight)")
        ledger.record(damage)
        let page = pageCount == 2 ? 1 - visiblePage : 0
        let physicalHeight = rotation.physicalSize(logicalWidth: info.pixelWidth, logicalHeight: info.pixelHeight).height
        let pageStart = memory + page * physicalHeight * lineLength
        let bytesPerPixel = format.bitsPerPixel / 8
        for logicalRect in ledger.takeDamage(forBuffer: page) {
            var source = screen, rect = logicalRect
            if rotation != .degrees0, let rotated {
                rotation.copy(logicalRect, from: screen, into: UnsafeMutableRawPointer(rotated.pixels), pitch: rotated.bytesPerRow)
                source = rotated
                rect = rotation.physicalRect(logicalRect, logicalWidth: info.pixelWidth, logicalHeight: info.pixelHeight)
            }
            for y in rect.minY..<rect.maxY {
                format.convert(source.row(y) + rect.minX, count: rect.width,
                               into: pageStart + y * lineLength + rect.minX * bytesPerPixel)
            }
        }
        if pageCount == 2 {
            variable.yOffset = UInt32(page * physicalHeight)
            guard platform_panFramebuffer(descriptor, &variable) == 0 else {
                throw FBDevError("pan", path: path, errno: .current)
            }
            visiblePage = page
        }
        // Before the frame is reported complete (which may start the next one, or wait, as
        // the end-to-end handshake does): a mirror's viewers never lag the panel by a frame.
        presentObserver?(screen, damage)
        sequence += 1
        frameCompletionHandler?(FrameCompletion(sequence: sequence, timestamp: ProcessInfo.processInfo.systemUptime))
    }

    /// Pans back to where the framebuffer was and unmaps it. Idempotent.
    public func shutDown() {
        guard !isShutDown else { return }
        isShutDown = true
        if pageCount == 2, variable.yOffset != originalYOffset {
            variable.yOffset = originalYOffset
            if platform_panFramebuffer(descriptor, &variable) != 0 {
                logger.warning("could not pan \(path) back: \(Errno.current)")
            }
        }
        _ = platform_munmap(memory, memoryLength)
        _ = platform_close(descriptor)
    }
}
