// Vitrine — Apache License 2.0

extension UIImage {
    /// The image as a PNG file; nil for an empty image or when encoding fails (logged).
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        do {
            return try PNGEncoder.encode(cgImage.bitmap)
        } catch {
            imageLogger.error("UIImage.pngData: \(error)")
            return nil
        }
    }

    /// The image as a JPEG file at `compressionQuality` 0 (smallest) ... 1 (best); alpha is
    /// dropped (transparent areas become black). Nil for an empty image or when encoding fails (logged).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        do {
            return try JPEGEncoder.encode(cgImage.bitmap, quality: Double(compressionQuality))
        } catch {
            imageLogger.error("UIImage.jpegData: \(error)")
            return nil
        }
    }
}
