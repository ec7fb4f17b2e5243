// Vitrine — Apache License 2.0

/// A page flip handed to the kernel, completed when its flip event is read.
///
/// The kernel returns the pointer given to `drmModePageFlip` in the event, and libdrm's
/// event callback is a C function that cannot capture Swift context. So the request
/// itself travels as that pointer: it is retained when the flip is queued and released
/// by the callback, which stores the completion time in it. The owner keeps its own
/// reference and looks at `completionTime` after dispatching events.
public final class PageFlipRequest {
    /// The presented frame's number, counted from 1.
    public let sequence: UInt64
    /// Which of the owner's buffers goes on screen.
    public let bufferIndex: Int
    /// Monotonic seconds at which the flip completed, once its event was read.
    public private(set) var completionTime: Double?

    /// A request for frame `sequence` showing buffer `bufferIndex`.
    public init(sequence: UInt64, bufferIndex: Int) {
        self.sequence = sequence
        self.bufferIndex = bufferIndex
    }

    fileprivate func complete(seconds: UInt32, microseconds: UInt32) {
        if seconds == 0 && microseconds == 0 {
            // A driver without vblank support may leave the timestamp empty; use now.
            completionTime = platform_monotonicSeconds()
        } else {
            completionTime = Double(seconds) + Double(microseconds) / 1_000_000
        }
    }

    /// Completes the request a flip event carries as its user data, releasing the reference
    /// `pageFlip` passed to the kernel (called from libdrm's event callback).
    static func completeFlip(_ userData: UnsafeMutableRawPointer?, seconds: UInt32, microseconds: UInt32) {
        guard let userData else { return }
        Unmanaged<PageFlipRequest>.fromOpaque(userData).takeRetainedValue()
            .complete(seconds: seconds, microseconds: microseconds)
    }
}

extension DRMDevice {
    /// Queues a flip of `crtc` to `framebuffer` at the next vblank, with a completion
    /// event that `dispatchPageFlipEvents` turns into `request.completionTime`.
    /// - Throws: `DRMError` with operation `.pageFlip` (EBUSY while a flip is already
    ///   pending on the CRTC, EACCES when the process lost DRM master, EINVAL for a
    ///   framebuffer of the wrong size).
    ///
    /// The corresponding C function is `drmModePageFlip` with `DRM_MODE_PAGE_FLIP_EVENT`.
    public func pageFlip(_ crtc: CRTCID, to framebuffer: FramebufferID, request: PageFlipRequest) throws(DRMError) {
        let userData = Unmanaged.passRetained(request).toOpaque()
        let result = nothingOrNegatedErrno {
            platform_drmModePageFlip(
                fileDescriptor, crtc.rawValue, framebuffer.rawValue, _DRM_MODE_PAGE_FLIP_EVENT, userData)
        }
        if case .failure(let errno) = result {
            // No event will come for a flip the kernel refused.
            Unmanaged<PageFlipRequest>.fromOpaque(userData).release()
            throw DRMError(.pageFlip, "CRTC \(crtc) of \(path) (framebuffer \(framebuffer))", devicePath: path, errno: errno)
        }
    }

    /// Reads the events waiting on the device and completes their page-flip requests.
    /// Waits up to `timeoutMilliseconds` for the first event (0: only what is already
    /// there), then reads until none are left; never blocks otherwise.
    /// - Returns: whether any event was read.
    /// - Throws: `DRMError` with operation `.readEvents`.
    ///
    /// The corresponding C functions are `poll` and `drmHandleEvent`.
    @discardableResult
    public func dispatchPageFlipEvents(timeoutMilliseconds: Int32 = 0) throws(DRMError) -> Bool {
        var readAny = false
        var timeout = timeoutMilliseconds
        while true {
            var events: Int16 = 0
            var hasInput = false
            let ready = valueOrErrno {
                let polled = platform_pollForInput(fileDescriptor, timeoutMilliseconds: timeout, events: &events)
                hasInput = polled.hasInput
                return polled.result
            }
            switch ready {
            case .failure(let errno):
                throw DRMError(.readEvents, path, devicePath: path, errno: errno)
            case .success(0):
                return readAny
            case .success:
                break
            }
            timeout = 0
            if !hasInput {
                throw DRMError(.readEvents, path, devicePath: path, errno: .ioError,
                               reason: "poll reported \(events) without data")
            }
            // drmHandleEvent returns read()'s -1 and errno; a short read leaves errno at 0.
            Errno.current = Errno(rawValue: 0)
            if case .failure(let errno) = nothingOrErrno(retryOnInterrupt: true, { platform_drmHandlePageFlipEvents(fileDescriptor) }) {
                throw DRMError(.readEvents, path, devicePath: path, errno: errno.rawValue == 0 ? .ioError : errno)
            }
            readAny = true
        }
    }
}
