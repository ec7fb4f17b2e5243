// Vitrine — Apache License 2.0
// One `platform_*` function per C call Platform's DRM code and device inventories make
// (STYLE.md §3.1). Each forwards to the C function and nothing else; the error
// convention is applied by the caller through ErrnoResult.swift.
//
// In debug builds, the calls with cleanup-order or callback semantics first offer
// themselves to the test's MockingDriver (Mocking.swift); with none installed they go
// to the C function.
#if canImport(Glibc)
import Glibc
#endif
import CLibDRM
import CLibEvdev

// MARK: - libc

func platform_open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_open(path) { return result }
#endif
    return open(path, flags)
}

func platform_close(_ fd: Int32) -> Int32 {
    close(fd)
}

func platform_mmap(
    _ length: Int, _ protection: Int32, _ flags: Int32, _ fd: Int32, _ offset: Int
) -> UnsafeMutableRawPointer? {
#if ENABLE_MOCKING
    if let result = mock_mmap(length, offset) { return result }
#endif
    return mmap(nil, length, protection, flags, fd, offset)
}

func platform_munmap(_ address: UnsafeMutableRawPointer, _ length: Int) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_munmap(address, length) { return result }
#endif
    return munmap(address, length)
}

func platform_poll(_ fds: UnsafeMutablePointer<pollfd>, _ count: Int, _ timeoutMilliseconds: Int32) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_poll(fds) { return result }
#endif
    return poll(fds, nfds_t(count), timeoutMilliseconds)
}

/// realpath(path, NULL) copied into a String and freed; nil when it fails.
func platform_realpath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// access(path, mode) == 0: whether the file exists (`_F_OK`) or allows the access.
func platform_access(_ path: String, _ mode: Int32) -> Bool {
    access(path, mode) == 0
}

/// clock_gettime(CLOCK_MONOTONIC), in seconds.
func platform_monotonicSeconds() -> Double {
    var now = timespec()
    _ = clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
}

func platform_getpid() -> Int32 {
    getpid()
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
#if ENABLE_MOCKING
    if let result = mock_drmHandleEvent(fd, context) { return result }
#endif
    return drmHandleEvent(fd, context)
}

func platform_drmSetMaster(_ fd: Int32) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_errnoCall("drmSetMaster") { return result }
#endif
    return drmSetMaster(fd)
}

func platform_drmDropMaster(_ fd: Int32) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_errnoCall("drmDropMaster") { return result }
#endif
    return drmDropMaster(fd)
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
#if ENABLE_MOCKING
    if let result = mock_drmModeCreateDumbBuffer(fd, width, height, bitsPerPixel, handle, pitch, size) { return result }
#endif
    return drmModeCreateDumbBuffer(fd, width, height, bitsPerPixel, flags, handle, pitch, size)
}

func platform_drmModeMapDumbBuffer(_ fd: Int32, _ handle: UInt32, _ offset: UnsafeMutablePointer<UInt64>) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_negatedErrnoCall("drmModeMapDumbBuffer", handle) { offset.pointee = 0; return result }
#endif
    return drmModeMapDumbBuffer(fd, handle, offset)
}

func platform_drmModeDestroyDumbBuffer(_ fd: Int32, _ handle: UInt32) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_negatedErrnoCall("drmModeDestroyDumbBuffer", handle) { return result }
#endif
    return drmModeDestroyDumbBuffer(fd, handle)
}

func platform_drmModeAddFB2(
    _ fd: Int32, _ width: UInt32, _ height: UInt32, _ pixelFormat: UInt32,
    _ handles: UnsafePointer<UInt32>, _ pitches: UnsafePointer<UInt32>, _ offsets: UnsafePointer<UInt32>,
    _ framebufferID: UnsafeMutablePointer<UInt32>, _ flags: UInt32
) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_drmModeAddFB2(width, height, handles[0], pitches[0], framebufferID) { return result }
#endif
    return drmModeAddFB2(fd, width, height, pixelFormat, handles, pitches, offsets, framebufferID, flags)
}

func platform_drmModeRmFB(_ fd: Int32, _ framebufferID: UInt32) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_negatedErrnoCall("drmModeRmFB", framebufferID) { return result }
#endif
    return drmModeRmFB(fd, framebufferID)
}

func platform_drmModeSetCrtc(
    _ fd: Int32, _ crtcID: UInt32, _ framebufferID: UInt32, _ x: UInt32, _ y: UInt32,
    _ connectors: UnsafeMutablePointer<UInt32>?, _ connectorCount: Int32, _ mode: UnsafeMutablePointer<drmModeModeInfo>?
) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_negatedErrnoCall("drmModeSetCrtc", crtcID, framebufferID) { return result }
#endif
    return drmModeSetCrtc(fd, crtcID, framebufferID, x, y, connectors, connectorCount, mode)
}

func platform_drmModePageFlip(
    _ fd: Int32, _ crtcID: UInt32, _ framebufferID: UInt32, _ flags: UInt32, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
#if ENABLE_MOCKING
    if let result = mock_drmModePageFlip(crtcID, framebufferID, userData) { return result }
#endif
    return drmModePageFlip(fd, crtcID, framebufferID, flags, userData)
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

// MARK: - libevdev: reading and device control (these return -errno)

func platform_libevdev_next_event(_ device: OpaquePointer, _ flags: UInt32, _ event: UnsafeMutablePointer<input_event>) -> Int32 {
    libevdev_next_event(device, flags, event)
}

func platform_libevdev_grab(_ device: OpaquePointer, _ grab: Bool) -> Int32 {
    libevdev_grab(device, grab ? LIBEVDEV_GRAB : LIBEVDEV_UNGRAB)
}

func platform_libevdev_set_clock_id(_ device: OpaquePointer, _ clock: Int32) -> Int32 {
    libevdev_set_clock_id(device, clock)
}

func platform_libevdev_get_id_bustype(_ device: OpaquePointer) -> Int32 {
    libevdev_get_id_bustype(device)
}

func platform_libevdev_get_id_version(_ device: OpaquePointer) -> Int32 {
    libevdev_get_id_version(device)
}

// MARK: - inotify (these return -1 and set errno)

func platform_inotify_init1(_ flags: Int32) -> Int32 {
    inotify_init1(flags)
}

func platform_inotify_add_watch(_ fd: Int32, _ path: UnsafePointer<CChar>, _ mask: UInt32) -> Int32 {
    inotify_add_watch(fd, path, mask)
}

func platform_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
