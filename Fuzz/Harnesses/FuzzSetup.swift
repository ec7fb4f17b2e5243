// Vitrine — Apache License 2.0
// Compiled into every harness: libFuzzer calls LLVMFuzzerInitialize once before the first
// input. Logging is silenced (a rejected input's error line would otherwise be printed
// hundreds of times a second) and the image pixel budget lowered to 2²² pixels (16 MiB of
// bitmap), so a large valid image stops at the budget check, which is what is exercised,
// and never at the sanitizer's memory limit.
import CoreGraphics
import Logging

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
    ImageDecodingLimits.current = ImageDecodingLimits(maximumPixelCount: 1 << 22, maximumFileSize: 64 << 20)
    return 0
}
