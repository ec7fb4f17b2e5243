// Vitrine — Apache License 2.0
// libFuzzer harness: the PNG and JPEG decoders `UIImage(data:)` calls, without UIKitCore
// (which would add minutes of instrumented build to CI; the `image` harness goes through
// `UIImage(data:)` itself). Both decoders get every input: each checks its own signature.
import CoreGraphics
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func codecFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let bitmap = try? PNGDecoder.decode(data) { precondition(bitmap.width > 0 && bitmap.height > 0) }
    if let bitmap = try? JPEGDecoder.decode(data) { precondition(bitmap.width > 0 && bitmap.height > 0) }
    return 0
}
