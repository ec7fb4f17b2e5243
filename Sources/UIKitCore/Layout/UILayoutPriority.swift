// Vitrine — Apache License 2.0
// Layout priorities, 1…1000, as UIKit spells them. The engine turns a priority below
// required into a solver strength (see `solverStrength`).

/// The priority of a constraint, or of a view's content hugging or compression resistance.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A required constraint (1000): it must be met.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view tends towards the fitting size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority with which a drag resizes a split view on macOS and iPadOS scenes (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority with which a scene's size is held (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The solver strength for this priority, clamped to 1…1000 (NaN counts as required,
    /// as an unset priority is). UIKit does not document its weighting; Vitrine's choice is
    /// 10^(p/125): each priority outweighs the one below by 1.8 %, 250 is 100, 750 is 10⁶,
    /// 999 about 10⁸, all well below required and within the solver's precision.
    var solverStrength: Double {
        guard !rawValue.isNaN, rawValue < 1000 else { return SimplexSolver.required }
        let priority = Double(max(rawValue, 1))
        return pow(10, priority / 125)
    }
}
