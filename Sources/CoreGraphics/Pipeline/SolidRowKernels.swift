// Vitrine — Apache License 2.0
// One colour over a block of rows in one call to the kernels compiled per CPU level
// (CVitrineCPUSolidRows.h): copy and clear fills, source-over, plus-lighter, plus-darker and
// destination-over at full coverage, and source-over through a glyph's mask. A 128-pixel
// box was 128 calls (and as many mode switches) into Swift loops compiled for SSE2.
import CVitrineCPU

enum SolidRowKernels {
    /// Whether `composite` has `mode` (at full coverage).
    @inline(__always)
    static func handles(_ mode: CGBlendMode) -> Bool {
        mode == .plusLighter || mode == .plusDarker || mode == .destinationOver
    }

    /// Stores `pixel` in `count` pixels of `rows` rows `stride` pixels apart.
    @inline(__always)
    static func fill(_ destination: UnsafeMutablePointer<UInt32>, stride: Int, count: Int, rows: Int, pixel: UInt32) {
        CVitrineCPU_fillRows(destination, stride, count, rows, pixel)
    }

    /// `mode` (one `handles` accepts) of `source` over `count` pixels of `rows` rows, at full
    /// coverage: SolidCompositeKernel's formulas, bit for bit.
    @inline(__always)
    static func composite(_ mode: CGBlendMode, _ destination: UnsafeMutablePointer<UInt32>, stride: Int, count: Int, rows: Int,
                          source: UInt32) {
        let done = CVitrineCPU_compositeRows(mode.rawValue, destination, stride, count, rows, source)
        assert(done != 0, "SolidRowKernels has no kernel for \(mode)")
    }

    /// Source-over of `source` onto `count` pixels of `rows` rows (SourceOverKernel.blendSolid
    /// row after row). With `roomy`, the caller guarantees `count` rounded up to eight pixels
    /// of each row may be read and written.
    @inline(__always)
    static func blend(_ destination: UnsafeMutablePointer<UInt32>, stride: Int, count: Int, rows: Int, source: UInt32,
                      roomy: Bool) {
        CVitrineCPU_blendRows(destination, stride, count, rows, source, roomy ? 1 : 0)
    }

    /// Source-over of `source` through the coverage bytes of one block (pixel k's in byte k),
    /// the same for each of `rows` rows of eight pixels. The caller guarantees the eight
    /// pixels of every row may be read and written.
    @inline(__always)
    static func blendColumn(_ destination: UnsafeMutablePointer<UInt32>, stride: Int, rows: Int, source: UInt32,
                            coverage: UInt64) {
        CVitrineCPU_blendColumn(destination, stride, rows, source, coverage)
    }

    /// Source-over of `source` through `rows` coverage rows `maskStride` bytes apart, in whole
    /// blocks of eight (SourceOverKernel.blendSolidInBlocks row after row). The caller
    /// guarantees `count` rounded up to eight pixels of each row, and eight coverage bytes at
    /// each block start, may be read.
    @inline(__always)
    static func blendMask(_ destination: UnsafeMutablePointer<UInt32>, stride: Int, count: Int, rows: Int, source: UInt32,
                          coverage: UnsafePointer<UInt8>, maskStride: Int) {
        CVitrineCPU_blendMaskRows(destination, stride, count, rows, source, coverage, maskStride)
    }

    /// The kernels of `level` rather than the active one (tests); nil when the CPU lacks it.
    static func kernels(_ level: PixelKernels.Level) -> CVitrineCPUSolidRows? {
        CVitrineCPU_solidRowsForLevel(level.cValue)?.pointee
    }
}
