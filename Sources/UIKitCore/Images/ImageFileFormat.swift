// Vitrine — Apache License 2.0
import Logging
import PlatformCore

/// The image file formats UIImage decodes, recognized by their signatures.
enum ImageFileFormat {
    case png, jpeg

    /// The format `data` starts with, or nil.
    init?(sniffing data: Data) {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// Decodes `data`; logs why (to `logger`, as an `image_decode` problem) and returns nil
    /// when it cannot. `source` names the data in the log.
    static func decode(_ data: Data, source: String, logger: Logger = imageLogger) -> Bitmap? {
        guard let format = ImageFileFormat(sniffing: data) else {
            let head = data.prefix(8).map { String($0, radix: 16) }.joined(separator: " ")
            logger.error("UIImage: \(source) (\(data.count) bytes) is neither PNG nor JPEG (starts \(head))", metadata: .errorKind(.imageDecode))
            return nil
        }
        do {
            switch format {
            case .png: return try PNGDecoder.decode(data)
            case .jpeg: return try JPEGDecoder.decode(data)
            }
        } catch {
            logger.error("UIImage: \(source): \(error)", metadata: .errorKind(.imageDecode))
            return nil
        }
    }
}
