// Vitrine — Apache License 2.0
import CVitrineLinux
import Glibc

// MARK: - Virtual terminal ioctls (linux/kd.h, linux/vt.h); -1 and errno on failure
//
// In debug builds a test's MockingDriver takes these calls (Mocking.swift): the VT
// handshake's order (VT_SETMODE, VT_RELDISP) is what its tests check.

func platform_ioctl(_ fd: Int32, _ request: UInt, value: Int) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_ioctl(request, value) { return result }
#endif
    return CVitrineLinux_ioctlWithValue(fd, request, UInt(bitPattern: value))
}

func platform_ioctl(_ fd: Int32, _ request: UInt, into result: UnsafeMutablePointer<Int32>) -> Int32 {
#if ENABLE_MOCKING
    if let mocked = mock_ioctl(request, nil) { return mocked }
#endif
    return CVitrineLinux_ioctlWithPointer(fd, request, result)
}

func platform_ioctl(_ fd: Int32, _ request: UInt, mode: UnsafeMutablePointer<vt_mode>) -> Int32 {
#if ENABLE_MOCKING
    if let mocked = mock_ioctl(request, Int(mode.pointee.mode)) { return mocked }
#endif
    return CVitrineLinux_ioctlWithPointer(fd, request, mode)
}

func platform_write(_ fd: Int32, _ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
}

let _KDGETMODE = UInt(KDGETMODE)
let _KDSETMODE = UInt(KDSETMODE)
let _KDGKBMODE = UInt(KDGKBMODE)
let _KDSKBMODE = UInt(KDSKBMODE)
let _KD_TEXT = Int(KD_TEXT)
let _KD_GRAPHICS = Int(KD_GRAPHICS)
let _K_OFF = Int(K_OFF)
let _VT_GETMODE = UInt(VT_GETMODE)
let _VT_SETMODE = UInt(VT_SETMODE)
let _VT_RELDISP = UInt(VT_RELDISP)
let _VT_AUTO = Int8(VT_AUTO)
let _VT_PROCESS = Int8(VT_PROCESS)
let _VT_ACKACQ = Int(VT_ACKACQ)

/// The C names of the console ioctls, for mock traces and messages.
let consoleRequestNames: [UInt: String] = [
    _KDGETMODE: "KDGETMODE", _KDSETMODE: "KDSETMODE", _KDGKBMODE: "KDGKBMODE", _KDSKBMODE: "KDSKBMODE",
    _VT_GETMODE: "VT_GETMODE", _VT_SETMODE: "VT_SETMODE", _VT_RELDISP: "VT_RELDISP",
]

/// VT_SETMODE: `process` hands switches to the calling process, which the kernel then
/// signals (`releaseSignal`, `acquireSignal`) and waits for; otherwise the kernel switches
/// by itself (VT_AUTO). -1 and errno on failure.
func platform_setVTMode(_ fd: Int32, process: Bool, releaseSignal: Int32, acquireSignal: Int32) -> Int32 {
    var mode = vt_mode()
    mode.mode = process ? _VT_PROCESS : _VT_AUTO
    mode.relsig = process ? Int16(releaseSignal) : 0
    mode.acqsig = process ? Int16(acquireSignal) : 0
    return platform_ioctl(fd, _VT_SETMODE, mode: &mode)
}
