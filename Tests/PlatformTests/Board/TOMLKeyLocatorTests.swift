// Vitrine — Apache License 2.0
import Testing
@testable import Platform

@Suite struct TOMLKeyLocatorTests {
    @Test func findsKeysUnderTheirTableHeaders() {
        let locator = TOMLKeyLocator(source: """
            # comment = not a key
            name = "board"

            [display]
            rotation = 90   # trailing comment
              mode="preferred"
            [touch]
            grab = true
            """)
        #expect(locator.line(of: ["name"]) == 2)
        #expect(locator.line(of: ["display"]) == 4)
        #expect(locator.line(of: ["display", "rotation"]) == 5)
        #expect(locator.line(of: ["display", "mode"]) == 6)
        #expect(locator.line(of: ["touch"]) == 7)
        #expect(locator.line(of: ["touch", "grab"]) == 8)
        #expect(locator.line(of: ["comment"]) == nil)
        #expect(locator.line(of: ["rotation"]) == nil)
    }

    @Test func handlesQuotedAndDottedKeys() {
        let locator = TOMLKeyLocator(source: """
            "quoted key" = 1
            'literal.key' = 2
            display . "width-mm" = 3
            [ a . "b c" ]
            d = 4
            """)
        #expect(locator.line(of: ["quoted key"]) == 1)
        #expect(locator.line(of: ["literal.key"]) == 2)
        #expect(locator.line(of: ["display", "width-mm"]) == 3)
        #expect(locator.line(of: ["display"]) == 3)  // parent of a dotted key
        #expect(locator.line(of: ["a", "b c"]) == 4)
        #expect(locator.line(of: ["a"]) == 4)
        #expect(locator.line(of: ["a", "b c", "d"]) == 5)
    }

    @Test func findsKeysOfInlineTablesOnTheirOwnLines() {
        let locator = TOMLKeyLocator(source: """
            display = { rotation = 90, inner = { x = 1 } }
            list = [
              { ignored = 1 },
            ]
            after = true
            """)
        #expect(locator.line(of: ["display"]) == 1)
        #expect(locator.line(of: ["display", "rotation"]) == 1)
        #expect(locator.line(of: ["display", "inner", "x"]) == 1)
        #expect(locator.line(of: ["list"]) == 2)
        #expect(locator.line(of: ["list", "ignored"]) == nil)
        #expect(locator.line(of: ["ignored"]) == nil)
        #expect(locator.line(of: ["after"]) == 5)
    }

    @Test func skipsStringsArraysAndDatesWithoutMisreadingThem() {
        let locator = TOMLKeyLocator(source: #"""
            text = """
            fake = 1
            [fake]
            ends with "" quotes"""
            literal = '''
            # not a comment = 2
            '''
            escaped = "a \" # b = c"
            calibration = [
              1, 0, 0,   # row one
              0, 1, 0,
            ]
            when = 1979-05-27 07:32:00Z
            last = 'x'
            """#)
        #expect(locator.line(of: ["text"]) == 1)
        #expect(locator.line(of: ["fake"]) == nil)
        #expect(locator.line(of: ["literal"]) == 5)
        #expect(locator.line(of: ["escaped"]) == 8)
        #expect(locator.line(of: ["b"]) == nil)
        #expect(locator.line(of: ["calibration"]) == 9)
        #expect(locator.line(of: ["when"]) == 13)
        #expect(locator.line(of: ["last"]) == 14)
    }

    @Test func keepsTheFirstDefinitionAndHandlesArraysOfTables() {
        let locator = TOMLKeyLocator(source: """
            [a]
            [a.b]
            [[items]]
            x = 1
            [[items]]
            x = 2
            """)
        #expect(locator.line(of: ["a"]) == 1)
        #expect(locator.line(of: ["a", "b"]) == 2)
        #expect(locator.line(of: ["items"]) == 3)
        #expect(locator.line(of: ["items", "x"]) == 4)
    }

    @Test func nearestLineFallsBackToTheClosestAncestor() {
        let locator = TOMLKeyLocator(source: "x = 0\n[display]\nrotation = 90\n")
        #expect(locator.nearestLine(of: ["display", "rotation"]) == 3)
        #expect(locator.nearestLine(of: ["display", "missing"]) == 2)
        #expect(locator.nearestLine(of: ["touch", "grab"]) == nil)
    }

    @Test func windowsLineEndingsCountOnce() {
        let locator = TOMLKeyLocator(source: "a = 1\r\n\r\nb = 2\r\n")
        #expect(locator.line(of: ["b"]) == 3)
    }
}
