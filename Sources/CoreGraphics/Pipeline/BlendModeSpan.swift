// Vitrine — Apache License 2.0
// The separable and non-separable blend modes (multiply … luminosity) over a span, in the
// kernels compiled per CPU level (CVitrineCPUBlendModes.h). Per pixel, BlendFormula switches
// on the mode for every channel and works in scalar doubles for the modes that divide; the
// kernels run one loop per mode over blocks of eight pixels and give the same bits, so the
// pixels a span's last few (left to BlendFormula) and its blocks get agree.
import CVitrineCPU

enum BlendModeSpan {
    /// Whether the kernels have `mode`.
    @inline(__always)
    static func handles(_ mode: CGBlendMode) -> Bool {
        mode.rawValue >= CGBlendMode.multiply.rawValue && mode.rawValue <= CGBlendMode.luminosity.rawValue
    }

    /// Blends the first `count` rounded down to eight pixels of `sources`, each scaled by its
    /// coverage (`coverage[i]`, or `constant` without a row) and skipped at zero, into
    /// `destination` with `mode`, as BlendFormula.composite does pixel by pixel. Returns the
    /// pixels blended: 0 for a mode the kernels lack or a span shorter than a block.
    @inline(__always)
    static func blend(_ mode: CGBlendMode, _ destination: UnsafeMutablePointer<UInt32>, count: Int,
                      sources: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>?, constant: UInt32) -> Int {
        guard count >= 8, handles(mode) else { return 0 }
        return CVitrineCPU_blendModeSpan(mode.rawValue, destination, count, sources, coverage, constant)
    }

    /// `blend` with the kernel of `level` rather than the active one (tests); nil when the CPU lacks it.
    static func blend(level: PixelKernels.Level, _ mode: CGBlendMode, _ destination: UnsafeMutablePointer<UInt32>, count: Int,
                      sources: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>?, constant: UInt32) -> Int? {
        guard let kernel = CVitrineCPU_blendModeSpanForLevel(level.cValue) else { return nil }
        return kernel(mode.rawValue, destination, count, sources, coverage, constant)
    }
}
