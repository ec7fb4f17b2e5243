// Vitrine — Apache License 2.0
import Testing
@testable import UIKit

@Suite struct LaunchEnvironmentTests {
    @Test func readsEveryVariable() throws {
        let launch = try LaunchEnvironment([
            "VITRINE_DISPLAY": "headless", "VITRINE_BOARD": "/etc/vitrine/board.toml",
            "VITRINE_SCREENSHOT": "/tmp/s.png", "VITRINE_SCALE_FACTOR": "1.5", "VITRINE_LOG_LEVEL": "debug", "HOME": "/root",
        ])
        #expect(launch == LaunchEnvironment(display: .headless, boardPath: "/etc/vitrine/board.toml",
                                            screenshotPath: "/tmp/s.png", scaleFactor: 1.5, logLevel: .debug))
        #expect(try LaunchEnvironment(launch.variables) == launch)
    }

    @Test func unsetAndEmptyVariablesMeanDefaults() throws {
        #expect(try LaunchEnvironment(["VITRINE_DISPLAY": "", "VITRINE_BOARD": ""]) == LaunchEnvironment())
    }

    @Test func badValuesNameTheVariableAndWhatIsExpected() {
        #expect(throws: LaunchEnvironment.Problem(variable: "VITRINE_DISPLAY", value: "wayland", expected: "drm, fbdev, headless or vnc")) {
            try LaunchEnvironment(["VITRINE_DISPLAY": "wayland"])
        }
        for bad in ["0", "-1", "two", "inf", "nan", "1e300", "0.01", "9"] {
            #expect(throws: LaunchEnvironment.Problem.self) { try LaunchEnvironment(["VITRINE_SCALE_FACTOR": bad]) }
        }
        #expect(throws: LaunchEnvironment.Problem(variable: "VITRINE_LOG_LEVEL", value: "bogus",
                                                  expected: "trace, debug, info, notice, warning, error, critical")) {
            try LaunchEnvironment(["VITRINE_LOG_LEVEL": "bogus"])
        }
    }
}
