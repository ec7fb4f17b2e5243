// Vitrine — Apache License 2.0
// Colour interpolation: Core Graphics interpolates a gradient's colour components in the
// gradient's colour space, alpha as one more component, unpremultiplied; pixman (Cairo)
// does the same and premultiplies each interpolated colour. Vitrine follows both:
// interpolate unpremultiplied sRGB + alpha, then premultiply per table entry. (Premultiplied
// interpolation would differ only where stops have different alphas: a fade from opaque
// red to transparent blue stays red here, as on iOS, instead of passing through purple.)
//
// The colours are precomputed into a table of `tableSize` premultiplied pixels sampled at
// t = i / (tableSize − 1); shaders then map t to an index with one multiply. 1024 entries
// keep the table error below one 8-bit step for any pair of stops (a full 0→255 ramp
// moves 0.25 steps per entry).

/// A smooth transition between colours at locations 0...1, drawn by
/// `CGContext.drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient {
    /// One colour stop: straight (unpremultiplied) sRGB components and alpha.
    struct Stop {
        var location: Double
        var red: Double, green: Double, blue: Double, alpha: Double
    }

    /// The stops, sorted by location, at least one.
    let stops: [Stop]
    /// Number of entries in `table`.
    static let tableSize = 1024
    /// Premultiplied ARGB32 colours at t = i / (tableSize − 1).
    let table: [UInt32]
    /// True when every stop is opaque.
    let isOpaque: Bool

    /// The entry of `table` nearest t in 0...1 (not NaN), without `Int(_:)`'s checks for
    /// every pixel (FloatingPoint+NearestWhole.swift); the mask keeps it in the table.
    @inline(__always)
    static func tableIndex(_ t: Double) -> Int {
        (t * Double(tableSize - 1)).nearestWhole & (tableSize - 1)
    }

    /// Creates a gradient from colours and their locations in 0...1.
    /// - Parameters:
    ///   - space: the colour space (Vitrine interpolates in sRGB whatever is passed).
    ///   - colors: the colours; at least one.
    ///   - locations: one location per colour, or nil to space the colours evenly from 0 to 1.
    /// - Returns: nil when `colors` is empty or `locations` has a different count.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        if let locations, locations.count != colors.count { return nil }
        let positions = locations.map { $0.map(Double.init) } ?? Self.evenlySpaced(colors.count)
        let stops = zip(colors, positions).map { color, location in
            Stop(location: location, red: Double(color.red), green: Double(color.green),
                 blue: Double(color.blue), alpha: Double(color.alpha))
        }
        self.init(stops: stops)
    }

    /// Creates a gradient from packed colour components.
    /// - Parameters:
    ///   - space: the colour space: its `numberOfComponents` (1 for gray, 3 for RGB) plus
    ///     alpha gives the components per colour.
    ///   - components: `count` colours, each as the space's components then alpha.
    ///   - locations: `count` locations, or nil to space the colours evenly from 0 to 1.
    ///   - count: the number of colours.
    /// - Returns: nil when `count` is not positive or an array is too short.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat],
                             locations: [CGFloat]?, count: Int) {
        let perColor = space.numberOfComponents + 1
        guard count > 0, components.count >= count * perColor else { return nil }
        if let locations, locations.count < count { return nil }
        let positions = locations.map { $0.prefix(count).map(Double.init) } ?? Self.evenlySpaced(count)
        var stops: [Stop] = []
        for i in 0..<count {
            let c = components[(i * perColor)..<((i + 1) * perColor)].map { Self.clamped(Double($0)) }
            if perColor == 2 {
                stops.append(Stop(location: positions[i], red: c[0], green: c[0], blue: c[0], alpha: c[1]))
            } else {
                stops.append(Stop(location: positions[i], red: c[0], green: c[1], blue: c[2], alpha: c[perColor - 1]))
            }
        }
        self.init(stops: stops)
    }

    init(stops unsorted: [Stop]) {
        // A stable sort keeps equal locations in the caller's order: a hard colour step.
        let sorted = unsorted.enumerated()
            .map { (index, stop) in (index, Stop(location: Self.clamped(stop.location), red: stop.red,
                                                  green: stop.green, blue: stop.blue, alpha: stop.alpha)) }
            .sorted { $0.1.location != $1.1.location ? $0.1.location < $1.1.location : $0.0 < $1.0 }
            .map(\.1)
        stops = sorted
        isOpaque = sorted.allSatisfy { $0.alpha >= 1 }
        var table = [UInt32](repeating: 0, count: Self.tableSize)
        for i in 0..<Self.tableSize {
            table[i] = Self.pixel(of: sorted, at: Double(i) / Double(Self.tableSize - 1))
        }
        self.table = table
    }

    /// The premultiplied colour at `t` (clamped to 0...1), computed exactly from the stops.
    /// Before the first stop the first colour holds, after the last the last, as Core
    /// Graphics draws them.
    static func pixel(of stops: [Stop], at t: Double) -> UInt32 {
        let t = clamped(t)
        guard let after = stops.firstIndex(where: { $0.location > t }) else {
            let s = stops[stops.count - 1]
            return PremultipliedPixel.premultiplied(red: s.red, green: s.green, blue: s.blue, alpha: s.alpha)
        }
        if after == 0 {
            let s = stops[0]
            return PremultipliedPixel.premultiplied(red: s.red, green: s.green, blue: s.blue, alpha: s.alpha)
        }
        let a = stops[after - 1], b = stops[after]
        let f = (t - a.location) / (b.location - a.location)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return PremultipliedPixel.premultiplied(red: mix(a.red, b.red), green: mix(a.green, b.green),
                                                blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }

    /// The table entry for `t` in 0...1 (callers clamp or reject other values first).
    @inline(__always)
    func tablePixel(_ t: Double) -> UInt32 {
        table.withUnsafeBufferPointer { $0[Int(t * Double(Self.tableSize - 1) + 0.5)] }
    }

    private static func evenlySpaced(_ count: Int) -> [Double] {
        count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

/// Whether a gradient also fills beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The option bits (Apple's values: 1 before start, 2 after end).
    public let rawValue: UInt32

    /// Creates options from their raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Extends the first colour before the start point (inside the start circle for radial gradients).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the last colour past the end point (outside the end circle for radial gradients).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
