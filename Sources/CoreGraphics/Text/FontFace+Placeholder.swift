// Vitrine — Apache License 2.0
// The face text falls back to when no font at all is installed (a kiosk image built
// without fonts-dejavu-core, an empty fontconfig configuration). Crashing there would take
// the whole kiosk down for a missing package; instead every character draws as a hollow
// box (the usual "missing glyph" sign) at sensible metrics, so layout and the rest of the
// UI keep working and the gap is visible on screen.
//
// The face is a TrueType font built here in memory from its tables (the OpenType spec's
// layout of head, hhea, maxp, hmtx, cmap, loca, glyf, name and post), so FreeType and
// HarfBuzz handle it like any other face. It has two glyphs: 0, the box (.notdef, which
// every unmapped character gets), and 1, a blank one that U+0020 and U+00A0 map to, so
// spaces stay spaces.

extension FontFace {
    /// A face whose every glyph is a hollow box, used when no font is installed.
    /// Its family name is `placeholderFamilyName`.
    public static let placeholder: FontFace = {
        // The bytes are built by the code below and never change; FreeType accepting them
        // is checked by FontFacePlaceholderTests.
        do {
            return try FontFace(data: PlaceholderFont.bytes(), label: "(built-in placeholder font)")
        } catch {
            fatalError("FontFace.placeholder: FreeType rejected the built-in placeholder font: \(error)")
        }
    }()

    /// The family name of `placeholder`.
    public static let placeholderFamilyName = "Vitrine Placeholder"
}

/// Builds the placeholder font's TrueType bytes.
enum PlaceholderFont {
    // Design units: a 1000-unit em, a 600-unit advance, a box from the baseline to 700.
    static let unitsPerEm: Int16 = 1000
    static let ascender: Int16 = 800, descender: Int16 = -200
    static let advance: UInt16 = 600
    static let box = (xMin: Int16(50), yMin: Int16(0), xMax: Int16(550), yMax: Int16(700))
    static let stroke: Int16 = 50

    static func bytes() -> [UInt8] {
        let tables: [(tag: String, data: [UInt8])] = [
            ("cmap", cmap()), ("glyf", glyf().data), ("head", head()), ("hhea", hhea()), ("hmtx", hmtx()),
            ("loca", glyf().loca), ("maxp", maxp()), ("name", name()), ("post", post()),
        ]  // sorted by tag, as the table directory must be
        var font = ByteWriter()
        let count = UInt16(tables.count)
        let entrySelector = UInt16(Int(count).bitWidth - Int(count).leadingZeroBitCount - 1)
        let searchRange = UInt16(16) << entrySelector
        font.u32(0x0001_0000)  // TrueType outlines
        font.u16(count); font.u16(searchRange); font.u16(entrySelector); font.u16(count * 16 - searchRange)
        var offset = 12 + tables.count * 16
        for table in tables {
            font.tag(table.tag)
            font.u32(checksum(table.data))
            font.u32(UInt32(offset))
            font.u32(UInt32(table.data.count))
            offset += (table.data.count + 3) & ~3
        }
        for table in tables {
            font.bytes += table.data
            while font.bytes.count % 4 != 0 { font.bytes.append(0) }
        }
        return font.bytes
    }

    private static func checksum(_ data: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var padded = data
        while padded.count % 4 != 0 { padded.append(0) }
        for i in stride(from: 0, to: padded.count, by: 4) {
            sum &+= UInt32(padded[i]) << 24 | UInt32(padded[i + 1]) << 16 | UInt32(padded[i + 2]) << 8 | UInt32(padded[i + 3])
        }
        return sum
    }

    private static func head() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000); w.u32(0x0001_0000)  // version, fontRevision
        w.u32(0); w.u32(0x5F0F_3CF5)  // checksumAdjustment (unchecked by FreeType), magicNumber
        w.u16(0x000B)  // flags: baseline at y = 0, left sidebearing at x = 0, integer scaling
        w.i16(unitsPerEm)
        w.u32(0); w.u32(0); w.u32(0); w.u32(0)  // created, modified
        w.i16(box.xMin); w.i16(box.yMin); w.i16(box.xMax); w.i16(box.yMax)
        w.u16(0); w.u16(8); w.i16(2)  // macStyle, lowestRecPPEM, fontDirectionHint
        w.i16(0); w.i16(0)  // indexToLocFormat: short offsets; glyphDataFormat
        return w.bytes
    }

    private static func hhea() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000)
        w.i16(ascender); w.i16(descender); w.i16(0)  // lineGap
        w.u16(advance); w.i16(box.xMin); w.i16(Int16(advance) - box.xMax); w.i16(box.xMax)
        w.i16(1); w.i16(0); w.i16(0)  // caret: vertical
        for _ in 0..<4 { w.i16(0) }  // reserved
        w.i16(0); w.u16(2)  // metricDataFormat, numberOfHMetrics
        return w.bytes
    }

    private static func maxp() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000); w.u16(2)  // version 1.0, numGlyphs
        w.u16(8); w.u16(2)  // maxPoints, maxContours
        w.u16(0); w.u16(0); w.u16(2)  // composite points and contours, maxZones
        for _ in 0..<8 { w.u16(0) }  // twilight points … component depth
        return w.bytes
    }

    private static func hmtx() -> [UInt8] {
        var w = ByteWriter()
        w.u16(advance); w.i16(box.xMin)  // glyph 0, the box
        w.u16(advance); w.i16(0)  // glyph 1, blank
        return w.bytes
    }

    /// Glyph 0 is two contours, the outer clockwise and the inner counter-clockwise, so
    /// the non-zero rule leaves the inside empty; glyph 1 has no outline (zero length).
    private static func glyf() -> (data: [UInt8], loca: [UInt8]) {
        let (x0, y0, x1, y1) = box
        let outer: [(Int16, Int16)] = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]
        let inner: [(Int16, Int16)] = [(x0 + stroke, y0 + stroke), (x1 - stroke, y0 + stroke),
                                       (x1 - stroke, y1 - stroke), (x0 + stroke, y1 - stroke)]
        let points = outer + inner
        var w = ByteWriter()
        w.i16(2); w.i16(x0); w.i16(y0); w.i16(x1); w.i16(y1)
        w.u16(3); w.u16(7)  // endPtsOfContours
        w.u16(0)  // no instructions
        for _ in points { w.bytes.append(0x01) }  // on-curve, 16-bit deltas
        var previous: (Int16, Int16) = (0, 0)
        for point in points { w.i16(point.0 - previous.0); previous.0 = point.0 }
        for point in points { w.i16(point.1 - previous.1); previous.1 = point.1 }
        // Short loca stores offsets / 2: glyph 0 at 0, glyph 1 (empty) and the end at its length.
        var loca = ByteWriter()
        let half = UInt16(w.bytes.count / 2)
        loca.u16(0); loca.u16(half); loca.u16(half)
        return (w.bytes, loca.bytes)
    }

    /// A format 4 subtable mapping U+0020 and U+00A0 to the blank glyph; everything else
    /// gets glyph 0.
    private static func cmap() -> [UInt8] {
        let segments: [(start: UInt16, end: UInt16, delta: UInt16)] = [
            (0x20, 0x20, 1 &- 0x20), (0xA0, 0xA0, 1 &- 0xA0), (0xFFFF, 0xFFFF, 1),
        ]
        let segCount = UInt16(segments.count)
        var sub = ByteWriter()
        sub.u16(4); sub.u16(16 + 8 * segCount); sub.u16(0)  // format, length, language
        sub.u16(segCount * 2)
        let entrySelector = UInt16(Int(segCount).bitWidth - Int(segCount).leadingZeroBitCount - 1)
        let searchRange = UInt16(2) << entrySelector
        sub.u16(searchRange); sub.u16(entrySelector); sub.u16(segCount * 2 - searchRange)
        for s in segments { sub.u16(s.end) }
        sub.u16(0)  // reservedPad
        for s in segments { sub.u16(s.start) }
        for s in segments { sub.u16(s.delta) }
        for _ in segments { sub.u16(0) }  // idRangeOffset
        var w = ByteWriter()
        w.u16(0); w.u16(1)  // version, one encoding record
        w.u16(3); w.u16(1); w.u32(12)  // Windows, Unicode BMP, at offset 12
        w.bytes += sub.bytes
        return w.bytes
    }

    /// Family (1), subfamily (2), full (4) and PostScript (6) names, Windows UTF-16BE.
    private static func name() -> [UInt8] {
        let records: [(id: UInt16, text: String)] = [
            (1, FontFace.placeholderFamilyName), (2, "Regular"), (4, FontFace.placeholderFamilyName),
            (6, "VitrinePlaceholder"),
        ]
        var strings: [UInt8] = []
        var w = ByteWriter()
        w.u16(0); w.u16(UInt16(records.count)); w.u16(UInt16(6 + 12 * records.count))
        for record in records {
            let encoded = record.text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            w.u16(3); w.u16(1); w.u16(0x0409); w.u16(record.id)
            w.u16(UInt16(encoded.count)); w.u16(UInt16(strings.count))
            strings += encoded
        }
        w.bytes += strings
        return w.bytes
    }

    /// Version 3: no glyph names.
    private static func post() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0003_0000); w.u32(0)  // version, italicAngle
        w.i16(-100); w.i16(50)  // underline position and thickness
        for _ in 0..<5 { w.u32(0) }  // isFixedPitch, memory hints
        return w.bytes
    }
}

/// Big-endian writes, as every sfnt field is stored.
private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u16(_ value: UInt16) { bytes += [UInt8(value >> 8), UInt8(value & 0xFF)] }
    mutating func i16(_ value: Int16) { u16(UInt16(bitPattern: value)) }
    mutating func u32(_ value: UInt32) { u16(UInt16(value >> 16)); u16(UInt16(value & 0xFFFF)) }
    mutating func tag(_ text: String) { bytes += Array(text.utf8.prefix(4)) }
}
