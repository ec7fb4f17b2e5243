// Vitrine — Apache License 2.0
@testable import QuartzCore

/// A `size` × `size` opaque image of red and blue squares `cell` pixels wide, red at the
/// top-left: sampling and perspective tests read its edges.
func checkerboard(size: Int, cell: Int) -> CGImage {
    let bitmap = Bitmap(width: size, height: size)!  // a positive size
    for y in 0..<size {
        for x in 0..<size {
            bitmap[x, y] = (x / cell + y / cell) % 2 == 0 ? 0xFFFF_0000 : 0xFF00_00FF
        }
    }
    return CGImage(bitmap: bitmap)
}
