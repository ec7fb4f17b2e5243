// Vitrine — Apache License 2.0

/// Products of rows of 8-bit coverage (a shape's with a clip's, with global alpha, with a
/// rectangle's), rounded as `PremultipliedPixel.multiply`. The loops work in 16-bit lanes,
/// which the compiler vectorizes: a·b + 128 ≤ 65153 fits.
enum CoverageRow {
    /// `result[i] = round(a[i] · b[i] / 255)` for `count` bytes; `result` may be `a` or `b`.
    @inline(__always)
    static func multiply(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, into result: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in 0..<count {
            let t = UInt16(a[i]) &* UInt16(b[i]) &+ 128
            result[i] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
        }
    }

    /// `result[i] = round(a[i] · factor / 255)` for `count` bytes, `factor` in 0...255;
    /// `result` may be `a`.
    @inline(__always)
    static func multiply(_ a: UnsafePointer<UInt8>, by factor: UInt32, into result: UnsafeMutablePointer<UInt8>, count: Int) {
        let f = UInt16(truncatingIfNeeded: factor)
        for i in 0..<count {
            let t = UInt16(a[i]) &* f &+ 128
            result[i] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
        }
    }
}
