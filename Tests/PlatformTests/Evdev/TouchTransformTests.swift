// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

@Suite struct TouchTransformTests {
    /// Normalization: (raw − min) / (max − min). 399.5 is not reachable, so use 0...800:
    /// 200 → 0.25, 600 → 0.75; y 100...500: 300 → 0.5.
    @Test func normalizesByRange() {
        let transform = TouchTransform(xRange: 0...800, yRange: 100...500)
        #expect(transform.apply(rawX: 200, rawY: 300) == (0.25, 0.5))
        #expect(transform.apply(rawX: 800, rawY: 100) == (1, 0))
    }

    /// swap then invert-x: (0.25, 0.5) → swap (0.5, 0.25) → invert-x (1 − 0.5, 0.25).
    @Test func swapThenInvert() {
        let transform = TouchTransform(xRange: 0...800, yRange: 100...500, swapAxes: true, invertX: true)
        #expect(transform.apply(rawX: 200, rawY: 300) == (0.5, 0.25))
    }

    /// libinput's documented 90° example matrix [0 1 0; -1 0 1]:
    /// x′ = 0·0.25 + 1·0.5 + 0 = 0.5, y′ = −1·0.25 + 0·0.5 + 1 = 0.75.
    @Test func calibrationMatrixInLibinputConvention() {
        let transform = TouchTransform(xRange: 0...800, yRange: 100...500, calibration: .init(0, 1, 0, -1, 0, 1))
        #expect(transform.apply(rawX: 200, rawY: 300) == (0.5, 0.75))
    }

    /// The panel's native top-right corner (1, 0) is the displayed top-left (0, 0) when the
    /// image is turned 90° clockwise onto the panel; in general displayed = (py, 1 − px).
    @Test(arguments: [
        (DisplayRotation.degrees0, 0.2, 0.1),
        (.degrees90, 0.1, 0.8),    // (py, 1 − px) = (0.1, 1 − 0.2)
        (.degrees180, 0.8, 0.9),   // (1 − px, 1 − py)
        (.degrees270, 0.9, 0.2),   // (1 − py, px)
    ])
    func inverseRotation(_ rotation: DisplayRotation, _ x: Double, _ y: Double) {
        let transform = TouchTransform(xRange: 0...10, yRange: 0...10, rotation: rotation)
        let point = transform.apply(rawX: 2, rawY: 1)
        #expect(abs(point.x - x) < 1e-12 && abs(point.y - y) < 1e-12)
    }

    /// The whole chain by hand, raw (200, 300) on 0...800 × 100...500 → (0.25, 0.5);
    /// udev matrix scales x by 0.5 and shifts by 0.1: (0.225, 0.5);
    /// board calibration [1 0 0; 0 2 -0.5]: (0.225, 0.5);
    /// rotation 180: (1 − 0.225, 1 − 0.5) = (0.775, 0.5).
    @Test func udevThenBoardThenRotation() {
        let transform = TouchTransform(
            xRange: 0...800, yRange: 100...500,
            udevCalibration: .init(0.5, 0, 0.1, 0, 1, 0), calibration: .init(1, 0, 0, 0, 2, -0.5), rotation: .degrees180)
        let point = transform.apply(rawX: 200, rawY: 300)
        #expect(abs(point.x - 0.775) < 1e-12 && abs(point.y - 0.5) < 1e-12)
        #expect(transform.steps.count == 5)
    }

    @Test func degenerateRangeDoesNotDivideByZero() {
        #expect(TouchTransform(xRange: 5...5, yRange: 0...10).apply(rawX: 5, rawY: 5) == (0, 0.5))
    }

    @Test func decoderUsesBoardRangeOverride() throws {
        let device = InputDeviceDescription(name: "t", codes: [.key: [KeyCode.touch]],
                                            axes: [.x: .init(minimum: 0, maximum: 4095), .y: .init(minimum: 0, maximum: 4095)])
        let decoder = try TouchFrameDecoder(description: device, deviceID: 1,
                                            configuration: TouchConfiguration(xRange: 100...3900, yRange: 200...3800))
        #expect(decoder.transform.xRange == 100...3900)
        #expect(decoder.transform.apply(rawX: 2000, rawY: 2000) == (0.5, 0.5))
    }
}

@Suite struct UdevCalibrationTests {
    @Test func parsesTheProperty() {
        let text = "S:input/by-path/platform-touch\nE:ID_INPUT=1\nE:LIBINPUT_CALIBRATION_MATRIX=0 1 0 -1 0 1\nE:ID_INPUT_TOUCHSCREEN=1\n"
        #expect(UdevCalibration.parse(databaseText: text) == .init(0, 1, 0, -1, 0, 1))
    }

    @Test func malformedOrMissingIsNil() {
        #expect(UdevCalibration.parse(databaseText: "E:ID_INPUT=1\n") == nil)
        #expect(UdevCalibration.parse(databaseText: "E:LIBINPUT_CALIBRATION_MATRIX=1 0 0 0 1\n") == nil)
        #expect(UdevCalibration.parse(databaseText: "E:LIBINPUT_CALIBRATION_MATRIX=1 0 0 0 1e300 0\n") == nil)
        #expect(UdevCalibration.parse(databaseText: "E:LIBINPUT_CALIBRATION_MATRIX=1 0 x 0 1 0\n") == nil)
    }

    /// /dev/null is character device 1:3 on Linux, so its database file is c1:3.
    @Test func findsTheDatabaseFileByDeviceNumber() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("udev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "E:LIBINPUT_CALIBRATION_MATRIX=1 0 0.5 0 1 0\n".write(
            to: root.appendingPathComponent("c1:3"), atomically: true, encoding: .utf8)
        #expect(UdevCalibration.read(forDeviceAt: "/dev/null", root: root.path) == .init(1, 0, 0.5, 0, 1, 0))
        #expect(UdevCalibration.read(forDeviceAt: "/dev/zero", root: root.path) == nil)  // 1:5, no file
    }
}

@Suite struct TouchConfigurationRemapTests {
    @Test func parsesRemapRangesAndProtocol() throws {
        let config = try BoardConfiguration.parse("""
            name = "egalax"
            [touch]
            axis-x = "ABS_Z"
            axis-y = "ABS_RX"
            x-range = [30, 4040]
            y-range = [60, 4035]
            protocol = "single"
            """, file: "egalax.toml")
        #expect(config.touch.axisX == AbsoluteAxis(rawValue: 0x02))
        #expect(config.touch.axisY == AbsoluteAxis(rawValue: 0x03))
        #expect(config.touch.xRange == 30...4040)
        #expect(config.touch.yRange == 60...4035)
        #expect(config.touch.touchProtocol == .singleTouch)
    }

    @Test(arguments: [
        ("axis-x = \"ABS_NOPE\"", "axis-x"),
        ("x-range = [10, 5]", "x-range"),
        ("y-range = [1, 2, 3]", "y-range"),
        ("protocol = \"C\"", "protocol"),
    ])
    func rejectsBadValuesNamingTheKey(_ line: String, _ key: String) {
        do {
            _ = try BoardConfiguration.parse("name = \"b\"\n[touch]\n\(line)\n", file: "b.toml")
            Issue.record("accepted \(line)")
        } catch {
            #expect("\(error)".contains("touch.\(key)"), "\(error)")
        }
    }
}
