// Vitrine — Apache License 2.0
@testable import QuartzCore

/// The largest difference of one channel of one pixel between two bitmaps of the same size.
@MainActor func largestChannelDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
    var worst = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            for shift in [0, 8, 16, 24] as [UInt32] {
                worst = max(worst, abs(Int(a[x, y] >> shift & 0xFF) - Int(b[x, y] >> shift & 0xFF)))
            }
        }
    }
    return worst
}

/// The number of pixels that differ between two bitmaps of the same size.
@MainActor func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
    var count = 0
    for y in 0..<a.height {
        for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 }
    }
    return count
}

/// Where two bitmaps of the same size differ most, and by how much, for failure messages.
@MainActor func largestDifferenceLocation(_ a: Bitmap, _ b: Bitmap) -> (x: Int, y: Int, ours: UInt32, theirs: UInt32) {
    var worst = -1, at = (0, 0)
    for y in 0..<a.height {
        for x in 0..<a.width {
            for shift in [0, 8, 16, 24] as [UInt32] {
                let d = abs(Int(a[x, y] >> shift & 0xFF) - Int(b[x, y] >> shift & 0xFF))
                if d > worst { worst = d; at = (x, y) }
            }
        }
    }
    return (at.0, at.1, a[at.0, at.1], b[at.0, at.1])
}
