// Vitrine — Apache License 2.0
import CoreGraphics

// The compositor works in the logical screen, the way the user sees it; a panel mounted
// turned gets the picture turned the other way in its scanout buffer, during the one copy
// of damaged pixels that happens anyway. Rotating the image `rotation` clockwise maps
// logical pixel (x, y) of a W × H screen to the panel's pixel:
//   90°: (H − 1 − y, x)     180°: (W − 1 − x, H − 1 − y)     270°: (y, W − 1 − x)
// The copy walks the DESTINATION row by row, so the (often write-combined) scanout memory
// is written sequentially and only the RAM screen is read with a stride.

extension DisplayRotation {
    /// The panel's size for a logical screen of `width × height`.
    public func physicalSize(logicalWidth width: Int, logicalHeight height: Int) -> (width: Int, height: Int) {
        swapsWidthAndHeight ? (height, width) : (width, height)
    }

    /// The logical screen's size for a panel of `width × height`.
    public func logicalSize(physicalWidth width: Int, physicalHeight height: Int) -> (width: Int, height: Int) {
        swapsWidthAndHeight ? (height, width) : (width, height)
    }

    /// Where the logical rectangle `rect` of a `width × height` screen lands on the panel.
    public func physicalRect(_ rect: PixelRect, logicalWidth width: Int, logicalHeight height: Int) -> PixelRect {
        switch self {
        case .degrees0: return rect
        case .degrees90: return PixelRect(x: height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        case .degrees180: return PixelRect(x: width - rect.maxX, y: height - rect.maxY, width: rect.width, height: rect.height)
        case .degrees270: return PixelRect(x: rect.minY, y: width - rect.maxX, width: rect.height, height: rect.width)
        }
    }

    /// Copies the logical rectangle `rect` of `screen`, turned, into panel memory that
    /// starts at `destination` with `pitch` bytes per row.
    public func copy(_ rect: PixelRect, from screen: Bitmap, into destination: UnsafeMutableRawPointer, pitch: Int) {
        let r = rect.intersection(screen.bounds)
        guard !r.isEmpty else { return }
        let w = screen.width, h = screen.height, stride = screen.stride
        let source = screen.pixels
        let target = physicalRect(r, logicalWidth: w, logicalHeight: h)
        for py in target.minY..<target.maxY {
            let row = (destination + py * pitch).assumingMemoryBound(to: UInt32.self)
            switch self {
            case .degrees0:
                (row + target.minX).update(from: source + py * stride + target.minX, count: target.width)
            case .degrees90:
                // Panel (px, py) shows logical (py, H − 1 − px).
                for px in target.minX..<target.maxX { row[px] = source[(h - 1 - px) * stride + py] }
            case .degrees180:
                let logicalRow = source + (h - 1 - py) * stride
                for px in target.minX..<target.maxX { row[px] = logicalRow[w - 1 - px] }
            case .degrees270:
                // Panel (px, py) shows logical (W − 1 − py, px).
                for px in target.minX..<target.maxX { row[px] = source[px * stride + (w - 1 - py)] }
            }
        }
    }
}
