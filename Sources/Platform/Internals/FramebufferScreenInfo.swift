// Vitrine — Apache License 2.0
// The fbdev ioctls (linux/fb.h) and their C structs, read as Swift values.
import CVitrineLinux
#if canImport(Glibc)
import Glibc
#endif

/// A framebuffer's variable screen information (`fb_var_screeninfo`): its resolution,
/// pixel layout and panning offset. Kept whole because FBIOPAN_DISPLAY takes it back.
struct FramebufferVariableInfo {
    fileprivate var c = fb_var_screeninfo()

    /// Where a colour channel sits in a pixel: bit offset and bit count.
    typealias Channel = (offset: Int, length: Int)

    /// The visible resolution.
    var width: Int { Int(c.xres) }
    var height: Int { Int(c.yres) }
    /// The height of the memory the panel can pan over (two screens for double buffering).
    var virtualHeight: Int { Int(c.yres_virtual) }
    var bitsPerPixel: Int { Int(c.bits_per_pixel) }
    var red: Channel { (Int(c.red.offset), Int(c.red.length)) }
    var green: Channel { (Int(c.green.offset), Int(c.green.length)) }
    var blue: Channel { (Int(c.blue.offset), Int(c.blue.length)) }
    /// The panel's size in millimetres as the driver reports it (0 or all ones when unknown).
    var widthMillimeters: UInt32 { c.width }
    var heightMillimeters: UInt32 { c.height }
    /// The first visible line of the framebuffer memory (the panning offset).
    var yOffset: UInt32 {
        get { c.yoffset }
        set { c.yoffset = newValue }
    }
}

/// A framebuffer's fixed screen information (`fb_fix_screeninfo`): its memory layout.
struct FramebufferFixedInfo {
    fileprivate var c = fb_fix_screeninfo()

    /// The size of the framebuffer memory in bytes.
    var memoryLength: Int { Int(c.smem_len) }
    /// Bytes per line.
    var lineLength: Int { Int(c.line_length) }
    /// Whether the driver can pan vertically (a non-zero step).
    var canPanVertically: Bool { c.ypanstep > 0 }
}

/// FBIOGET_VSCREENINFO and FBIOGET_FSCREENINFO; the errno of the first that fails.
func platform_framebufferInfo(_ fd: Int32) -> Result<(FramebufferVariableInfo, FramebufferFixedInfo), Errno> {
    var variable = FramebufferVariableInfo()
    var fixed = FramebufferFixedInfo()
    guard CVitrineLinux_ioctlWithPointer(fd, UInt(FBIOGET_VSCREENINFO), &variable.c) == 0,
          CVitrineLinux_ioctlWithPointer(fd, UInt(FBIOGET_FSCREENINFO), &fixed.c) == 0 else {
        return .failure(.current)
    }
    return .success((variable, fixed))
}

/// FBIOPAN_DISPLAY to `variable.yOffset`. -1 and errno on failure.
func platform_panFramebuffer(_ fd: Int32, _ variable: inout FramebufferVariableInfo) -> Int32 {
    CVitrineLinux_ioctlWithPointer(fd, UInt(FBIOPAN_DISPLAY), &variable.c)
}
