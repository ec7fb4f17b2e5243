// Vitrine — Apache License 2.0
// libFuzzer harness: the touch decoder fed a raw event stream, as a live device (or a
// hostile USB gadget) can send it. The input's head describes the device and the board's
// touch settings; the rest is kernel events of 8 bytes (type, code, value).
import Platform

/// Reads little-endian fields from the fuzzer's bytes; zeros past the end.
private struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    var remaining: Int { bytes.count - offset }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    mutating func int32() -> Int32 { Int32(bitPattern: UInt32(uint16()) | UInt32(uint16()) << 16) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func touchFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: start, count: count))
    let protocols: [TouchProtocol?] = [nil] + TouchProtocol.allCases
    let chosen = protocols[Int(reader.byte()) % protocols.count]
    let flags = reader.byte()
    let xRange = (reader.int32(), reader.int32()), yRange = (reader.int32(), reader.int32())
    let slotMaximum = reader.int32(), pressureMaximum = reader.int32()
    // A calibration inside the board file's accepted range (±1000 per coefficient).
    var calibration: [Double]?
    if flags & 0x08 != 0 { calibration = (0..<6).map { _ in Double(Int16(bitPattern: reader.uint16())) / 32.0 } }

    var axes: [AbsoluteAxis: InputDeviceDescription.AxisInfo] = [
        .x: .init(minimum: xRange.0, maximum: xRange.1), .y: .init(minimum: yRange.0, maximum: yRange.1),
        .multitouchPositionX: .init(minimum: xRange.0, maximum: xRange.1),
        .multitouchPositionY: .init(minimum: yRange.0, maximum: yRange.1),
        .multitouchSlot: .init(minimum: 0, maximum: slotMaximum),
        .multitouchTrackingID: .init(minimum: 0, maximum: 65535),
    ]
    if flags & 0x10 != 0 { axes[.pressure] = .init(minimum: 0, maximum: pressureMaximum) }
    if flags & 0x20 != 0 { axes[.multitouchPressure] = .init(minimum: 0, maximum: pressureMaximum) }
    let keys: Set<UInt16> = flags & 0x40 != 0 ? [KeyCode.touch] : (flags & 0x80 != 0 ? [KeyCode.left] : [])
    let description = InputDeviceDescription(
        name: "fuzz", properties: [InputProperty.direct], codes: [.key: keys], axes: axes)
    let configuration = TouchConfiguration(
        calibration: calibration, swapAxes: flags & 0x01 != 0, invertX: flags & 0x02 != 0,
        invertY: flags & 0x04 != 0, touchProtocol: chosen)
    let rotations: [DisplayRotation] = [.degrees0, .degrees90, .degrees180, .degrees270]
    guard var decoder = try? TouchFrameDecoder(
        description: description, deviceID: 1, configuration: configuration,
        rotation: rotations[Int(flags >> 6) % rotations.count])
    else { return 0 }

    var frames: [TouchFrame] = []
    var time = 0.0
    while reader.remaining >= 8 {
        let type = InputEventType(rawValue: reader.uint16() & 0x1f)
        let code = reader.uint16()
        let value = reader.int32()
        if type == .synchronization { time += 0.008 }
        decoder.feed(InputEvent(time: time, type: type, code: code, value: value), into: &frames)
        // A consumer takes frames as they come; keep the array from growing without end.
        if frames.count > 256 { frames.removeAll(keepingCapacity: true) }
    }
    _ = decoder.cancelAll(time: time)
    return 0
}
