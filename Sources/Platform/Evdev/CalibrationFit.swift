// Vitrine — Apache License 2.0
// Design note: `vitrine calibrate` shows targets at known screen positions, reads where
// the panel says each touch was, and fits the board's `calibration` matrix to the pairs.
//
// The matrix sits in the middle of the touch chain (TouchTransform): after normalizing,
// swap/invert and udev's matrix, before the inverse of the panel's mounting rotation.
// So the fit pairs each touch's position *before* the board's matrix (`raw`, normalized
// 0…1) with its target turned back into the panel's native orientation (the rotation's
// inverse undone), and the result drops into the chain unchanged: raw → matrix →
// inverse rotation lands on the displayed target. That is what makes it work on rotated
// panels.
//
// The fit is linear least squares, one row per target: for x′ = a·x + b·y + c the normal
// equations (AᵀA)[a b c]ᵀ = Aᵀx′ with A's rows [x y 1]; the same 3×3 system, another
// right-hand side, gives d, e, f. Three points in general position determine the matrix;
// five (four corners inset 10 % and the centre, xinput_calibrator's layout plus the
// centre) over-determine it, so one sloppy touch is averaged out and the residual says
// how well the panel fits an affine map at all.

/// A least-squares fit of libinput's calibration matrix to touches on known targets.
public struct CalibrationFit: Sendable {
    /// One target and the touch it received.
    public struct Sample: Sendable, Equatable {
        /// Where the touch was, before the board's calibration: normalized 0…1, after
        /// normalizing, swap/invert and udev's matrix, in the panel's native orientation.
        public var raw: (x: Double, y: Double)
        /// Where the target was shown: normalized 0…1 on the displayed (rotated) screen.
        public var target: (x: Double, y: Double)

        public init(raw: (x: Double, y: Double), target: (x: Double, y: Double)) {
            self.raw = raw
            self.target = target
        }

        public static func == (lhs: Sample, rhs: Sample) -> Bool {
            lhs.raw == rhs.raw && lhs.target == rhs.target
        }
    }

    /// The targets `vitrine calibrate` shows, in order, on the displayed screen: the four
    /// corners inset 10 % (clockwise from the top left) and the centre.
    public static let targets: [(x: Double, y: Double)] = [(0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9), (0.5, 0.5)]

    /// A fit that cannot be made: too few samples, or all on one line.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The fitted matrix, for the board's `touch.calibration`.
    public let matrix: TouchTransform.Matrix
    /// The rotation the targets were shown with.
    public let rotation: DisplayRotation
    /// The samples fitted.
    public let samples: [Sample]

    /// Fits the matrix.
    /// - Parameters:
    ///   - samples: at least three touches on targets not all on one line.
    ///   - rotation: the panel's mounting rotation (`display.rotation`).
    /// - Throws: `Failure` when the samples cannot determine a matrix.
    public init(samples: [Sample], rotation: DisplayRotation) throws(Failure) {
        guard samples.count >= 3 else {
            throw Failure(description: "\(samples.count) touches; a calibration needs at least 3 targets")
        }
        // Targets in the panel's native orientation: undo the inverse rotation the chain applies last.
        let unrotate = TouchTransform.Matrix.inverse(of: rotation).inverted()
        var normal = [[Double]](repeating: [0, 0, 0], count: 3)
        var rightX = [0.0, 0, 0], rightY = [0.0, 0, 0]
        for sample in samples {
            let row = [sample.raw.x, sample.raw.y, 1]
            let native = unrotate.apply(sample.target.x, sample.target.y)
            for i in 0..<3 {
                for j in 0..<3 { normal[i][j] += row[i] * row[j] }
                rightX[i] += row[i] * native.x
                rightY[i] += row[i] * native.y
            }
        }
        guard let abc = Self.solve(normal, rightX), let def = Self.solve(normal, rightY) else {
            throw Failure(description: "the touches lie on one line (or on one point): touch each target, not the same spot")
        }
        matrix = TouchTransform.Matrix(abc[0], abc[1], abc[2], def[0], def[1], def[2])
        self.rotation = rotation
        self.samples = samples
    }

    /// How far each sample lands from its target, in pixels of a `width × height`
    /// displayed screen, once the fitted matrix and the rotation are applied.
    public func residuals(width: Int, height: Int) -> [Double] {
        let chain = TouchTransform.Matrix.inverse(of: rotation).after(matrix)
        return samples.map { sample in
            let landed = chain.apply(sample.raw.x, sample.raw.y)
            let dx = (landed.x - sample.target.x) * Double(width), dy = (landed.y - sample.target.y) * Double(height)
            return (dx * dx + dy * dy).squareRoot()
        }
    }

    /// The largest root-mean-square residual a fit may have to be written without `--force`:
    /// 2 % of the screen's diagonal (19 px on 800×480, 44 px at 1080p). A careful finger
    /// lands within a few pixels; beyond this a target was missed or touched twice.
    public static func residualLimit(width: Int, height: Int) -> Double {
        0.02 * (Double(width * width + height * height)).squareRoot()
    }

    /// The root mean square of `residuals(width:height:)`.
    public func rmsResidual(width: Int, height: Int) -> Double {
        let values = residuals(width: width, height: height)
        return (values.reduce(0) { $0 + $1 * $1 } / Double(values.count)).squareRoot()
    }

    /// The matrix as the board key's six numbers.
    public var numbers: [Double] { [matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f] }

    /// Solves the 3×3 system by Gaussian elimination with partial pivoting; nil when it
    /// is singular (relative to its largest entry).
    static func solve(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
        var m = matrix, b = rhs
        let scale = matrix.flatMap { $0 }.map(abs).max() ?? 0
        guard scale > 0 else { return nil }
        for column in 0..<3 {
            let pivot = (column..<3).max { abs(m[$0][column]) < abs(m[$1][column]) }!  // a non-empty range
            guard abs(m[pivot][column]) > scale * 1e-12 else { return nil }
            m.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<3 {
                let factor = m[row][column] / m[column][column]
                for k in column..<3 { m[row][k] -= factor * m[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [0.0, 0, 0]
        for row in stride(from: 2, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<3 { sum -= m[row][k] * x[k] }
            x[row] = sum / m[row][row]
        }
        return x
    }
}

extension TouchTransform.Matrix {
    /// The inverse map; the matrix must be invertible (a·e − b·d ≠ 0), as rotations are.
    public func inverted() -> TouchTransform.Matrix {
        let determinant = a * e - b * d
        precondition(determinant != 0, "TouchTransform.Matrix.inverted: \(self) is singular")
        let ia = e / determinant, ib = -b / determinant, id = -d / determinant, ie = a / determinant
        return TouchTransform.Matrix(ia, ib, -(ia * c + ib * f), id, ie, -(id * c + ie * f))
    }
}
