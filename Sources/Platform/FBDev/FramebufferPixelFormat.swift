// Vitrine — Apache License 2.0

/// How a Linux framebuffer packs a pixel, from `fb_var_screeninfo`: bits per pixel and
/// each channel's offset and length. Converts Vitrine's premultiplied ARGB32 screen pixels
/// (always opaque: the screen backing store is composed over black) into it.
public struct FramebufferPixelFormat: Equatable, Sendable {
    public struct Channel: Equatable, Sendable {
        public var offset: Int
        public var length: Int
        public init(offset: Int, length: Int) {
            self.offset = offset
            self.length = length
        }
    }

    public var bitsPerPixel: Int
    public var red: Channel
    public var green: Channel
    public var blue: Channel

    public init(bitsPerPixel: Int, red: Channel, green: Channel, blue: Channel) {
        self.bitsPerPixel = bitsPerPixel
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// XRGB8888, the layout of Vitrine's own pixels: rows copy unchanged.
    public static let xrgb8888 = FramebufferPixelFormat(
        bitsPerPixel: 32, red: Channel(offset: 16, length: 8), green: Channel(offset: 8, length: 8), blue: Channel(offset: 0, length: 8))
    /// RGB565, the usual format of small SPI panels.
    public static let rgb565 = FramebufferPixelFormat(
        bitsPerPixel: 16, red: Channel(offset: 11, length: 5), green: Channel(offset: 5, length: 6), blue: Channel(offset: 0, length: 5))

    /// Whether Vitrine can write this format (16 or 32 bits, channels of 1…8 bits).
    public var isSupported: Bool {
        (bitsPerPixel == 16 || bitsPerPixel == 32)
            && [red, green, blue].allSatisfy { $0.length >= 1 && $0.length <= 8 && $0.offset + $0.length <= bitsPerPixel }
    }

    /// True when 32-bit pixels need no conversion.
    public var isNative: Bool {
        bitsPerPixel == 32 && red == Self.xrgb8888.red && green == Self.xrgb8888.green && blue == Self.xrgb8888.blue
    }

    /// Packs one opaque 0xAARRGGBB pixel, each 8-bit channel rounded to the channel's length.
    @inlinable
    public func pack(_ pixel: UInt32) -> UInt32 {
        func channel(_ value: UInt32, _ c: Channel) -> UInt32 {
            // Round to nearest: value · (2^n − 1) / 255.
            let maximum = UInt32(1) << UInt32(c.length) - 1
            return ((value * maximum + 127) / 255) << UInt32(c.offset)
        }
        return channel((pixel >> 16) & 0xFF, red) | channel((pixel >> 8) & 0xFF, green) | channel(pixel & 0xFF, blue)
    }

    /// Converts `count` pixels from `source` into framebuffer memory at `destination`.
    public func convert(_ source: UnsafePointer<UInt32>, count: Int, into destination: UnsafeMutableRawPointer) {
        if isNative {
            destination.copyMemory(from: source, byteCount: count * 4)
        } else if bitsPerPixel == 32 {
            let out = destination.assumingMemoryBound(to: UInt32.self)
            for i in 0..<count { out[i] = pack(source[i]) }
        } else {
            let out = destination.assumingMemoryBound(to: UInt16.self)
            for i in 0..<count { out[i] = UInt16(truncatingIfNeeded: pack(source[i])) }
        }
    }
}
