// Vitrine — Apache License 2.0

/// The radius of each corner of a rounded rectangle, named in its own coordinates (min Y
/// is the top in a y-down space), and the shape of the corners.
package struct CornerRadii: Equatable, Hashable, Sendable {
    package var minXMinY: CGFloat
    package var maxXMinY: CGFloat
    package var maxXMaxY: CGFloat
    package var minXMaxY: CGFloat
    /// Apple's continuous corner instead of quarter circles.
    package var isContinuous: Bool

    package init(minXMinY: CGFloat, maxXMinY: CGFloat, maxXMaxY: CGFloat, minXMaxY: CGFloat, isContinuous: Bool = false) {
        self.minXMinY = minXMinY
        self.maxXMinY = maxXMinY
        self.maxXMaxY = maxXMaxY
        self.minXMaxY = minXMaxY
        self.isContinuous = isContinuous
    }

    /// The same radius at every corner.
    package init(all radius: CGFloat, isContinuous: Bool = false) {
        self.init(minXMinY: radius, maxXMinY: radius, maxXMaxY: radius, minXMaxY: radius, isContinuous: isContinuous)
    }

    /// No rounding.
    package static let square = CornerRadii(all: 0)

    /// Whether every corner is square.
    package var isSquare: Bool { minXMinY <= 0 && maxXMinY <= 0 && maxXMaxY <= 0 && minXMaxY <= 0 }

    /// Each radius reduced by `amount` (at least 0): the inner edge of a border of that width.
    package func inset(by amount: CGFloat) -> CornerRadii {
        CornerRadii(minXMinY: max(0, minXMinY - amount), maxXMinY: max(0, maxXMinY - amount),
                    maxXMaxY: max(0, maxXMaxY - amount), minXMaxY: max(0, minXMaxY - amount), isContinuous: isContinuous)
    }
}
