// Vitrine — Apache License 2.0
// One `platform_*` function per C call Platform's DRM code and device inventories make
// (STYLE.md §3.1). Each forwards to the C function and nothing else; the error
// convention is applied by the caller through ErrnoResult.swift.
//
// A syscall-trace mocking hook (STYLE.md §5, level 2) belongs here; it is not written
// yet, so DRM is covered by pure-logic tests and by runs on a real kernel in QEMU.
#if canImport(Glibc)
import Glibc
#endif
import CLibDRM
import CLibEvdev

// MARK: - libc

func platform_open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags)
}

func platform_close(_ fd: Int32) -> Int32 {
    close(fd)
}

func platform_mmap(
    _ length: Int, _ protection: Int32, _ flags: Int32, _ fd: Int32, _ offset: Int
) -> UnsafeMutableRawPointer? {
    mmap(nil, length, protection, flags, fd, offset)
}

func platform_munmap(_ address: UnsafeMutableRawPointer, _ length: Int) -> Int32 {
    munmap(address, length)
}

func platform_poll(_ fds: UnsafeMutablePointer<pollfd>, _ count: Int, _ timeoutMilliseconds: Int32) -> Int32 {
    poll(fds, nfds_t(count), timeoutMilliseconds)
}

func platform_opendir(_ path: UnsafePointer<CChar>) -> OpaquePointer? {
    opendir(path)
}

func platform_readdir(_ directory: OpaquePointer) -> UnsafeMutablePointer<dirent>? {
    readdir(directory)
}

func platform_closedir(_ directory: OpaquePointer) -> Int32 {
    closedir(directory)
}

// MARK: - libdrm core (these return -1 and set errno)

func platform_drmGetCap(_ fd: Int32, _ capability: UInt64, _ value: UnsafeMutablePointer<UInt64>) -> Int32 {
    drmGetCap(fd, capability, value)
}

func platform_drmSetClientCap(_ fd: Int32, _ capability: UInt64, _ value: UInt64) -> Int32 {
    drmSetClientCap(fd, capability, value)
}

func platform_drmHandleEvent(_ fd: Int32, _ context: UnsafeMutablePointer<drmEventContext>) -> Int32 {
    drmHandleEvent(fd, context)
}

func platform_drmGetVersion(_ fd: Int32) -> UnsafeMutablePointer<drmVersion>? {
    drmGetVersion(fd)
}

func platform_drmFreeVersion(_ version: UnsafeMutablePointer<drmVersion>) {
    drmFreeVersion(version)
}

// MARK: - libdrm KMS queries (NULL and errno on failure)

func platform_drmModeGetResources(_ fd: Int32) -> UnsafeMutablePointer<drmModeRes>? {
    drmModeGetResources(fd)
}

func platform_drmModeFreeResources(_ resources: UnsafeMutablePointer<drmModeRes>) {
    drmModeFreeResources(resources)
}

func platform_drmModeGetConnector(_ fd: Int32, _ connectorID: UInt32) -> UnsafeMutablePointer<drmModeConnector>? {
    drmModeGetConnector(fd, connectorID)
}

func platform_drmModeFreeConnector(_ connector: UnsafeMutablePointer<drmModeConnector>) {
    drmModeFreeConnector(connector)
}

func platform_drmModeGetEncoder(_ fd: Int32, _ encoderID: UInt32) -> UnsafeMutablePointer<drmModeEncoder>? {
    drmModeGetEncoder(fd, encoderID)
}

func platform_drmModeFreeEncoder(_ encoder: UnsafeMutablePointer<drmModeEncoder>) {
    drmModeFreeEncoder(encoder)
}

func platform_drmModeGetCrtc(_ fd: Int32, _ crtcID: UInt32) -> UnsafeMutablePointer<drmModeCrtc>? {
    drmModeGetCrtc(fd, crtcID)
}

func platform_drmModeFreeCrtc(_ crtc: UnsafeMutablePointer<drmModeCrtc>) {
    drmModeFreeCrtc(crtc)
}

// MARK: - libdrm KMS commands (these return -errno)

func platform_drmModeCreateDumbBuffer(
    _ fd: Int32, _ width: UInt32, _ height: UInt32, _ bitsPerPixel: UInt32, _ flags: UInt32,
    _ handle: UnsafeMutablePointer<UInt32>, _ pitch: UnsafeMutablePointer<UInt32>, _ size: UnsafeMutablePointer<UInt64>
) -> Int32 {
    drmModeCreateDumbBuffer(fd, width, height, bitsPerPixel, flags, handle, pitch, size)
}

func platform_drmModeMapDumbBuffer(_ fd: Int32, _ handle: UInt32, _ offset: UnsafeMutablePointer<UInt64>) -> Int32 {
    drmModeMapDumbBuffer(fd, handle, offset)
}

func platform_drmModeDestroyDumbBuffer(_ fd: Int32, _ handle: UInt32) -> Int32 {
    drmModeDestroyDumbBuffer(fd, handle)
}

func platform_drmModeAddFB2(
    _ fd: Int32, _ width: UInt32, _ height: UInt32, _ pixelFormat: UInt32,
    _ handles: UnsafePointer<UInt32>, _ pitches: UnsafePointer<UInt32>, _ offsets: UnsafePointer<UInt32>,
    _ framebufferID: UnsafeMutablePointer<UInt32>, _ flags: UInt32
) -> Int32 {
    drmModeAddFB2(fd, width, height, pixelFormat, handles, pitches, offsets, framebufferID, flags)
}

func platform_drmModeRmFB(_ fd: Int32, _ framebufferID: UInt32) -> Int32 {
    drmModeRmFB(fd, framebufferID)
}

func platform_drmModeSetCrtc(
    _ fd: Int32, _ crtcID: UInt32, _ framebufferID: UInt32, _ x: UInt32, _ y: UInt32,
    _ connectors: UnsafeMutablePointer<UInt32>?, _ connectorCount: Int32, _ mode: UnsafeMutablePointer<drmModeModeInfo>?
) -> Int32 {
    drmModeSetCrtc(fd, crtcID, framebufferID, x, y, connectors, connectorCount, mode)
}

func platform_drmModePageFlip(
    _ fd: Int32, _ crtcID: UInt32, _ framebufferID: UInt32, _ flags: UInt32, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    drmModePageFlip(fd, crtcID, framebufferID, flags, userData)
}

// MARK: - libevdev (these return -errno)

func platform_libevdev_new_from_fd(_ fd: Int32, _ device: UnsafeMutablePointer<OpaquePointer?>) -> Int32 {
    libevdev_new_from_fd(fd, device)
}

func platform_libevdev_free(_ device: OpaquePointer) {
    libevdev_free(device)
}

func platform_libevdev_get_name(_ device: OpaquePointer) -> UnsafePointer<CChar>? {
    libevdev_get_name(device)
}

func platform_libevdev_get_id_vendor(_ device: OpaquePointer) -> Int32 {
    libevdev_get_id_vendor(device)
}

func platform_libevdev_get_id_product(_ device: OpaquePointer) -> Int32 {
    libevdev_get_id_product(device)
}

func platform_libevdev_has_property(_ device: OpaquePointer, _ property: UInt32) -> Int32 {
    libevdev_has_property(device, property)
}

func platform_libevdev_has_event_code(_ device: OpaquePointer, _ type: UInt32, _ code: UInt32) -> Int32 {
    libevdev_has_event_code(device, type, code)
}

func platform_libevdev_get_abs_info(_ device: OpaquePointer, _ code: UInt32) -> UnsafePointer<input_absinfo>? {
    libevdev_get_abs_info(device, code)
}

func platform_libevdev_get_num_slots(_ device: OpaquePointer) -> Int32 {
    libevdev_get_num_slots(device)
}
