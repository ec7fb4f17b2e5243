// Vitrine — Apache License 2.0

/// The colour a replicator instance's pixels are multiplied by: straight components in
/// 0...1. Red, green and blue multiply the colour channels; alpha multiplies coverage.
struct InstanceColor: Equatable, Hashable, Sendable {
    var red: Float
    var green: Float
    var blue: Float
    var alpha: Float

    /// Opaque white: multiplying by it changes nothing.
    static let white = InstanceColor(red: 1, green: 1, blue: 1, alpha: 1)

    init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: CGColor) {
        let c = color.components ?? [1, 1, 1, 1]
        self.init(red: Float(c[0]), green: Float(c[1]), blue: Float(c[2]), alpha: Float(c[3]))
    }

    /// This colour with `offset` added `times` times, each component clamped to 0...1 (a
    /// NaN offset counts as 0).
    func offset(by offset: InstanceColor, times: Int) -> InstanceColor {
        func add(_ base: Float, _ step: Float) -> Float {
            let value = base + (step.isNaN ? 0 : step) * Float(times)
            return min(max(value, 0), 1)
        }
        return InstanceColor(red: add(red, offset.red), green: add(green, offset.green), blue: add(blue, offset.blue),
                             alpha: add(alpha, offset.alpha))
    }

    /// The product of two instance colours: nested replicators multiply.
    func multiplied(by other: InstanceColor) -> InstanceColor {
        InstanceColor(red: red * other.red, green: green * other.green, blue: blue * other.blue, alpha: alpha * other.alpha)
    }

    /// Whether the colour channels are left as they are (alpha aside).
    var keepsColorChannels: Bool { red == 1 && green == 1 && blue == 1 }

    /// The channel factors as bytes, 0...255.
    var redByte: UInt32 { Self.byte(red) }
    var greenByte: UInt32 { Self.byte(green) }
    var blueByte: UInt32 { Self.byte(blue) }
    var alphaByte: UInt32 { Self.byte(alpha) }

    private static func byte(_ value: Float) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }

    /// A premultiplied ARGB32 pixel with its colour channels multiplied (alpha kept: the
    /// instance's alpha is applied as opacity). Staying premultiplied needs no more:
    /// each channel only shrinks.
    func tinting(_ pixel: UInt32) -> UInt32 {
        if keepsColorChannels { return pixel }
        let r = PremultipliedPixel.multiply((pixel >> 16) & 0xFF, redByte)
        let g = PremultipliedPixel.multiply((pixel >> 8) & 0xFF, greenByte)
        let b = PremultipliedPixel.multiply(pixel & 0xFF, blueByte)
        return (pixel & 0xFF00_0000) | (r << 16) | (g << 8) | b
    }

    /// A colour with its red, green and blue multiplied (alpha kept).
    func tinting(_ color: CGColor) -> CGColor {
        if keepsColorChannels { return color }
        let c = color.components ?? [0, 0, 0, 1]
        return CGColor(red: c[0] * CGFloat(red), green: c[1] * CGFloat(green), blue: c[2] * CGFloat(blue), alpha: c[3])
    }

    /// A copy of `image` with every pixel's colour channels multiplied; nil when the
    /// bitmap cannot be made.
    func tinting(_ image: CGImage) -> CGImage? {
        guard let bitmap = Bitmap(width: image.width, height: image.height) else { return nil }
        let source = image.bitmap
        for y in 0..<image.height {
            let from = source.row(y), to = bitmap.row(y)
            for x in 0..<image.width { to[x] = tinting(from[x]) }
        }
        return CGImage(bitmap: bitmap)
    }
}
