// Vitrine — Apache License 2.0
// libFuzzer harness: evemu recordings (device description and event lines), then the
// touch decoder fed the parsed events through the description, as `vitrine replay` does.
import Platform

@_cdecl("LLVMFuzzerTestOneInput")
public func evemuFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let recording = try? EvemuRecording(parsing: text, source: "fuzz.events"),
          let description = recording.device,
          var decoder = try? TouchFrameDecoder(description: description, deviceID: 1)
    else { return 0 }
    var frames: [TouchFrame] = []
    for event in recording.events { decoder.feed(event, into: &frames) }
    _ = decoder.cancelAll(time: recording.events.last?.time ?? 0)
    return 0
}
