// Vitrine — Apache License 2.0
import CFreeType
import Foundation

/// The process's FreeType library handle.
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()
    let library: FT_Library?
    // FT_New_Face and FT_Done_Face touch the library and must not run concurrently.
    let lock = NSLock()

    private init() {
        var library: FT_Library?
        library = FT_Init_FreeType(&library) == 0 ? library : nil
        self.library = library
    }
}
