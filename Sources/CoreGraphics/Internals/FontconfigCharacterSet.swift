// Vitrine — Apache License 2.0
import CFontconfig

/// A font's character set as fontconfig holds it (FcCharSet), owned by fontconfig.
struct FontconfigCharacterSet: @unchecked Sendable {
    let handle: OpaquePointer

    /// True when the font has a glyph for the Unicode scalar `scalar`.
    func contains(_ scalar: UInt32) -> Bool {
        FcCharSetHasChar(handle, scalar) != 0
    }
}
