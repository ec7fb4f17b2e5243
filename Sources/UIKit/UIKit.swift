// Vitrine — Apache License 2.0
// `import UIKit` is all an app needs, as on iOS: Foundation's geometry types and
// Vitrine's CoreGraphics and QuartzCore come with it.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
