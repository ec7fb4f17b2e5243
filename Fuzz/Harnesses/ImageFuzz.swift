// Vitrine — Apache License 2.0
// libFuzzer harness: PNG and JPEG decoding through `UIImage(data:)`, as an app loads an
// image it downloaded (FuzzSetup.swift lowers the pixel budget).
import Foundation
import UIKitCore

@_cdecl("LLVMFuzzerTestOneInput")
public func imageFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let image = UIImage(data: data) {
        // Touch the decoded pixels' size, so the decode is not optimised away.
        precondition(image.size.width >= 0 && image.size.height >= 0)
    }
    return 0
}
