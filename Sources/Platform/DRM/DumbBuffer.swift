// Vitrine — Apache License 2.0
import CoreGraphics

/// A CPU-mapped scanout buffer: a dumb buffer object, its mapping, and the framebuffer
/// that lets a CRTC show it, in XRGB8888.
///
/// Construction is create → map offset → mmap → add framebuffer; `deinit` undoes them
/// in reverse. If a step fails, the steps already done are undone before the error is
/// thrown, so a failed init leaks nothing.
///
/// The mapping is often write-combined or uncached: only ever write to it (`copy`,
/// `clear`). Reading it back is slow and is never needed, because the screen stays in
/// the compositor's `Bitmap`.
public final class DumbBuffer {
    // MARK: - Device
    /// The device the buffer lives on, kept open while the buffer exists.
    public let device: DRMDevice

    // MARK: - Buffer
    /// The size in pixels.
    public let width: Int, height: Int
    /// Bytes per row as the driver laid it out; often more than `width * 4`.
    public let pitch: Int
    /// The framebuffer id to scan out.
    public let framebufferID: FramebufferID
    let handle: UInt32
    let size: Int
    let pixels: UnsafeMutableRawPointer

    /// DRM_FORMAT_XRGB8888, fourcc "XR24": the Bitmap's 0xAARRGGBB words, alpha ignored.
    static let formatXRGB8888: UInt32 =
        UInt32(UInt8(ascii: "X")) | UInt32(UInt8(ascii: "R")) << 8 | UInt32(UInt8(ascii: "2")) << 16 | UInt32(UInt8(ascii: "4")) << 24

    /// Allocates a `width × height` XRGB8888 buffer, maps it and registers it for scanout.
    /// - Throws: `DRMError` with operation `.createDumbBuffer`, `.mapDumbBuffer`, `.mmap` or
    ///   `.addFramebuffer`, after undoing the steps already done.
    ///
    /// The corresponding C functions are `drmModeCreateDumbBuffer`, `drmModeMapDumbBuffer`,
    /// `mmap` and `drmModeAddFB2`.
    public init(device: DRMDevice, width: Int, height: Int) throws(DRMError) {
        precondition(width > 0 && height > 0 && width <= 16384 && height <= 16384,
                     "DumbBuffer.init: size \(width)x\(height) out of range")
        let fd = device.fileDescriptor
        let what = "\(width)x\(height) on \(device.path)"

        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        if case .failure(let errno) = nothingOrNegatedErrno({
            platform_drmModeCreateDumbBuffer(
                fd, UInt32(width), UInt32(height), /* bpp: */ 32, /* flags: */ 0, &handle, &pitch, &size)
        }) {
            throw DRMError(.createDumbBuffer, what, devicePath: device.path, errno: errno)
        }

        var offset: UInt64 = 0
        if case .failure(let errno) = nothingOrNegatedErrno({ platform_drmModeMapDumbBuffer(fd, handle, &offset) }) {
            _ = platform_drmModeDestroyDumbBuffer(fd, handle)
            throw DRMError(.mapDumbBuffer, what, devicePath: device.path, errno: errno)
        }

        let mapped = platform_mmap(Int(size), _PROT_READ | _PROT_WRITE, _MAP_SHARED, fd, Int(offset))
        guard let pixels = mapped, pixels != UnsafeMutableRawPointer(bitPattern: -1) else {
            let errno = Errno.current
            _ = platform_drmModeDestroyDumbBuffer(fd, handle)
            throw DRMError(.mmap, what, devicePath: device.path, errno: errno)
        }

        var framebuffer: UInt32 = 0
        var handles: (UInt32, UInt32, UInt32, UInt32) = (handle, 0, 0, 0)
        var pitches: (UInt32, UInt32, UInt32, UInt32) = (pitch, 0, 0, 0)
        var offsets: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        let added = withUnsafePointer(to: &handles) { h in
            withUnsafePointer(to: &pitches) { p in
                withUnsafePointer(to: &offsets) { o in
                    nothingOrNegatedErrno {
                        platform_drmModeAddFB2(
                            fd, UInt32(width), UInt32(height), Self.formatXRGB8888,
                            /* handles: */ UnsafeRawPointer(h).assumingMemoryBound(to: UInt32.self),
                            /* pitches: */ UnsafeRawPointer(p).assumingMemoryBound(to: UInt32.self),
                            /* offsets: */ UnsafeRawPointer(o).assumingMemoryBound(to: UInt32.self),
                            &framebuffer, /* flags: */ 0)
                    }
                }
            }
        }
        if case .failure(let errno) = added {
            _ = platform_munmap(pixels, Int(size))
            _ = platform_drmModeDestroyDumbBuffer(fd, handle)
            throw DRMError(.addFramebuffer, what, devicePath: device.path, errno: errno)
        }

        self.device = device
        self.width = width
        self.height = height
        self.pitch = Int(pitch)
        self.handle = handle
        self.size = Int(size)
        self.pixels = pixels
        self.framebufferID = FramebufferID(rawValue: framebuffer)
    }

    deinit {
        // Removing a framebuffer that is on screen turns its CRTC off; the owner
        // restores the saved CRTC first.
        _ = platform_drmModeRmFB(device.fileDescriptor, framebufferID.rawValue)
        _ = platform_munmap(pixels, size)
        _ = platform_drmModeDestroyDumbBuffer(device.fileDescriptor, handle)
    }

    /// Writes `rect` of `bitmap` (clipped to both) to the same place in the buffer, one
    /// straight row copy per line; nothing is read from the buffer.
    public func copy(_ rect: PixelRect, from bitmap: Bitmap) {
        let clipped = rect.intersection(bitmap.bounds).intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !clipped.isEmpty else { return }
        let rowBytes = clipped.width * 4
        for y in clipped.minY..<clipped.maxY {
            let destination = pixels + y * pitch + clipped.minX * 4
            UnsafeMutableRawPointer(destination).copyMemory(from: bitmap.row(y) + clipped.minX, byteCount: rowBytes)
        }
    }

    /// Writes the logical rectangle `rect` of `screen`, turned by `rotation`, into the
    /// buffer, which has the panel's orientation; nothing is read from the buffer.
    public func copy(_ rect: PixelRect, from screen: Bitmap, rotation: DisplayRotation) {
        guard rotation != .degrees0 else { return copy(rect, from: screen) }
        rotation.copy(rect, from: screen, into: UnsafeMutableRawPointer(pixels), pitch: pitch)
    }

    /// Fills the whole buffer with black.
    public func clear() {
        for y in 0..<height {
            (pixels + y * pitch).initializeMemory(as: UInt32.self, repeating: 0xFF00_0000, count: width)
        }
    }
}
