// Vitrine — Apache License 2.0
@_spi(PixelKernels) import CoreGraphics
import Foundation

/// What the compiler's `#if` conditions say about this build, and the CPU it runs on.
/// Whether `-target-cpu native` was passed cannot be detected from Swift; the report names
/// both builds. The plain release build is the one apps get, and the one the goals are for.
enum BuildFacts {
    static var architecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "arm64"
        #elseif arch(arm)
        "arm"
        #else
        "other"
        #endif
    }

    static var isDebug: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    static var compiler: String {
        #if compiler(>=6.3)
        "Swift ≥ 6.3"
        #elseif compiler(>=6.0)
        "Swift 6.0–6.2"
        #else
        "Swift < 6"
        #endif
    }

    /// The CPU's model name and the SIMD extensions it offers (from /proc/cpuinfo); the build
    /// uses them only when compiled for them.
    static var cpu: String {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown CPU" }
        let lines = info.split(separator: "\n")
        let model = lines.first { $0.hasPrefix("model name") || $0.hasPrefix("Model") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown CPU"
        let flags = Set((lines.first { $0.hasPrefix("flags") || $0.hasPrefix("Features") } ?? "").split(separator: " ").map(String.init))
        let simd = ["sse4_2", "avx2", "avx512f", "asimd", "neon"].filter(flags.contains)
        return "\(model) (\(simd.isEmpty ? "no SIMD flags listed" : simd.joined(separator: ", ")))"
    }

    static let buildHint = "swift build -c release --product vitrine-bench"

    /// A build whose Swift code may use every instruction of this CPU, to compare with.
    static let tunedBuildHint = "scripts/bench (-Xswiftc -target-cpu -Xswiftc native, in .build/native)"

    /// The configuration, architecture and compiler, one line.
    static var build: String {
        "\(isDebug ? "DEBUG (figures are meaningless; build with -c release)" : "release"), \(architecture), \(compiler)"
    }

    /// The pixel kernels chosen at start for this CPU (or forced by VITRINE_CPU_KERNELS).
    static var kernels: String {
        let forced = ProcessInfo.processInfo.environment["VITRINE_CPU_KERNELS"].map { ", VITRINE_CPU_KERNELS=\($0)" } ?? ""
        return "kernels: \(PixelKernels.active) (best for this CPU: \(PixelKernels.best); available: "
            + PixelKernels.available.map(\.description).joined(separator: ", ") + forced + ")"
    }

    /// Several lines for the text report.
    static var summary: String {
        """
        build: \(build)
        cpu:   \(cpu)
        tuned: not known from inside Swift (the build apps get: \(buildHint); tuned for this CPU: \(tunedBuildHint))
        \(kernels)
        """
    }
}
