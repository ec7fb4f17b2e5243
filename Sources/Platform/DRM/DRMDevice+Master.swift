// Vitrine — Apache License 2.0
// DRM master: the one client of a card allowed to modeset and flip. Vitrine becomes master
// by opening the card first; with VT switching (VirtualTerminalSwitching) it gives master
// up while its VT is in the background, so the console (or another display server on
// that VT) can drive the screen, and takes it back on return.

extension DRMDevice {
    /// Becomes DRM master again after `dropMaster()`.
    /// - Throws: `DRMError` with operation `.setMaster` (EBUSY or EACCES when another
    ///   process took master meanwhile; EPERM without CAP_SYS_ADMIN on kernels before 5.10
    ///   for a process that was not master first).
    ///
    /// The corresponding C function is `drmSetMaster`.
    public func setMaster() throws(DRMError) {
        if case .failure(let errno) = _setMaster() {
            throw DRMError(.setMaster, path, devicePath: path, errno: errno)
        }
    }

    func _setMaster() -> Result<Void, Errno> {
        // drmIoctl already restarts on EINTR; it returns -1 with errno set.
        nothingOrErrno(retryOnInterrupt: false) { platform_drmSetMaster(fileDescriptor) }
    }

    /// Stops being DRM master: modesets and flips fail until `setMaster()`, and another
    /// client (the console's fbdev emulation) may drive the screen.
    /// - Throws: `DRMError` with operation `.dropMaster` (EINVAL when not master).
    ///
    /// The corresponding C function is `drmDropMaster`.
    public func dropMaster() throws(DRMError) {
        if case .failure(let errno) = _dropMaster() {
            throw DRMError(.dropMaster, path, devicePath: path, errno: errno)
        }
    }

    func _dropMaster() -> Result<Void, Errno> {
        nothingOrErrno(retryOnInterrupt: false) { platform_drmDropMaster(fileDescriptor) }
    }
}
