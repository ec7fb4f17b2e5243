// Vitrine — Apache License 2.0
// The span kernels picked at run time for this CPU (CVitrineCPUKernels.h). Spans of at least
// `PixelKernels.shortestSpan` pixels go to them in whole blocks of eight; shorter spans and
// the last pixels stay in SourceOverKernel's inlined Swift, where a call through the table
// would cost more than a wider register saves. Every level computes the same formulas.
import CVitrineCPU

/// Which compiled level of the pixel kernels runs: chosen once at start from CPUID, or
/// forced with the environment variable `VITRINE_CPU_KERNELS` (`baseline`, `x86-64-v2`,
/// `avx2`; a level the CPU lacks falls back to the best it has).
@_spi(PixelKernels) public enum PixelKernels {
    /// An instruction-set level the kernels are compiled for.
    public enum Level: Int, CaseIterable, Sendable, CustomStringConvertible {
        /// SSE2 on x86-64, NEON on ARM64.
        case baseline = 0
        /// x86-64-v2 (SSE4.2, POPCNT).
        case x86_64_v2 = 1
        /// AVX2 with BMI2 and FMA (x86-64-v3's vector part).
        case avx2 = 2

        var cValue: CVitrineCPULevel { CVitrineCPULevel(UInt32(rawValue)) }

        public var description: String {
            CVitrineCPU_kernelsForLevel(cValue).map { String(cString: $0.pointee.name) }
                ?? ["baseline", "x86-64-v2", "avx2"][rawValue]
        }
    }

    /// The level in use.
    public static var active: Level { Level(rawValue: Int(CVitrineCPU_activeKernels().pointee.level.rawValue)) ?? .baseline }

    /// The best level this CPU and OS support.
    public static var best: Level { Level(rawValue: Int(CVitrineCPU_bestLevel().rawValue)) ?? .baseline }

    /// Every level this CPU can run, lowest first.
    public static var available: [Level] { Level.allCases.filter { CVitrineCPU_kernelsForLevel($0.cValue) != nil } }

    /// Makes `level` the active one; false (nothing changed) when the CPU lacks it. Only
    /// while nothing draws: for benchmarks and tests.
    @discardableResult
    public static func force(_ level: Level) -> Bool { CVitrineCPU_forceLevel(level.cValue) != 0 }

    /// Spans shorter than this stay in inlined Swift.
    static let shortestSpan = 16

    /// The kernel table of `level`, for tests that run one level without changing the active one.
    static func kernels(_ level: Level) -> CVitrineCPUKernels? { CVitrineCPU_kernelsForLevel(level.cValue)?.pointee }
}
