// Vitrine — Apache License 2.0
import Testing
@testable import Platform

// The documents below are written for these tests from the rules of the TOML 1.0
// specification (toml.io/en/v1.0.0), one rule or a few per test.

/// The parsed document in a compact, typed form: `{key: i:1, s: "text", a: [f:1.5]}`.
private func canonical(_ text: String) throws -> String {
    render(.table(try TOMLParser.parse(text)))
}

private func render(_ value: TOMLValue) -> String {
    switch value {
    case .string(let string): return string.debugDescription
    case .integer(let int): return "i:\(int)"
    case .float(let double): return "f:\(double)"
    case .boolean(let bool): return "\(bool)"
    case .dateTime(let date):
        var text = ""
        if let d = date.date { text += "\(d.year)-\(d.month)-\(d.day)" }
        if let t = date.time { text += (date.date == nil ? "" : "T") + "\(t.hour):\(t.minute):\(t.second).\(t.nanosecond)" }
        if let offset = date.offsetMinutes { text += "@\(offset)" }
        return "d:" + text
    case .array(let array): return "[" + array.elements.map(render).joined(separator: ", ") + "]"
    case .table(let table):
        return "{" + table.keys.map { "\($0): \(render(table[$0]!.value))" }.joined(separator: ", ") + "}"
    }
}

/// The syntax error `text` gives, or a recorded issue when it parses.
private func syntaxError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> TOMLSyntaxError {
    try #require(throws: TOMLSyntaxError.self, sourceLocation: sourceLocation) { _ = try TOMLParser.parse(text) }
}

@Suite struct TOMLParserTests {
    // MARK: - Valid documents

    @Test func commentsAndBareQuotedAndDottedKeys() throws {
        #expect(try canonical("") == "{}")
        #expect(try canonical("# only a comment\n\n   \t\n") == "{}")
        #expect(try canonical("""
            # a full-line comment
            key = "value"  # a comment after a value
            bare_key = 1
            bare-key = 2
            1234 = 3
            "127.0.0.1" = 4
            "ʎǝʞ" = 5
            'quoted "value"' = 6
            "" = 7
            """) == #"{key: "value", bare_key: i:1, bare-key: i:2, 1234: i:3, 127.0.0.1: i:4, ʎǝʞ: i:5, quoted "value": i:6, : i:7}"#)
        #expect(try canonical("""
            physical.color = "orange"
            physical . shape = "round"
            site."google.com" = true
            3.14159 = "pi"
            """) == #"{physical: {color: "orange", shape: "round"}, site: {google.com: true}, 3: {14159: "pi"}}"#)
    }

    @Test func basicStringsAndEveryEscape() throws {
        #expect(try canonical(#"s = "tab\there \"q\" \\ \u00E9 \U0001F600 \b\f\r\n""#)
            == "{s: \"tab\\there \\\"q\\\" \\\\ é 😀 \\u{08}\\u{0C}\\r\\n\"}")
        #expect(try canonical("s = 'C:\\Users\\nodejs\\templates'") == #"{s: "C:\\Users\\nodejs\\templates"}"#)
        #expect(try canonical("s = '<\\i\\c*\\s*>'") == #"{s: "<\\i\\c*\\s*>"}"#)
    }

    @Test func multilineStrings() throws {
        // The newline after the opening quotes is trimmed; later ones are kept.
        #expect(try canonical("s = \"\"\"\nRoses are red\nViolets are blue\"\"\"") == #"{s: "Roses are red\nViolets are blue"}"#)
        // A line-ending backslash removes the newline and the whitespace after it.
        #expect(try canonical("s = \"\"\"\nThe quick brown \\\n\n\n    fox jumps \\   \n  over.\"\"\"")
            == #"{s: "The quick brown fox jumps over."}"#)
        // One or two quotes may end the content next to the closing three.
        #expect(try canonical(#"s = """"This," she said, "is just a pointless statement."""""#)
            == #"{s: "\"This,\" she said, \"is just a pointless statement.\""}"#)
        #expect(try canonical("s = '''\nThe first newline is\ntrimmed in raw strings.\n'''")
            == #"{s: "The first newline is\ntrimmed in raw strings.\n"}"#)
        #expect(try canonical("s = '''I [dw]on't need \\d{2} apples'''") == #"{s: "I [dw]on\'t need \\d{2} apples"}"#)
        #expect(try canonical("s = ''''That,' she said, 'is still pointless.''''")
            == #"{s: "\'That,\' she said, \'is still pointless.\'"}"#)
        #expect(try canonical("s = \"\"\"a\r\nb\"\"\"") == #"{s: "a\nb"}"#)
    }

    @Test func integersInEveryBase() throws {
        #expect(try canonical("""
            a = +99
            b = 42
            c = 0
            d = -17
            e = 1_000
            f = 5_349_221
            g = 53_49_221
            h = 1_2_3_4_5
            i = +0
            j = -0
            k = 0xDEADBEEF
            l = 0xdead_beef
            m = 0o755
            n = 0b11010110
            o = 9223372036854775807
            p = -9223372036854775808
            """) == "{a: i:99, b: i:42, c: i:0, d: i:-17, e: i:1000, f: i:5349221, g: i:5349221, h: i:12345, i: i:0, j: i:0, "
            + "k: i:3735928559, l: i:3735928559, m: i:493, n: i:214, o: i:9223372036854775807, p: i:-9223372036854775808}")
    }

    @Test func floatsBooleansAndSpecialValues() throws {
        #expect(try canonical("""
            a = +1.0
            b = 3.1415
            c = -0.01
            d = 5e+22
            e = 1e06
            f = -2E-2
            g = 6.626e-34
            h = 224_617.445_991_228
            i = 1e1_0
            t = true
            u = false
            """) == "{a: f:1.0, b: f:3.1415, c: f:-0.01, d: f:5e+22, e: f:1000000.0, f: f:-0.02, g: f:6.626e-34, "
            + "h: f:224617.445991228, i: f:10000000000.0, t: true, u: false}")
        #expect(try canonical("a = inf\nb = +inf\nc = -inf\nd = -0.0") == "{a: f:inf, b: f:inf, c: f:-inf, d: f:-0.0}")
        let nan = try TOMLParser.parse("a = nan\nb = +nan\nc = -nan")
        for key in ["a", "b", "c"] {
            guard case .float(let value)? = nan[key]?.value else { Issue.record("\(key) is not a float"); continue }
            #expect(value.isNaN)
        }
    }

    @Test func datesAndTimesAreReadAsValues() throws {
        #expect(try canonical("""
            odt1 = 1979-05-27T07:32:00Z
            odt2 = 1979-05-27T00:32:00-07:00
            odt3 = 1979-05-27T00:32:00.999999+05:30
            odt4 = 1979-05-27 07:32:00z
            ldt1 = 1979-05-27t07:32:00
            ldt2 = 2000-02-29T00:32:00.5
            ld = 1979-05-27
            lt1 = 07:32:00
            lt2 = 23:59:60.123456789999
            """) == "{odt1: d:1979-5-27T7:32:0.0@0, odt2: d:1979-5-27T0:32:0.0@-420, odt3: d:1979-5-27T0:32:0.999999000@330, "
            + "odt4: d:1979-5-27T7:32:0.0@0, ldt1: d:1979-5-27T7:32:0.0, ldt2: d:2000-2-29T0:32:0.500000000, "
            + "ld: d:1979-5-27, lt1: d:7:32:0.0, lt2: d:23:59:60.123456789}")
    }

    @Test func arraysMixedNestedAndOverSeveralLines() throws {
        #expect(try canonical("""
            integers = [ 1, 2, 3 ]
            colors = [ "red", 'yellow', \"""green\""" ]
            nested = [ [ 1, 2 ], ["a", "b", "c"], [] ]
            mixed = [ 0.1, 2, "x", { y = 1 } ]
            spread = [
              1, # one
              # a comment line
              2,
            ]
            empty = [ ]
            """) == #"{integers: [i:1, i:2, i:3], colors: ["red", "yellow", "green"], nested: [[i:1, i:2], ["a", "b", "c"], []], "#
            + #"mixed: [f:0.1, i:2, "x", {y: i:1}], spread: [i:1, i:2], empty: []}"#)
    }

    @Test func tablesAndTheirImplicitParents() throws {
        #expect(try canonical("""
            top = 0
            [table-1]
            key1 = "some string"
            [ dog . "tater.man" ]
            type.name = "pug"
            [x.y.z.w]
            [x]  # a super-table may be defined after its sub-table
            v = 1
            [fruit]
            apple.color = "red"
            apple.taste.sweet = true
            [fruit.apple.texture]  # a sub-table of a table made by dotted keys
            smooth = true
            """) == #"{top: i:0, table-1: {key1: "some string"}, dog: {tater.man: {type: {name: "pug"}}}, "#
            + #"x: {y: {z: {w: {}}}, v: i:1}, fruit: {apple: {color: "red", taste: {sweet: true}, texture: {smooth: true}}}}"#)
    }

    @Test func inlineTables() throws {
        #expect(try canonical("""
            name = { first = "Tom", last = "Preston-Werner" }
            point = {x=1,y=2}
            animal = { type.name = "pug", type.size = 3 }
            empty = {}
            """) == #"{name: {first: "Tom", last: "Preston-Werner"}, point: {x: i:1, y: i:2}, animal: {type: {name: "pug", size: i:3}}, empty: {}}"#)
    }

    @Test func arraysOfTables() throws {
        #expect(try canonical("""
            [[products]]
            name = "Hammer"
            [[products]]  # an empty table
            [[products]]
            name = "Nail"
            """) == #"{products: [{name: "Hammer"}, {}, {name: "Nail"}]}"#)
        #expect(try canonical("""
            [[fruits]]
            name = "apple"
            [fruits.physical]
            color = "red"
            [[fruits.varieties]]
            name = "red delicious"
            [[fruits]]
            name = "banana"
            [[fruits.varieties]]
            name = "plantain"
            """) == #"{fruits: [{name: "apple", physical: {color: "red"}, varieties: [{name: "red delicious"}]}, "#
            + #"{name: "banana", varieties: [{name: "plantain"}]}]}"#)
    }

    @Test func windowsLineEndings() throws {
        #expect(try canonical("a = 1\r\n[t]\r\nb = [\r\n 2,\r\n]\r\n") == "{a: i:1, t: {b: [i:2]}}")
    }

    // MARK: - Invalid documents

    @Test func keyValuePairsMustBeComplete() throws {
        #expect(try syntaxError("key = # no value").message.contains("expected a value"))
        let twoOnOneLine = try syntaxError("first = \"Tom\" last = \"Preston-Werner\"")
        #expect(twoOnOneLine.column == 15)
        #expect(twoOnOneLine.message.contains("end of the line"))
        #expect(try syntaxError("= \"no key\"").message.contains("expected a key"))
        #expect(try syntaxError("two words = 1").message.contains("expected '='"))
        #expect(try syntaxError("\"\"\"key\"\"\" = 1").message.contains("multi-line"))
        #expect(try syntaxError("a = 1\rb = 2").message.contains("carriage return"))
        #expect(try syntaxError("a = bogus").message.contains("a string needs quotes"))
        #expect(try syntaxError("a = True").line == 1)
        #expect(try syntaxError("name = “quoted”").message.hasSuffix("found '“' (U+201C)"))
        #expect(try syntaxError("a = 1 é").message == "expected the end of the line after the value, found 'é' (U+00E9)")
    }

    @Test func keysAndTablesAreDefinedOnce() throws {
        let duplicate = try syntaxError("name = \"Tom\"\nname = \"Pradyun\"")
        #expect(duplicate.line == 2 && duplicate.column == 1)
        #expect(duplicate.message == "duplicate key name (first on line 1)")
        #expect(try syntaxError("spelling = \"favorite\"\n\"spelling\" = \"favourite\"").line == 2)
        #expect(try syntaxError("fruit.apple = 1\nfruit.apple.smooth = true").message.contains("fruit.apple is already an integer"))
        #expect(try syntaxError("[fruit]\napple = \"red\"\n[fruit]\norange = \"o\"").message == "table [fruit] is defined twice (first on line 1)")
        #expect(try syntaxError("[fruit]\napple = \"red\"\n[fruit.apple]").line == 3)
        #expect(try syntaxError("[fruit]\napple.color = \"red\"\n[fruit.apple]").message.contains("redefines"))
        #expect(try syntaxError("[fruit]\napple.taste.sweet = true\n[fruit.apple.taste]").line == 3)
        #expect(try syntaxError("[a.b.c]\nz = 9\n[a]\nb.c.t = 1").line == 4)
        #expect(try syntaxError("type = { name = \"Nail\" }\ntype.edible = false").message.contains("inline table"))
        #expect(try syntaxError("[product]\ntype = { name = \"Nail\" }\n[product.type]").line == 3)
        #expect(try syntaxError("a = { b = 1, b = 2 }").message.contains("duplicate key b"))
        #expect(try syntaxError("fruits = []\n[[fruits]]").message.contains("already an array"))
        #expect(try syntaxError("[[fruits]]\n[fruits]").line == 2)
        #expect(try syntaxError("[fruit.physical]\ncolor = \"red\"\n[[fruit]]").line == 3)
        #expect(try syntaxError("a = [ { b = 1 } ]\n[a.c]").line == 2)
    }

    @Test func badStrings() throws {
        #expect(try syntaxError(#"s = "bad \x escape""#).message.contains("unknown escape"))
        #expect(try syntaxError(#"s = "\uD800""#).message.contains("Unicode scalar"))
        #expect(try syntaxError(#"s = "\u12""#).message.contains("4 hexadecimal digits"))
        let unterminated = try syntaxError("a = 1\ns = \"abc\nt = 2")
        #expect(unterminated.line == 2 && unterminated.message.contains("unterminated"))
        #expect(try syntaxError("s = 'line\nbreak'").message.contains("unterminated"))
        #expect(try syntaxError("s = \"a\u{01}b\"").message.contains("U+0001"))
        #expect(try syntaxError("s = \"a\u{7F}b\"").message.contains("U+007F"))
        #expect(try syntaxError("s = \"\"\"abc").message.contains("unterminated multi-line string"))
        #expect(try syntaxError("s = \"\"\"a\"\"\"\"\"\"").line == 1)
        #expect(try syntaxError("# comment \u{00}").message.contains("U+0000"))
    }

    @Test func badNumbersAndDates() throws {
        for bad in ["0123", "1__2", "_1", "1_", "+0x1", "0x", "0xG", "0b102", "9223372036854775808", "-9223372036854775809",
                    ".7", "7.", "3.e+20", "1e", "01.5", "1.5e_3", "1._5", "infinity", "+-1",
                    "1979-13-27", "1979-02-30", "1900-02-29", "24:00:00", "12:60:00", "1979-05-27T07:32", "07:32:00Z",
                    "1979-05-27T07:32:00+24:00", "1979-05-27X07:32:00"] {
            let error = try syntaxError("a = \(bad)")
            #expect(error.line == 1 && error.column == 5, "\(bad)")
        }
    }

    @Test func badArraysAndInlineTables() throws {
        #expect(try syntaxError("a = [1 2]").message.contains("expected ',' or ']'"))
        #expect(try syntaxError("a = [1,,2]").message.contains("expected a value"))
        #expect(try syntaxError("a = [1, 2").message.contains("unterminated array"))
        #expect(try syntaxError("a = { b = 1,\n c = 2 }").line == 1)
        #expect(try syntaxError("a = { b = 1, }").message.contains("expected a key"))
        #expect(try syntaxError("a = { b = 1 c = 2 }").message.contains("inline table"))
        #expect(try syntaxError("[a] b = 1").message.contains("end of the line"))
        #expect(try syntaxError("[a b]").message.contains("']'"))
        #expect(try syntaxError("[[a] ]").message.contains("']]'"))
    }

    // MARK: - What aborted or exhausted toml++ (issue 32)

    @Test func punctuationAfterAnOpeningBracketIsASyntaxError() throws {
        for mark in "!\"#$%&'()*+,./:;<=>?@[\\]^`{|}~".map(String.init) {
            for text in ["[\(mark)]", "[[\(mark)]]", "[\(mark)", "[[\(mark)", "[a\(mark)]", "[[a\(mark)]]"] {
                let error = try syntaxError(text)
                #expect(error.line == 1, "\(text)")
            }
        }
        #expect(try syntaxError("[,]").message == "expected a key (letters, digits, '_' and '-', or a quoted string), found ','")
        #expect(try syntaxError("[[").message == "expected a key, found the end of the file")
        #expect(try syntaxError("[").line == 1)
    }

    @Test func aDottedKeyOf40000PartsStopsAtTheLimit() throws {
        let error = try syntaxError(String(repeating: "a.", count: 39_999) + "a = 1")
        #expect(error.message == "a key of more than \(TOMLLimits.keyParts) dotted parts")
        #expect(error.line == 1)
        #expect(error.column == 2 * TOMLLimits.keyParts + 1)  // just after the 32nd "a."
    }

    @Test func aHeaderOf20000PartsIn40KilobytesStopsAtTheLimit() throws {
        let header = "[" + Array(repeating: "a", count: 20_000).joined(separator: ".") + "]\n"
        #expect(header.utf8.count > 40_000)
        let error = try syntaxError("name = \"x\"\n" + header)
        #expect(error.line == 2)
        #expect(error.message.contains("more than \(TOMLLimits.keyParts) dotted parts"))
    }

    @Test func longKeysStringsAndValuesStopAtTheirLimits() throws {
        let megabyte = String(repeating: "x", count: 1_000_000)
        #expect(try syntaxError("name = \"\(megabyte)\"").message == "a string longer than \(TOMLLimits.stringBytes) bytes")
        #expect(try syntaxError("name = '\(megabyte)'").message.contains("longer than"))
        #expect(try syntaxError("name = \"\"\"\(megabyte)\"\"\"").message.contains("longer than"))
        #expect(try syntaxError("name = 1\(String(repeating: "0", count: 1000))").message.contains("longer than \(TOMLLimits.scalarBytes)"))
        #expect(try syntaxError(String(repeating: "k", count: 300) + " = 1").message == "a key longer than \(TOMLLimits.keyBytes) bytes")
        #expect(try syntaxError("\"" + String(repeating: "k", count: 300) + "\" = 1").message.contains("longer than"))
        let exactly = String(repeating: "x", count: TOMLLimits.stringBytes)
        #expect(try canonical("s = \"\(exactly)\"").count == TOMLLimits.stringBytes + 7)  // {s: "…"}
    }

    @Test func nestingStopsAtTheLimit() throws {
        let arrays = try syntaxError("a = " + String(repeating: "[", count: 40_000))
        #expect(arrays.message == "arrays and inline tables nested more than \(TOMLLimits.nestingDepth) deep")
        let tables = try syntaxError("a = " + String(repeating: "{ b = ", count: 40_000))
        #expect(tables.message.contains("nested more than"))
        let deepest = String(repeating: "[", count: TOMLLimits.nestingDepth) + String(repeating: "]", count: TOMLLimits.nestingDepth)
        #expect(throws: Never.self) { try TOMLParser.parse("a = \(deepest)") }
    }

    @Test func documentsNearTheSizeLimitParseWhole() throws {
        // 70,000 keys in one table, then 100,000 tables of an array: each work is linear.
        let keys = (0..<70_000).map { "k\($0) = \($0)\n" }.joined()
        #expect(keys.utf8.count < TOMLLimits.documentBytes)
        #expect(try TOMLParser.parse(keys).keys.count == 70_000)
        let tables = String(repeating: "[[t]]\n", count: 100_000)
        guard case .array(let array)? = try TOMLParser.parse(tables)["t"]?.value else {
            Issue.record("t is not an array")
            return
        }
        #expect(array.elements.count == 100_000)
    }

    @Test func aTextOverTheSizeLimitIsRefusedBeforeParsing() throws {
        let text = "# " + String(repeating: "x", count: TOMLLimits.documentBytes)
        let error = try syntaxError(text)
        #expect(error.line == 1 && error.column == 1)
        #expect(error.message.contains("larger than \(TOMLLimits.documentBytes) bytes"))
    }
}
