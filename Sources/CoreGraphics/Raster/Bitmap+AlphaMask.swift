// Vitrine — Apache License 2.0

extension Bitmap {
    /// Scales every pixel by the alpha of the pixel at the same place in `mask` (a bitmap
    /// of the same size): Core Animation's layer mask, on premultiplied pixels.
    package func multiply(byAlphaOf mask: Bitmap) {
        precondition(mask.width == width && mask.height == height, "Bitmap.multiply(byAlphaOf:): sizes differ")
        for y in 0..<height {
            let row = pixels + y * stride, maskRow = mask.pixels + y * mask.stride
            for x in 0..<width {
                let alpha = maskRow[x] >> 24
                if alpha == 255 { continue }
                row[x] = alpha == 0 ? 0 : PremultipliedPixel.scale(row[x], by: alpha)
            }
        }
    }
}
