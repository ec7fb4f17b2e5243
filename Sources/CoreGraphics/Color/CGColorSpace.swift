// Vitrine — Apache License 2.0

/// A colour space. Vitrine draws in one, sRGB, as Core Graphics does for device RGB on
/// iOS; the type exists so that Apple's initializers and bitmap contexts read the same.
public final class CGColorSpace: Sendable {
    /// The space's name, such as `CGColorSpace.sRGB`.
    public let name: String?
    /// The number of colour components (3 for RGB, 1 for gray).
    public let numberOfComponents: Int

    private init(name: String?, numberOfComponents: Int) {
        self.name = name
        self.numberOfComponents = numberOfComponents
    }

    /// A colour space by name: `CGColorSpace.sRGB`, `genericRGBLinear`, `linearGray` …;
    /// nil for names Vitrine does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.genericRGBLinear, CGColorSpace.extendedSRGB:
            self.init(name: name, numberOfComponents: 3)
        case CGColorSpace.linearGray, CGColorSpace.genericGrayGamma2_2:
            self.init(name: name, numberOfComponents: 1)
        default:
            return nil
        }
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

/// The device RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.sRGB)!  // a name listed in init(name:), never nil
}

/// The device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!  // a name listed in init(name:), never nil
}
