// Vitrine — Apache License 2.0
// Layers, backing stores and the compositor.
@_exported import CoreGraphics
