// swift-tools-version:6.0
// Vitrine — Apache License 2.0
//
// A kiosk app is an executable that depends on Vitrine's `UIKit` product, nothing more.
import PackageDescription

let package = Package(
    name: "HelloKiosk",
    dependencies: [
        // Vitrine itself, two folders up. In a copy of your own, the URL you cloned Vitrine from:
        // .package(url: "https://example.com/you/vitrine.git", branch: "main"),
        // (a URL names the package by its last part, here `vitrine`; a path needs `name:`).
        .package(name: "Vitrine", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "HelloKiosk", dependencies: [.product(name: "UIKit", package: "Vitrine")]),
    ],
    swiftLanguageModes: [.v6]
)
