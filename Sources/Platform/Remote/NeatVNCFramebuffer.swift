// Vitrine — Apache License 2.0
import CNeatVNC

/// A pool of neatvnc framebuffers in XRGB8888 (our `Bitmap`'s byte order): a buffer goes
/// back to the pool when the encoders that read it are done, so the loop never writes
/// pixels a client is still being sent.
final class NeatVNCFramebufferPool {
    let pointer: OpaquePointer
    let width: Int, height: Int

    /// DRM_FORMAT_XRGB8888, fourcc "XR24".
    static let formatXRGB8888: UInt32 =
        UInt32(UInt8(ascii: "X")) | UInt32(UInt8(ascii: "R")) << 8 | UInt32(UInt8(ascii: "2")) << 16 | UInt32(UInt8(ascii: "4")) << 24

    /// nil when the size does not fit neatvnc's 16-bit sizes or memory runs out.
    ///
    /// The corresponding C function is `nvnc_fb_pool_new`.
    init?(width: Int, height: Int) {
        guard (1...8192).contains(width), (1...8192).contains(height),
              let pointer = nvnc_fb_pool_new(UInt16(width), UInt16(height), Self.formatXRGB8888, UInt16(width))
        else { return nil }
        self.pointer = pointer
        self.width = width
        self.height = height
    }

    deinit { nvnc_fb_pool_unref(pointer) }

    /// A buffer no encoder holds, with one reference the caller must drop (`release`).
    ///
    /// The corresponding C function is `nvnc_fb_pool_acquire`.
    func acquire() -> OpaquePointer? { nvnc_fb_pool_acquire(pointer) }

    /// The first pixel of `buffer`; rows are `width` pixels apart.
    ///
    /// The corresponding C function is `nvnc_fb_get_addr`.
    static func pixels(of buffer: OpaquePointer) -> UnsafeMutableRawPointer { nvnc_fb_get_addr(buffer) }

    /// Drops the reference `acquire` gave.
    ///
    /// The corresponding C function is `nvnc_fb_unref`.
    static func release(_ buffer: OpaquePointer) { nvnc_fb_unref(buffer) }
}
