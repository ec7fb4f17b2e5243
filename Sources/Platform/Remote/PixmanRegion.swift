// Vitrine — Apache License 2.0
import CNeatVNC
import CoreGraphics

/// A pixman region of 16-bit rectangles: how neatvnc takes a frame's damage, and how the
/// remote screen adds up damage (its rectangles never overlap, so no pixel is copied twice).
final class PixmanRegion {
    let pointer: UnsafeMutablePointer<pixman_region16_t>

    /// The union of `rects`, each clipped to 0…65535 (pixman's 16-bit coordinates).
    ///
    /// The corresponding C functions are `pixman_region_init` and `pixman_region_union_rect`.
    init(_ rects: [PixelRect] = []) {
        pointer = .allocate(capacity: 1)
        pixman_region_init(pointer)
        for rect in rects { formUnion(rect) }
    }

    deinit {
        pixman_region_fini(pointer)
        pointer.deallocate()
    }

    /// True when the region covers no pixel.
    ///
    /// The corresponding C function is `pixman_region_not_empty`.
    var isEmpty: Bool { pixman_region_not_empty(pointer) == 0 }

    /// Adds `rect` (clipped to 0…65535).
    ///
    /// The corresponding C function is `pixman_region_union_rect`.
    func formUnion(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        let x = Int32(clamping: max(0, min(rect.x, 65535))), y = Int32(clamping: max(0, min(rect.y, 65535)))
        let width = UInt32(clamping: max(0, min(rect.maxX, 65535) - Int(x)))
        let height = UInt32(clamping: max(0, min(rect.maxY, 65535) - Int(y)))
        _ = pixman_region_union_rect(pointer, pointer, x, y, width, height)
    }

    /// Adds every pixel of `other`.
    ///
    /// The corresponding C function is `pixman_region_union`.
    func formUnion(_ other: PixmanRegion) {
        _ = pixman_region_union(pointer, pointer, other.pointer)
    }

    /// Removes every pixel of `rect` (clipped to 0…65535).
    ///
    /// The corresponding C function is `pixman_region_subtract`.
    func subtract(_ rect: PixelRect) {
        let removed = PixmanRegion([rect])
        _ = pixman_region_subtract(pointer, pointer, removed.pointer)
    }

    /// The first of `rectangles` (the top-left band), or nil when the region is empty.
    var firstRectangle: PixelRect? {
        var count: Int32 = 0
        guard let boxes = pixman_region_rectangles(pointer, &count), count > 0 else { return nil }
        let box = boxes[0]
        return PixelRect(x: Int(box.x1), y: Int(box.y1), width: Int(box.x2) - Int(box.x1), height: Int(box.y2) - Int(box.y1))
    }

    /// Makes the region empty.
    ///
    /// The corresponding C function is `pixman_region_clear`.
    func removeAll() { pixman_region_clear(pointer) }

    /// Replaces the region by its bounding box once it has more than `count` rectangles,
    /// so a region that keeps growing stays cheap to add to (at the cost of extra pixels).
    ///
    /// The corresponding C functions are `pixman_region_n_rects`, `pixman_region_extents`
    /// and `pixman_region_reset`.
    func simplify(toAtMost count: Int) {
        guard Int(pixman_region_n_rects(pointer)) > count, let box = pixman_region_extents(pointer)?.pointee else { return }
        var extents = box
        pixman_region_reset(pointer, &extents)
    }

    /// The region as rectangles that do not overlap, top to bottom.
    ///
    /// The corresponding C function is `pixman_region_rectangles`.
    var rectangles: [PixelRect] {
        var count: Int32 = 0
        guard let boxes = pixman_region_rectangles(pointer, &count), count > 0 else { return [] }
        return (0..<Int(count)).map { index in
            let box = boxes[index]
            return PixelRect(x: Int(box.x1), y: Int(box.y1), width: Int(box.x2) - Int(box.x1), height: Int(box.y2) - Int(box.y1))
        }
    }
}
