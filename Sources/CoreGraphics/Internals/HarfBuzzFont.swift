// Vitrine — Apache License 2.0
// hb_font_create uses HarfBuzz's own OpenType functions: unhinted, linearly scaled
// advances, which is what subpixel positioning wants; the scale is set per shaping call.
import CHarfBuzz

/// A HarfBuzz font over a FreeType face's bytes, destroyed with the value.
final class HarfBuzzFont: @unchecked Sendable {
    private let handle: OpaquePointer
    // HarfBuzz holds its own reference to the FT_Face, but the face's in-memory bytes
    // belong to the FreeTypeFace, which must outlive this font.
    private let face: FreeTypeFace

    /// A font reading `face`.
    init(_ face: FreeTypeFace) {
        let hbFace = hb_ft_face_create_referenced(face.handle)
        self.handle = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        self.face = face
    }

    deinit {
        hb_font_destroy(handle)
    }

    /// Sets the scale, in the units the shaped positions come out in, on both axes.
    func setScale(_ scale: Int32) {
        hb_font_set_scale(handle, scale, scale)
    }

    /// Shapes `buffer`'s text with this font and no features.
    func shape(_ buffer: HarfBuzzBuffer) {
        hb_shape(handle, buffer.handle, nil, 0)
    }
}
