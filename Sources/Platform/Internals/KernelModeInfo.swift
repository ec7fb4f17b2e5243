// Vitrine — Apache License 2.0
import CLibDRM

/// A display mode exactly as the kernel reported it (`drmModeModeInfo`), kept whole
/// because `drmModeSetCrtc` takes it back unchanged; the fields are read and written as
/// Swift values.
struct KernelModeInfo: Hashable, Sendable {
    /// The C struct, passed to libdrm on modeset.
    fileprivate(set) var c: drmModeModeInfo

    /// A mode of all zeroes, to fill in.
    init() {
        c = drmModeModeInfo()
    }

    init(_ c: drmModeModeInfo) {
        self.c = c
    }

    /// The pixel clock in kilohertz.
    var clock: UInt32 { get { c.clock } set { c.clock = newValue } }
    var hdisplay: UInt16 { get { c.hdisplay } set { c.hdisplay = newValue } }
    var hsyncStart: UInt16 { get { c.hsync_start } set { c.hsync_start = newValue } }
    var hsyncEnd: UInt16 { get { c.hsync_end } set { c.hsync_end = newValue } }
    var htotal: UInt16 { get { c.htotal } set { c.htotal = newValue } }
    var vdisplay: UInt16 { get { c.vdisplay } set { c.vdisplay = newValue } }
    var vsyncStart: UInt16 { get { c.vsync_start } set { c.vsync_start = newValue } }
    var vsyncEnd: UInt16 { get { c.vsync_end } set { c.vsync_end = newValue } }
    var vtotal: UInt16 { get { c.vtotal } set { c.vtotal = newValue } }
    var vscan: UInt16 { get { c.vscan } set { c.vscan = newValue } }
    /// The kernel's rounded refresh rate in hertz.
    var vrefresh: UInt32 { get { c.vrefresh } set { c.vrefresh = newValue } }
    var flags: UInt32 { get { c.flags } set { c.flags = newValue } }
    var type: UInt32 { get { c.type } set { c.type = newValue } }

    /// The name's bytes up to the first NUL, usually "1280x800".
    var name: [UInt8] {
        get { withUnsafeBytes(of: c.name) { Array($0.prefix { $0 != 0 }) } }
        set {
            // At most 31 bytes, so a NUL always ends the name.
            withUnsafeMutableBytes(of: &c.name) { bytes in
                for index in bytes.indices { bytes[index] = index < min(newValue.count, 31) ? newValue[index] : 0 }
            }
        }
    }

    /// Equal when every byte is, name included (as the kernel compares modes).
    static func == (lhs: KernelModeInfo, rhs: KernelModeInfo) -> Bool {
        withUnsafeBytes(of: lhs.c) { l in withUnsafeBytes(of: rhs.c) { r in l.elementsEqual(r) } }
    }

    func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: c) { hasher.combine(bytes: $0) }
    }
}
