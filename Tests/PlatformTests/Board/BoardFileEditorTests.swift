// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct BoardFileEditorTests {
    let numbers = [1.02, -0.01, 0.5, 0.0, 0.98, -0.125]

    @Test func replacesTheValueInPlaceAndKeepsEverythingElse() throws {
        let text = """
            # My board: a 7" panel bought in 2024.
            name = "panel"   # shown in logs

            [touch]
            match-name = "ILITEK"
            # Measured by hand, to be redone:
            calibration = [1.0, 0.0, 0.0,   # first row
                           0.0, 1.0, 0.0]   # second row
            grab = true

            [power]
            off-after = 600
            """
        let edited = try BoardFileEditor.settingCalibration(numbers, in: text, file: "b.toml")
        #expect(edited == """
            # My board: a 7" panel bought in 2024.
            name = "panel"   # shown in logs

            [touch]
            match-name = "ILITEK"
            # Measured by hand, to be redone:
            calibration = [1.02, -0.01, 0.5, 0.0, 0.98, -0.125]   # second row
            grab = true

            [power]
            off-after = 600
            """)
    }

    @Test func addsTheKeyAfterTheLastKeyOfTouch() throws {
        let text = """
            name = "pi"

            [touch]
            # edt-ft5x06 names the device after the controller.
            match-name = "ft5x06"
            x-range = [0,
                       799]
            # comments before the next section stay with it
            [power]
            off-after = 600

            """
        let edited = try BoardFileEditor.settingCalibration(numbers, in: text, file: "b.toml")
        #expect(edited == """
            name = "pi"

            [touch]
            # edt-ft5x06 names the device after the controller.
            match-name = "ft5x06"
            x-range = [0,
                       799]
            calibration = [1.02, -0.01, 0.5, 0.0, 0.98, -0.125]
            # comments before the next section stay with it
            [power]
            off-after = 600

            """)
        let empty = try BoardFileEditor.settingCalibration(numbers, in: "name = \"e\"\n[touch]\n[power]\n", file: "e.toml")
        #expect(empty == "name = \"e\"\n[touch]\ncalibration = [1.02, -0.01, 0.5, 0.0, 0.98, -0.125]\n[power]\n")
    }

    @Test func appendsATouchSectionWhenThereIsNone() throws {
        let edited = try BoardFileEditor.settingCalibration(numbers, in: "name = \"n\" # no touch yet", file: "n.toml")
        #expect(edited == "name = \"n\" # no touch yet\n\n[touch]\ncalibration = [1.02, -0.01, 0.5, 0.0, 0.98, -0.125]\n")
    }

    @Test func everyShippedLayoutStillDecodesTheSameWithTheNewMatrix() throws {
        let inline = "name = \"i\"\ntouch = { grab = true }\n"
        let error = #expect(throws: BoardConfigurationError.self) {
            try BoardFileEditor.settingCalibration(numbers, in: inline, file: "i.toml")
        }
        #expect(error?.description == "i.toml:2: touch.calibration: cannot edit this layout of the [touch] section in place; "
            + "write calibration = [a, b, c, d, e, f] there by hand")
        let broken = #expect(throws: BoardConfigurationError.self) {
            try BoardFileEditor.settingCalibration(numbers, in: "name = \"b\"\n[touch]\nbogus = 1\n", file: "b.toml")
        }
        #expect(broken?.keyPath == "touch.bogus")
    }

    @Test func aMatrixTheBoardCouldNotLoadIsNotWritten() {
        let error = #expect(throws: BoardConfigurationError.self) {
            try BoardFileEditor.settingCalibration([1, 0, 0, 0, 2e3, 0], in: "name = \"n\"\n", file: "n.toml")
        }
        #expect(error?.description == "n.toml: touch.calibration[4]: 2000.0 is outside -1000…1000; a calibration matrix maps 0…1 onto 0…1")
    }
}
