// Vitrine — Apache License 2.0
//
// One case of the public-API matrix: the same drawing as an app writes it with UIKit / Core
// Graphics calls, and as a Cairo programmer writes it, each a closure called per operation.
import Foundation

/// A case of `vitrine-bench api`.
struct APICase {
    /// "Family/variant", e.g. "UIRectFill/full" or "BlendMode/multiply"; the family groups
    /// the geometric means.
    let name: String
    /// Pixels one operation covers, for Mpix/s.
    let pixels: Double
    /// Compared with memset of the canvas (a `.copy` or `.clear` fill of all of it).
    var memsetBound = false
    /// Draws operation `index` through Vitrine's UIKit / Core Graphics API.
    let vitrine: @MainActor (Int) -> Void
    /// Draws the same operation with Cairo.
    let cairo: @MainActor (Int) -> Void

    var family: String { String(name.split(separator: "/").first ?? Substring(name)) }
}
