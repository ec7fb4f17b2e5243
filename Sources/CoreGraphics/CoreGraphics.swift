// Vitrine — Apache License 2.0
// Geometry, colours, pixels and the rasterizer. Foundation on Linux already defines
// CGFloat, CGPoint, CGSize and CGRect; they are re-exported, never redefined.
@_exported import Foundation
