// Vitrine — Apache License 2.0
// One colour composited over a run of pixels that share one coverage, with a Porter–Duff
// mode, copy, clear, plus-lighter or plus-darker (UIRectFillUsingBlendMode, `clear(_:)`,
// a rectangle filled under `setBlendMode`). The mode is chosen once per run and the
// colour's channels and alpha factors are constants of its loop; eight pixels go per step
// in 16-bit lanes as in SourceOverKernel (blue and red in one vector, green and alpha in
// the other).
//
// Each Porter–Duff mode is round((s·Fa + d·Fb) / 255) per channel, alpha included, with Fa
// from the destination's alpha and Fb from the source's, clamped to 255: the formula and
// rounding of BlendFormula, so these pixels equal the per-pixel path's bit for bit, even
// for a destination whose channels exceed its alpha (the sum saturates before it is
// divided). Coverage scales the colour for the modes a transparent source leaves alone,
// and mixes result and destination for the others, as SpanBlender's per-pixel path does.

enum SolidCompositeKernel {
    /// Whether `mode` has a kernel here (source-over has its own; the separable and
    /// non-separable blend modes, and destination-atop, go per pixel).
    @inline(__always)
    static func handles(_ mode: CGBlendMode) -> Bool {
        switch mode {
        case .copy, .clear, .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn, .destinationOut,
             .destinationAtop, .xor, .plusLighter, .plusDarker:
            return true
        default:
            return false
        }
    }

    /// `destination[i]` for `count` pixels becomes `mode` of `source` (premultiplied) over
    /// it, through `coverage` (1...255, global alpha included). `mode` is one `handles` accepts.
    static func composite(_ destination: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32, mode: CGBlendMode,
                          coverage: UInt32) {
        guard coverage != 0, count > 0 else { return }
        let bounded = mode.isBoundedBySource
        let s = bounded && coverage != 255 ? PremultipliedPixel.scale(source, by: coverage) : source
        let mix = bounded ? 255 : coverage
        let sa = UInt16(s >> 24)
        let colour = Channels(SIMD8<UInt32>(repeating: s))
        let fa = SIMD16<UInt16>(repeating: sa), inverse = SIMD16<UInt16>(repeating: 255 &- sa)
        switch mode {
        case .copy: run(destination, count: count, mix: mix, Constant(result: colour))
        case .clear: run(destination, count: count, mix: mix, Constant(result: Channels(rb: .zero, ag: .zero)))
        case .sourceIn: run(destination, count: count, mix: mix, SourceIn(colour: colour))
        case .sourceOut: run(destination, count: count, mix: mix, SourceOut(colour: colour))
        case .destinationIn: run(destination, count: count, mix: mix, DestinationScaled(factor: fa))
        case .destinationOut: run(destination, count: count, mix: mix, DestinationScaled(factor: inverse))
        case .sourceAtop: run(destination, count: count, mix: mix, SourceAtop(colour: colour, fb: inverse))
        case .destinationAtop: run(destination, count: count, mix: mix, DestinationAtopOrXor(colour: colour, fb: fa))
        case .xor: run(destination, count: count, mix: mix, DestinationAtopOrXor(colour: colour, fb: inverse))
        case .destinationOver: run(destination, count: count, mix: mix, DestinationOver(colour: colour))
        case .plusLighter: run(destination, count: count, mix: mix, PlusLighter(colour: colour))
        case .plusDarker: run(destination, count: count, mix: mix, PlusDarker(colour: colour))
        default: preconditionFailure("SolidCompositeKernel has no kernel for \(mode)")
        }
    }

    /// A mode's result for eight destination pixels, the colour's part held as constants.
    protocol Formula {
        func callAsFunction(_ d: Channels) -> Channels
    }

    /// Copy and clear: the colour, or nothing.
    struct Constant: Formula {
        let result: Channels
        @inline(__always) func callAsFunction(_ d: Channels) -> Channels { result }
    }

    /// s · da.
    struct SourceIn: Formula {
        let colour: Channels
        @inline(__always) func callAsFunction(_ d: Channels) -> Channels { colour.scaled(by: d.alpha) }
    }

    /// s · (1 − da).
    struct SourceOut: Formula {
        let colour: Channels
        @inline(__always) func callAsFunction(_ d: Channels) -> Channels { colour.scaled(by: 255 &- d.alpha) }
    }

    /// d · sa (destination-in) or d · (1 − sa) (destination-out).
    struct DestinationScaled: Formula {
        let factor: SIMD16<UInt16>
        @inline(__always) func callAsFunction(_ d: Channels) -> Channels { d.scaled(by: factor) }
    }

    /// s · da + d · (1 − sa).
    struct SourceAtop: Formula {
        let colour: Channels, fb: SIMD16<UInt16>
        @inline(__always) func callAsFunction(_ d: Channels) -> Channels { Channels.sum(colour, d.alpha, d, fb) }
    }

    /// s · (1 − da) + d · sa (destination-atop) or d · (1 − sa) (xor).
    struct DestinationAtopOrXor: Formula {
        let colour: Channels, fb: SIMD16<UInt16>
        @inline(__always) func callAsFunction(_ d: Channels) -> Channels { Channels.sum(colour, 255 &- d.alpha, d, fb) }
    }

    /// s · (1 − da) + d: round((s·(1 − da) + 255·d) / 255) is d + round(s·(1 − da) / 255) exactly.
    struct DestinationOver: Formula {
        let colour: Channels
        @inline(__always) func callAsFunction(_ d: Channels) -> Channels {
            let over = colour.scaled(by: 255 &- d.alpha)
            return Channels(rb: capped(d.rb &+ over.rb), ag: capped(d.ag &+ over.ag))
        }
    }

    /// min(1, S + D) per channel.
    struct PlusLighter: Formula {
        let colour: Channels
        @inline(__always) func callAsFunction(_ d: Channels) -> Channels {
            Channels(rb: capped(d.rb &+ colour.rb), ag: capped(d.ag &+ colour.ag))
        }
    }

    /// max(0, S + D − 1) per channel.
    struct PlusDarker: Formula {
        let colour: Channels
        @inline(__always) func callAsFunction(_ d: Channels) -> Channels {
            Channels(rb: lessOne(d.rb &+ colour.rb), ag: lessOne(d.ag &+ colour.ag))
        }

        @inline(__always) private func lessOne(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
            let one = SIMD16<UInt16>(repeating: 255)
            return x.replacing(with: one, where: x .< one) &- one
        }
    }

    /// Eight pixels as two vectors of 16-bit lanes: `rb` holds each pixel's blue and red,
    /// `ag` its green and alpha, every value 0...255.
    struct Channels {
        var rb: SIMD16<UInt16>
        var ag: SIMD16<UInt16>

        @inline(__always)
        init(rb: SIMD16<UInt16>, ag: SIMD16<UInt16>) {
            self.rb = rb
            self.ag = ag
        }

        @inline(__always)
        init(_ p: SIMD8<UInt32>) {
            rb = unsafeBitCast(p & 0x00FF_00FF, to: SIMD16<UInt16>.self)
            ag = unsafeBitCast(p, to: SIMD16<UInt16>.self) &>> 8
        }

        @inline(__always)
        var pixels: SIMD8<UInt32> { unsafeBitCast(rb | (ag &<< 8), to: SIMD8<UInt32>.self) }

        /// Each pixel's alpha in both of its lanes.
        @inline(__always)
        var alpha: SIMD16<UInt16> {
            let a = unsafeBitCast(ag, to: SIMD8<UInt32>.self) &>> 16
            return unsafeBitCast(a | (a &<< 16), to: SIMD16<UInt16>.self)
        }

        /// Every channel times its lane of `factor` / 255, rounded to nearest.
        @inline(__always)
        func scaled(by factor: SIMD16<UInt16>) -> Channels {
            Channels(rb: divide255(rb &* factor), ag: divide255(ag &* factor))
        }

        /// round((a·fa + b·fb) / 255) per channel, at most 255 (a sum past 255·255 saturates first).
        @inline(__always)
        static func sum(_ a: Channels, _ fa: SIMD16<UInt16>, _ b: Channels, _ fb: SIMD16<UInt16>) -> Channels {
            Channels(rb: divide255(saturatingSum(a.rb &* fa, b.rb &* fb)), ag: divide255(saturatingSum(a.ag &* fa, b.ag &* fb)))
        }
    }

    /// round(x / 255) per lane for x in 0...255·255: (x + 128 + ((x + 128) >> 8)) >> 8.
    @inline(__always)
    static func divide255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// a + b, at most 255·255 (whose quotient by 255 is the 255 a larger sum is clamped to).
    @inline(__always)
    static func saturatingSum(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let room = SIMD16<UInt16>(repeating: 65535) &- b
        let sum = a.replacing(with: room, where: room .< a) &+ b
        let most = SIMD16<UInt16>(repeating: 255 * 255)
        return sum.replacing(with: most, where: most .< sum)
    }

    /// Each lane at most 255.
    @inline(__always)
    static func capped(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let most = SIMD16<UInt16>(repeating: 255)
        return x.replacing(with: most, where: most .< x)
    }

    /// `result` of each block of eight destination pixels, mixed with the destination by
    /// `mix` / 255 when below 255; the last pixels as one block read and written lane by lane.
    @inline(__always)
    private static func run<F: Formula>(_ destination: UnsafeMutablePointer<UInt32>, count: Int, mix: UInt32, _ result: F) {
        let raw = UnsafeMutableRawPointer(destination)
        let keep = SIMD16<UInt16>(repeating: UInt16(255 &- mix)), take = SIMD16<UInt16>(repeating: UInt16(mix))
        @inline(__always) func block(_ d: SIMD8<UInt32>) -> SIMD8<UInt32> {
            let r = result(Channels(d)).pixels
            guard mix != 255 else { return r }
            return SourceOverKernel.scale(r, by: take) &+ SourceOverKernel.scale(d, by: keep)
        }
        var i = 0
        while i &+ 8 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            raw.storeBytes(of: block(d), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            i &+= 8
        }
        guard i < count else { return }
        var d = SIMD8<UInt32>()
        for k in 0..<(count &- i) { d[k] = destination[i &+ k] }
        let r = block(d)
        for k in 0..<(count &- i) { destination[i &+ k] = r[k] }
    }
}
