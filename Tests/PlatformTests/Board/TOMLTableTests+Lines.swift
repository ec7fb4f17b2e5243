// Vitrine — Apache License 2.0
import Testing
@testable import Platform

/// The lines the parser records for keys and tables, which board-file errors cite.
@Suite struct TOMLTableLineTests {
    @Test func findsKeysUnderTheirTableHeaders() throws {
        let document = try TOMLParser.parse("""
            # comment = not a key
            name = "board"

            [display]
            rotation = 90   # trailing comment
              mode="preferred"
            [touch]
            grab = true
            """)
        #expect(document.line(of: ["name"]) == 2)
        #expect(document.line(of: ["display"]) == 4)
        #expect(document.line(of: ["display", "rotation"]) == 5)
        #expect(document.line(of: ["display", "mode"]) == 6)
        #expect(document.line(of: ["touch"]) == 7)
        #expect(document.line(of: ["touch", "grab"]) == 8)
        #expect(document.line(of: ["comment"]) == nil)
        #expect(document.line(of: ["rotation"]) == nil)
    }

    @Test func handlesQuotedAndDottedKeys() throws {
        let document = try TOMLParser.parse("""
            "quoted key" = 1
            'literal.key' = 2
            display . "width-mm" = 3
            [ a . "b c" ]
            d = 4
            """)
        #expect(document.line(of: ["quoted key"]) == 1)
        #expect(document.line(of: ["literal.key"]) == 2)
        #expect(document.line(of: ["display", "width-mm"]) == 3)
        #expect(document.line(of: ["display"]) == 3)  // parent of a dotted key
        #expect(document.line(of: ["a", "b c"]) == 4)
        #expect(document.line(of: ["a"]) == 4)
        #expect(document.line(of: ["a", "b c", "d"]) == 5)
    }

    @Test func findsKeysOfInlineTablesOnTheirOwnLines() throws {
        let document = try TOMLParser.parse("""
            display = { rotation = 90, inner = { x = 1 } }
            list = [
              { ignored = 1 },
            ]
            after = true
            """)
        #expect(document.line(of: ["display"]) == 1)
        #expect(document.line(of: ["display", "rotation"]) == 1)
        #expect(document.line(of: ["display", "inner", "x"]) == 1)
        #expect(document.line(of: ["list"]) == 2)
        #expect(document.line(of: ["list", "ignored"]) == nil)
        #expect(document.line(of: ["ignored"]) == nil)
        #expect(document.line(of: ["after"]) == 5)
    }

    @Test func skipsStringsArraysAndDatesWithoutMisreadingThem() throws {
        let document = try TOMLParser.parse(#"""
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
        #expect(document.line(of: ["text"]) == 1)
        #expect(document.line(of: ["fake"]) == nil)
        #expect(document.line(of: ["literal"]) == 5)
        #expect(document.line(of: ["escaped"]) == 8)
        #expect(document.line(of: ["b"]) == nil)
        #expect(document.line(of: ["calibration"]) == 9)
        #expect(document.line(of: ["when"]) == 13)
        #expect(document.line(of: ["last"]) == 14)
    }

    @Test func keepsTheFirstDefinitionAndHandlesArraysOfTables() throws {
        let document = try TOMLParser.parse("""
            [a]
            [a.b]
            [[items]]
            x = 1
            [[items]]
            x = 2
            """)
        #expect(document.line(of: ["a"]) == 1)
        #expect(document.line(of: ["a", "b"]) == 2)
        #expect(document.line(of: ["items"]) == 3)
        #expect(document.line(of: ["items", "x"]) == 4)
    }

    @Test func nearestLineFallsBackToTheClosestAncestor() throws {
        let document = try TOMLParser.parse("x = 0\n[display]\nrotation = 90\n")
        #expect(document.nearestLine(of: ["display", "rotation"]) == 3)
        #expect(document.nearestLine(of: ["display", "missing"]) == 2)
        #expect(document.nearestLine(of: ["touch", "grab"]) == nil)
    }

    @Test func windowsLineEndingsCountOnce() throws {
        let document = try TOMLParser.parse("a = 1\r\n\r\nb = 2\r\n")
        #expect(document.line(of: ["b"]) == 3)
    }
}
