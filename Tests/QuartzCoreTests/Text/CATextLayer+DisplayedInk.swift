// Vitrine — Apache License 2.0
// A text layer's drawing as the tests read it: its backing store after a display pass,
// and where that store's ink lies (InkStatistics, in OracleSupport).
import OracleSupport
@testable import QuartzCore

extension CATextLayer {
    /// The layer's backing store after a display pass; nil when it drew no bitmap.
    @MainActor var displayedBitmap: Bitmap? {
        displayIfNeeded()
        return (contents as? CGImage)?.bitmap
    }

    /// The ink of the layer's backing store after a display pass.
    @MainActor var displayedInk: InkStatistics {
        displayedBitmap.map(InkStatistics.init) ?? InkStatistics()
    }
}
