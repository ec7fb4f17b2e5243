// Vitrine — Apache License 2.0
// libFuzzer harness: the board-file reader (our TOML parser, then every section's
// validation), as `check-config` and the kiosk's start run it on a file's text.
import Platform

@_cdecl("LLVMFuzzerTestOneInput")
public func boardFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    // Both entry points: `parse` stops at the first error, `validate` collects them all.
    _ = try? BoardConfiguration.parse(text, file: "fuzz.toml")
    _ = BoardConfiguration.validate(text, file: "fuzz.toml")
    return 0
}
