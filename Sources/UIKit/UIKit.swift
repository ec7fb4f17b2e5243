// Vitrine — Apache License 2.0
// `import UIKit` is all an app needs, as on iOS: UIKitCore's views, windows and events,
// Foundation (with URLSession, which lives in FoundationNetworking on Linux), CoreGraphics
// and QuartzCore, and this module, the host that starts an app on Linux (UIApplicationMain:
// the display backend, touch panels, systemd, the console, blanking, display recovery).
@_exported import UIKitCore
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import CoreGraphics
@_exported import QuartzCore
