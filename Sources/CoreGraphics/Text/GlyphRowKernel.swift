// Vitrine — Apache License 2.0
// A batch of glyph masks of one colour, blended in one call to the kernel compiled per CPU
// level (CVitrineCPUGlyphRows.h) when the blender is plain source-over of that colour,
// without a clip mask or a global alpha: the pixels of sending each mask to the blender in
// turn, bit for bit, without the blender's bookkeeping and a kernel call per glyph row.
import CVitrineCPU

enum GlyphRowKernel {
    /// Blends `glyphs` (in device pixels, clipped to `area`) through `blender` and returns
    /// true, or returns false having drawn nothing when the blender needs more than one
    /// colour's source-over (the caller then sends each mask to it).
    static func blend<Source: Shader>(_ glyphs: UnsafeBufferPointer<PlacedGlyphMask>, within area: PixelRect,
                                      through blender: SpanBlender<Source>) -> Bool {
        guard blender.clipMask == nil, blender.alpha == 255, blender.mode == .normal, let source = blender.solid else { return false }
        let bitmap = blender.bitmap
        let area = area.intersection(PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
        guard !area.isEmpty else { return true }
        return withUnsafeTemporaryAllocation(of: CVitrineCPUGlyphSpan.self, capacity: glyphs.count) { spans in
            var count = 0
            for i in glyphs.indices {
                let rect = glyphs[i].rect
                let visible = rect.intersection(area)
                guard !visible.isEmpty else { continue }
                let first = glyphs[i].coverage + ((visible.y &- rect.y) &* rect.width &+ (visible.x &- rect.x))
                (spans.baseAddress! + count).initialize(to: CVitrineCPUGlyphSpan(
                    coverage: first, coverageEnd: glyphs[i].coverageEnd, x: Int32(visible.x), y: Int32(visible.y),
                    width: Int32(visible.width), height: Int32(visible.height), maskStride: Int32(rect.width), unused: 0))
                count &+= 1
            }
            if count > 0 { CVitrineCPU_blendGlyphs(bitmap.pixels, bitmap.stride, bitmap.width, source, spans.baseAddress!, count) }
            return true
        }
    }

    /// The kernel of `level` rather than the active one (tests); nil when the CPU lacks it.
    static func kernel(_ level: PixelKernels.Level) -> CVitrineCPUBlendGlyphs? {
        CVitrineCPU_blendGlyphsForLevel(level.cValue)
    }
}
