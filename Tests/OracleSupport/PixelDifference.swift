// Vitrine — Apache License 2.0
// A pixel where a Vitrine rendering and Cairo's differ, as ImageComparison lists the worst.
import Foundation

/// One pixel where the renderings differ.
public struct PixelDifference: Sendable, CustomStringConvertible {
    public let x: Int
    public let y: Int
    public let vitrine: UInt32
    public let cairo: UInt32
    public let delta: Int
    public let isEdge: Bool

    public var description: String {
        let hex = { (p: UInt32) in "0x" + String(p, radix: 16, uppercase: true).leftPadded(to: 8) }
        return "(\(x), \(y)) \(isEdge ? "edge" : "interior"): vitrine \(hex(vitrine)) cairo \(hex(cairo)) Δ\(delta)"
    }
}

extension String {
    /// The string with `0` added in front up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
