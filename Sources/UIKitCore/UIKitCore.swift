// Vitrine — Apache License 2.0
// UIKitCore: everything an app's code touches (views, windows, screen, events, gestures,
// animation, drawing, the frame scheduler), over QuartzCore, CoreGraphics and
// PlatformCore's seams only. It knows no device; the host that starts an app on Linux
// is the `UIKit` module, which re-exports this one, so apps write `import UIKit`.
//
// Public main-actor API is `@preconcurrency @MainActor`, as iOS's UIKit is imported from
// Objective-C: Swift 5 mode code (free functions, helper classes) uses it without
// isolation errors, and Swift 6 mode code is checked as on iOS (SE-0337).
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
