// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

@Suite struct CalibrationFitTests {
    /// A panel glued on skewed, scaled and offset: the matrix a perfect fit must return.
    static let skewed = TouchTransform.Matrix(0.93, 0.04, 0.035, -0.03, 1.06, -0.02)

    /// The raw (pre-calibration) positions a panel with calibration `truth` reports for
    /// the five targets on a screen turned by `rotation`: the chain's inverse.
    static func samples(truth: TouchTransform.Matrix, rotation: DisplayRotation) -> [CalibrationFit.Sample] {
        let toRaw = TouchTransform.Matrix.inverse(of: rotation).after(truth).inverted()
        return CalibrationFit.targets.map { target in
            let raw = toRaw.apply(target.x, target.y)
            return CalibrationFit.Sample(raw: (raw.x, raw.y), target: target)
        }
    }

    static func close(_ a: TouchTransform.Matrix, _ b: TouchTransform.Matrix, _ tolerance: Double) -> Bool {
        zip([a.a, a.b, a.c, a.d, a.e, a.f], [b.a, b.b, b.c, b.d, b.e, b.f]).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test(arguments: [DisplayRotation.degrees0, .degrees90, .degrees180, .degrees270])
    func recoversAKnownMatrixOnEveryRotation(_ rotation: DisplayRotation) throws {
        let fit = try CalibrationFit(samples: Self.samples(truth: Self.skewed, rotation: rotation), rotation: rotation)
        #expect(Self.close(fit.matrix, Self.skewed, 1e-9), "\(fit.matrix)")
        #expect(fit.rmsResidual(width: 800, height: 480) < 1e-9)
    }

    @Test(arguments: [DisplayRotation.degrees0, .degrees90, .degrees270])
    func theMatrixRoundTripsThroughTheTouchChain(_ rotation: DisplayRotation) throws {
        // The board's own chain (swap and invert before calibration, rotation after) must
        // land each fitted touch on its target: the fit pairs pre-calibration positions.
        let samples = Self.samples(truth: Self.skewed, rotation: rotation)
        let fit = try CalibrationFit(samples: samples, rotation: rotation)
        let chain = TouchTransform(xRange: 0...4095, yRange: 0...4095, calibration: fit.matrix, rotation: rotation)
        for sample in samples {
            let landed = chain.matrix.apply(sample.raw.x, sample.raw.y)
            #expect(abs(landed.x - sample.target.x) < 1e-9 && abs(landed.y - sample.target.y) < 1e-9)
        }
        // And the numbers written to the board read back as the same matrix.
        let text = try BoardFileEditor.settingCalibration(fit.numbers, in: "name = \"p\"\n", file: "p.toml")
        let board = try BoardConfiguration.parse(text, file: "p.toml")
        #expect(board.touch.calibration == fit.numbers)
    }

    @Test func noisyTouchesGiveTheLeastSquaresMatrix() throws {
        // ±3 px of finger error on an 800 × 480 screen, the same every run.
        let noise: [(Double, Double)] = [(3, -2), (-2, 3), (1, 2), (-3, -1), (2, -3)]
        let clean = Self.samples(truth: Self.skewed, rotation: .degrees0)
        let toRaw = Self.skewed.inverted()
        let noisy = zip(clean, noise).map { sample, n in
            let target = (x: sample.target.x + n.0 / 800, y: sample.target.y + n.1 / 480)
            let raw = toRaw.apply(target.x, target.y)
            return CalibrationFit.Sample(raw: (raw.x, raw.y), target: sample.target)
        }
        let fit = try CalibrationFit(samples: noisy, rotation: .degrees0)
        let residual = fit.rmsResidual(width: 800, height: 480)
        print("calibration fit: 5 targets with ±3 px noise on 800x480: rms residual \(String(format: "%.3f", residual)) px, "
              + "max \(String(format: "%.3f", fit.residuals(width: 800, height: 480).max()!)) px; matrix \(fit.matrix)")
        #expect(residual > 0.5 && residual < 3)
        #expect(Self.close(fit.matrix, Self.skewed, 0.01))
        // Least squares: the true matrix and any nudge of the fit leave more error.
        func rms(_ m: TouchTransform.Matrix) -> Double {
            (noisy.map { s in
                let p = m.apply(s.raw.x, s.raw.y)
                let dx = (p.x - s.target.x) * 800, dy = (p.y - s.target.y) * 480
                return dx * dx + dy * dy
            }.reduce(0, +) / 5).squareRoot()
        }
        #expect(abs(rms(fit.matrix) - residual) < 1e-12)
        #expect(residual < rms(Self.skewed))
        for index in 0..<6 {
            var numbers = fit.numbers
            numbers[index] += 1e-4
            #expect(rms(TouchTransform.Matrix(numbers)!) > residual)
        }
    }

    @Test func tooFewOrCollinearTouchesAreRefused() {
        let one = CalibrationFit.Sample(raw: (0.1, 0.1), target: (0.1, 0.1))
        #expect(throws: CalibrationFit.Failure(description: "2 touches; a calibration needs at least 3 targets")) {
            try CalibrationFit(samples: [one, one], rotation: .degrees0)
        }
        let line = (0..<5).map { i in CalibrationFit.Sample(raw: (0.1 * Double(i), 0.1 * Double(i)), target: CalibrationFit.targets[i]) }
        #expect(throws: CalibrationFit.Failure.self) { try CalibrationFit(samples: line, rotation: .degrees0) }
    }

    @Test func inverseOfARotationUndoesIt() {
        for rotation in [DisplayRotation.degrees0, .degrees90, .degrees180, .degrees270] {
            let m = TouchTransform.Matrix.inverse(of: rotation)
            #expect(m.after(m.inverted()) == .identity && m.inverted().after(m) == .identity)
        }
    }
}
