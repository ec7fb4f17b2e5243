// Vitrine — Apache License 2.0

/// Maps a panel's raw axis values to normalized positions on the displayed screen.
///
/// The chain, in order (DESIGN.md, the input path):
/// 1. normalize by the axis range (absinfo, or the board's `x-range`/`y-range`): min → 0, max → 1;
/// 2. `swap-axes`, then `invert-x`/`invert-y`;
/// 3. the udev database's `LIBINPUT_CALIBRATION_MATRIX`, then the board's `calibration`
///    (libinput's convention: x′ = a·x + b·y + c, y′ = d·x + e·y + f on normalized values);
/// 4. the inverse of the panel's mounting rotation, since the touch layer is glued to the
///    panel and so reports in its native orientation.
/// The axis remap (`axis-x`, `axis-y`) happens before, in the decoder, by choosing codes.
///
/// Every step is affine, so the chain is folded into one matrix at construction and a
/// point costs four multiplications.
public struct TouchTransform: Sendable, Equatable {
    /// The 2×3 affine map the chain folds into (PlatformCore's, which UIKit shares).
    public typealias Matrix = TouchMatrix

    /// The raw range of the x and y axes used for normalization.
    public var xRange: ClosedRange<Int32>, yRange: ClosedRange<Int32>
    /// The steps 2–4 folded together, applied to normalized values.
    public private(set) var matrix: Matrix
    /// What each step contributes, for `vitrine debug-events`' header.
    public private(set) var steps: [String]

    /// Builds the chain.
    /// - Parameters:
    ///   - xRange: the raw x range (absinfo or the board's override).
    ///   - yRange: the raw y range.
    ///   - swapAxes: exchange x and y.
    ///   - invertX: mirror x.
    ///   - invertY: mirror y.
    ///   - udevCalibration: the udev database's LIBINPUT_CALIBRATION_MATRIX, if any.
    ///   - calibration: the board's calibration matrix, if any.
    ///   - rotation: how the panel is mounted.
    public init(
        xRange: ClosedRange<Int32>, yRange: ClosedRange<Int32>,
        swapAxes: Bool = false, invertX: Bool = false, invertY: Bool = false,
        udevCalibration: Matrix? = nil, calibration: Matrix? = nil, rotation: DisplayRotation = .degrees0
    ) {
        self.xRange = xRange
        self.yRange = yRange
        var matrix = Matrix.identity
        var steps = ["x \(xRange.lowerBound)...\(xRange.upperBound)", "y \(yRange.lowerBound)...\(yRange.upperBound)"]
        if swapAxes {
            matrix = Matrix(0, 1, 0, 1, 0, 0).after(matrix)
            steps.append("swap-axes")
        }
        if invertX {
            matrix = Matrix(-1, 0, 1, 0, 1, 0).after(matrix)
            steps.append("invert-x")
        }
        if invertY {
            matrix = Matrix(1, 0, 0, 0, -1, 1).after(matrix)
            steps.append("invert-y")
        }
        if let udevCalibration {
            matrix = udevCalibration.after(matrix)
            steps.append("udev LIBINPUT_CALIBRATION_MATRIX \(udevCalibration)")
        }
        if let calibration {
            matrix = calibration.after(matrix)
            steps.append("calibration \(calibration)")
        }
        if rotation != .degrees0 {
            matrix = Matrix.inverse(of: rotation).after(matrix)
            steps.append("rotation \(rotation.degrees) (inverse applied)")
        }
        self.matrix = matrix
        self.steps = steps
    }

    /// The normalized displayed position of a raw point.
    @inline(__always)
    public func apply(rawX: Int32, rawY: Int32) -> (x: Double, y: Double) {
        matrix.apply(Self.normalize(rawX, xRange), Self.normalize(rawY, yRange))
    }

    /// min → 0, max → 1; a degenerate range (max ≤ min) maps everything to 0.
    @inline(__always)
    static func normalize(_ value: Int32, _ range: ClosedRange<Int32>) -> Double {
        let span = Double(range.upperBound) - Double(range.lowerBound)
        return span > 0 ? (Double(value) - Double(range.lowerBound)) / span : 0
    }
}
