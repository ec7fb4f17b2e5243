// Vitrine — Apache License 2.0
import CVitrineLinux
import Glibc

// MARK: - Virtual terminal ioctls (linux/kd.h); -1 and errno on failure

func platform_ioctl(_ fd: Int32, _ request: UInt, value: Int) -> Int32 {
    CVitrineLinux_ioctlWithValue(fd, request, UInt(bitPattern: value))
}

func platform_ioctl(_ fd: Int32, _ request: UInt, into result: UnsafeMutablePointer<Int32>) -> Int32 {
    CVitrineLinux_ioctlWithPointer(fd, request, result)
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
