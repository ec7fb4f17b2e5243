// Vitrine — Apache License 2.0
// Layers, backing stores and the compositor. Public main-actor API is
// `@preconcurrency @MainActor`, so Swift 5 mode apps use it as on iOS (see UIKitCore.swift).
@_exported import CoreGraphics
