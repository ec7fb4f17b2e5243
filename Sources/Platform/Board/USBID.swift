// Vitrine — Apache License 2.0

/// A USB vendor and product ID pair, as `lsusb` prints it. Board key `touch.match-usb`:
/// `"vvvv:pppp"`, four hexadecimal digits each, such as `"0eef:0001"`.
public struct USBID: Hashable, Sendable, CustomStringConvertible {
    /// The vendor ID (`idVendor`).
    public var vendor: UInt16
    /// The product ID (`idProduct`).
    public var product: UInt16

    /// Creates an ID from its two numbers.
    /// - Parameters:
    ///   - vendor: the USB vendor ID.
    ///   - product: the USB product ID.
    public init(vendor: UInt16, product: UInt16) {
        self.vendor = vendor
        self.product = product
    }

    /// Parses `"vvvv:pppp"`; returns nil unless both parts are exactly four hex digits.
    /// - Parameter text: the ID as `lsusb` prints it; either letter case.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ $0.count == 4 && $0.allSatisfy(\.isHexDigit) }),
            let vendor = UInt16(parts[0], radix: 16), let product = UInt16(parts[1], radix: 16)
        else { return nil }
        self.init(vendor: vendor, product: product)
    }

    /// `vvvv:pppp` in lower-case hex.
    public var description: String {
        func hex(_ value: UInt16) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 4 - digits.count) + digits
        }
        return "\(hex(vendor)):\(hex(product))"
    }
}
