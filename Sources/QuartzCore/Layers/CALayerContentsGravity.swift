// Vitrine — Apache License 2.0

/// How a layer's contents are placed in its bounds (Core Animation's gravity names, in
/// UIKit's sense of top and bottom: the visual top of the screen).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled uniformly to fit inside the bounds, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled uniformly to cover the bounds, centred; what sticks out shows unless the layer masks to bounds.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where contents of `size` points go in `bounds`.
    public func rect(forContentsOfSize size: CGSize, in bounds: CGRect) -> CGRect {
        let w = size.width, h = size.height
        func place(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }
        let midX = bounds.midX - w / 2, midY = bounds.midY - h / 2
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let scale = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * scale, height: h * scale)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .top: return place(midX, bounds.minY)
        case .bottom: return place(midX, bounds.maxY - h)
        case .left: return place(bounds.minX, midY)
        case .right: return place(bounds.maxX - w, midY)
        case .topLeft: return place(bounds.minX, bounds.minY)
        case .topRight: return place(bounds.maxX - w, bounds.minY)
        case .bottomLeft: return place(bounds.minX, bounds.maxY - h)
        case .bottomRight: return place(bounds.maxX - w, bounds.maxY - h)
        default: return place(midX, midY)  // .center, and names Vitrine does not know
        }
    }
}
