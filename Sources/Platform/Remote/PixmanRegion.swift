// Vitrine — Apache License 2.0
import CNeatVNC
import CoreGraphics

/// A pixman region of 16-bit rectangles: how neatvnc takes a frame's damage.
final class PixmanRegion {
    let pointer: UnsafeMutablePointer<pixman_region16_t>

    /// The union of `rects`, each clipped to 0…65535 (pixman's 16-bit coordinates).
    ///
    /// The corresponding C functions are `pixman_region_init` and `pixman_region_union_rect`.
    init(_ rects: [PixelRect]) {
        pointer = .allocate(capacity: 1)
        pixman_region_init(pointer)
        for rect in rects where !rect.isEmpty {
            let x = Int32(clamping: max(0, min(rect.x, 65535))), y = Int32(clamping: max(0, min(rect.y, 65535)))
            let width = UInt32(clamping: max(0, min(rect.maxX, 65535) - Int(x)))
            let height = UInt32(clamping: max(0, min(rect.maxY, 65535) - Int(y)))
            _ = pixman_region_union_rect(pointer, pointer, x, y, width, height)
        }
    }

    deinit {
        pixman_region_fini(pointer)
        pointer.deallocate()
    }

    /// True when the region covers no pixel.
    ///
    /// The corresponding C function is `pixman_region_not_empty`.
    var isEmpty: Bool { pixman_region_not_empty(pointer) == 0 }
}
