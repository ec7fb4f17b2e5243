// Vitrine — Apache License 2.0
// libevdev's results copied into Platform's Swift values: one event read, one axis's
// absinfo. The C structs (input_event, input_absinfo) stay here.
#if canImport(Glibc)
import Glibc
#endif
import CLibEvdev

/// libevdev_next_event in normal or sync mode, as an `InputReadStatus`.
func evdevNextEvent(_ device: OpaquePointer, syncing: Bool) -> InputReadStatus {
    var raw = input_event()
    let flags = syncing ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
    let status = platform_libevdev_next_event(device, flags, &raw)
    if status == -EAGAIN { return .drained }
    if status < 0 { return .failed(Errno(rawValue: -status)) }
    if status == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) && !syncing { return .dropped }
    return .event(InputEvent(
        time: Double(raw.time.tv_sec) + Double(raw.time.tv_usec) / 1_000_000,
        type: InputEventType(rawValue: raw.type), code: raw.code, value: raw.value))
}

/// libevdev_get_abs_info: the absolute axis `code`'s range and resolution, nil when the
/// device has no such axis.
func evdevAxisInfo(_ device: OpaquePointer, _ code: UInt16) -> InputDeviceDescription.AxisInfo? {
    guard let info = platform_libevdev_get_abs_info(device, UInt32(code)) else { return nil }
    return .init(
        value: info.pointee.value, minimum: info.pointee.minimum, maximum: info.pointee.maximum,
        fuzz: info.pointee.fuzz, flat: info.pointee.flat, resolution: info.pointee.resolution)
}

/// libevdev_set_clock_id(CLOCK_MONOTONIC): event timestamps on the clock of the event
/// loop and of DRM's page flips. -errno on failure.
func evdevUseMonotonicClock(_ device: OpaquePointer) -> Int32 {
    platform_libevdev_set_clock_id(device, CLOCK_MONOTONIC)
}
