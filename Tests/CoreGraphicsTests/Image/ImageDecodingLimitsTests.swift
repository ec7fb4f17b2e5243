// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import CoreGraphics
#if canImport(Glibc)
import Glibc
#endif

/// Headers that promise more than the data or the budget allows are refused before any
/// pixel memory is taken; files that are not regular files, or too large, are never read.
@Suite struct ImageDecodingLimitsTests {
    // MARK: - Budgets

    @Test func theStandardBudgetFollowsPhysicalMemory() {
        // An eighth of the memory at 4 bytes per pixel, between 2²² and 2²⁸ pixels.
        #expect(ImageDecodingLimits.sized(forPhysicalMemory: 1 << 30).maximumPixelCount == (1 << 30) / 32)
        #expect(ImageDecodingLimits.sized(forPhysicalMemory: 64 << 20).maximumPixelCount == 1 << 22)
        #expect(ImageDecodingLimits.sized(forPhysicalMemory: 1 << 40).maximumPixelCount == 1 << 28)
        #expect(ImageDecodingLimits(maximumPixelCount: -5, maximumFileSize: -1)
                == ImageDecodingLimits(maximumPixelCount: 0, maximumFileSize: 0))
    }

    @Test func aPNGAtTheBudgetDecodesAndOnePixelOverIsRefused() throws {
        let bitmap = try #require(Bitmap(width: 20, height: 20))
        let png = try PNGEncoder.encode(bitmap)
        let exact = ImageDecodingLimits(maximumPixelCount: 400, maximumFileSize: 1 << 20)
        #expect(try PNGDecoder.decode(png, limits: exact).width == 20)
        let under = ImageDecodingLimits(maximumPixelCount: 399, maximumFileSize: 1 << 20)
        let error = try #require(throws: PNGError.self) { _ = try PNGDecoder.decode(png, limits: under) }
        #expect(error.reason == .exceedsDecodingLimit(width: 20, height: 20, limit: 399))
        #expect(error.description.hasSuffix("image of 20x20 pixels exceeds the decoding limit of 399 pixels"))
    }

    @Test func aJPEGAtTheBudgetDecodesAndOnePixelOverIsRefused() throws {
        let exact = ImageDecodingLimits(maximumPixelCount: 256, maximumFileSize: 1 << 20)
        #expect(try JPEGDecoder.decode(IndependentJPEG.progressive16x16, limits: exact).width == 16)
        let under = ImageDecodingLimits(maximumPixelCount: 255, maximumFileSize: 1 << 20)
        let error = try #require(throws: JPEGError.self) {
            _ = try JPEGDecoder.decode(IndependentJPEG.progressive16x16, limits: under)
        }
        #expect(error.reason == "image of 16x16 pixels exceeds the decoding limit of 255 pixels")
    }

    /// A baseline header rewritten to 65500×65500 (4.3 G pixels, beyond any budget) with its
    /// 8×8 scan: refused from the header, where libjpeg would otherwise allocate gigabytes.
    @Test func aJPEGHeaderClaimingHugeDimensionsIsRefusedFromTheHeader() throws {
        var data = IndependentJPEG.gray8x8
        let sof = try #require(markerOffsets(0xC0, in: data).first)
        // SOF0: FF C0, length (2), precision (1), height (2), width (2).
        for offset in [sof + 5, sof + 7] {
            data[offset] = 0xFF
            data[offset + 1] = 0xDC  // 65500
        }
        let error = try #require(throws: JPEGError.self) { _ = try JPEGDecoder.decode(data) }
        #expect(error.reason.hasPrefix("image of 65500x65500 pixels exceeds the decoding limit"))
    }

    /// The same claim in a progressive file (SOF2), the kind that reached 8.4 GB before it was
    /// refused: progressive decoding keeps every coefficient, so it must stop at the header too.
    @Test func aProgressiveJPEGHeaderClaimingHugeDimensionsIsRefusedFromTheHeader() throws {
        var data = IndependentJPEG.progressive16x16
        let sof = try #require(markerOffsets(0xC2, in: data).first)
        for offset in [sof + 5, sof + 7] {
            data[offset] = 0xFF
            data[offset + 1] = 0xDC  // 65500
        }
        let error = try #require(throws: JPEGError.self) { _ = try JPEGDecoder.decode(data) }
        #expect(error.reason.hasPrefix("image of 65500x65500 pixels exceeds the decoding limit"))
    }

    // MARK: - Truncation

    /// 8-bit RGBA 23000×23000 in a 67-byte file, with no pixel budget: its scanlines need at least
    /// 23000 × (1 + 2875) bytes, more than 67 bytes of deflate can expand to (67 × 1032).
    @Test func aPNGHeaderPromisingMoreThanItsDataCanHoldIsRefused() throws {
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        file += chunk("IHDR", bigEndian(23000) + bigEndian(23000) + [8, 6, 0, 0, 0])
        file += chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])
        file += chunk("IEND", [])
        let unbounded = ImageDecodingLimits(maximumPixelCount: .max, maximumFileSize: .max)
        let error = try #require(throws: PNGError.self) { _ = try PNGDecoder.decode(file, limits: unbounded) }
        #expect(error.reason == .dataTooShort(width: 23000, height: 23000, bytes: file.count))
        // The arithmetic of the bound, at its edge: 1032 × bytes is the most deflate yields.
        #expect(PNGDecoder.refusal(width: 8, height: 1032, dataSize: 2, limits: .standard) == nil)
        #expect(PNGDecoder.refusal(width: 8, height: 1033, dataSize: 2, limits: .standard)
                == .dataTooShort(width: 8, height: 1033, bytes: 2))
    }

    /// A baseline file cut inside its scan but closed with an EOI marker, as a broken upload
    /// or a careless tool leaves it: libjpeg would pad it with grey; it is refused.
    @Test func aTruncatedBaselineJPEGEndingInEOIIsRefused() throws {
        let file = IndependentJPEG.gray8x8
        let sos = try #require(markerOffsets(0xDA, in: file).first)
        let headerEnd = sos + 2 + Int(file[sos + 2]) << 8 + Int(file[sos + 3])
        let cut = file.prefix(headerEnd + 2) + Data([0xFF, 0xD9])
        let error = try #require(throws: JPEGError.self) { _ = try JPEGDecoder.decode(cut) }
        #expect(error.reason.contains("premature end") || error.reason.contains("Premature end"), "\(error)")
    }

    /// A progressive file stopped after its first scan and closed with EOI: a valid stream
    /// whose later coefficients never came. Refused, where libjpeg returns a blurred image.
    @Test func aProgressiveJPEGMissingItsLaterScansIsRefused() throws {
        let file = IndependentJPEG.progressive16x16
        let scans = markerOffsets(0xDA, in: file)
        #expect(scans.count > 2)
        // Everything up to the second scan's own Huffman tables or header, then EOI.
        let secondScanStart = markerOffsets(0xC4, in: file).filter { $0 > scans[0] }.first ?? scans[1]
        let cut = file.prefix(min(secondScanStart, scans[1])) + Data([0xFF, 0xD9])
        let error = try #require(throws: JPEGError.self) { _ = try JPEGDecoder.decode(cut) }
        #expect(error.reason.contains("Premature end"), "\(error)")
    }

    /// The last scan repeated 1,001 times (libjpeg only warns about a repeated refinement):
    /// refused at the scan limit instead of walking the coefficients a thousand times.
    @Test func aProgressiveJPEGWithThousandsOfScansIsRefused() throws {
        let file = IndependentJPEG.progressive16x16
        let lastScan = try #require(markerOffsets(0xDA, in: file).last)
        let eoi = try #require(markerOffsets(0xD9, in: file).last)
        let scan = file[lastScan..<eoi]
        var data = file.prefix(eoi)
        for _ in 0..<1001 { data += scan }
        data += Data([0xFF, 0xD9])
        let error = try #require(throws: JPEGError.self) { _ = try JPEGDecoder.decode(data) }
        #expect(error.reason == "more than 1000 scans")
        // The same file with its last scan repeated a few times still decodes.
        var few = file.prefix(eoi)
        for _ in 0..<3 { few += scan }
        few += Data([0xFF, 0xD9])
        #expect(try JPEGDecoder.decode(few).width == 16)
    }

    // MARK: - Files

    @Test func aDirectoryADeviceAndAFIFOAreRefusedWithoutReading() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-fifo-\(getpid())").path
        unlink(fifo)
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        for (path, kind) in [("/tmp", "a directory"), ("/dev/zero", "a character device"), (fifo, "a FIFO")] {
            let error = try #require(throws: FileReadError.self) { _ = try BoundedFile.contents(atPath: path, limit: 1 << 20) }
            #expect(error.reason == .notARegularFile(kind: kind))
            #expect(error.description == "read \(path): \(kind), not a regular file")
        }
        let pngError = try #require(throws: PNGError.self) { _ = try PNGDecoder.decode(contentsOfFile: "/dev/zero") }
        #expect(pngError == PNGError(.readFile, context: "/dev/zero", reason: .notARegularFile(kind: "a character device")))
    }

    @Test func aFileOverTheSizeLimitIsRefusedAndOneAtItIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-size-\(getpid()).bin").path
        defer { unlink(path) }
        try Data(repeating: 7, count: 1000).write(to: URL(fileURLWithPath: path))
        #expect(try BoundedFile.contents(atPath: path, limit: 1000).count == 1000)
        let error = try #require(throws: FileReadError.self) { _ = try BoundedFile.contents(atPath: path, limit: 999) }
        #expect(error.reason == .tooLarge(size: 1000, limit: 999))
        #expect(error.description == "read \(path): file of 1000 bytes exceeds the limit of 999 bytes")
        let png = try #require(throws: PNGError.self) {
            _ = try PNGDecoder.decode(contentsOfFile: path, limits: ImageDecodingLimits(maximumPixelCount: 1, maximumFileSize: 999))
        }
        #expect(png.reason == .fileTooLarge(size: 1000, limit: 999))
    }

    // MARK: - Building files

    /// Offsets of `FF <marker>` in `data`.
    private func markerOffsets(_ marker: UInt8, in data: Data) -> [Int] {
        let bytes = [UInt8](data)
        return (0..<(bytes.count - 1)).filter { bytes[$0] == 0xFF && bytes[$0 + 1] == marker }
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A PNG chunk: length, type, data, and the CRC-32 (ISO 3309, as PNG specifies) of type + data.
    private func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return Data(bigEndian(UInt32(body.count)) + typed + bigEndian(crc ^ 0xFFFF_FFFF))
    }
}
