// swift-tools-version:6.0
// Vitrine: a UIKit-style UI runtime for Linux touchscreen kiosks.
//
// The module graph follows docs/DESIGN.md: CoreGraphics (pixels, geometry, rasterizer) at the
// bottom, PlatformCore (the seams: display, input, event loop), Platform (the Linux
// implementations: DRM, evdev, board config), QuartzCore (layers, compositor), UIKit
// (views, windows, application). No unsafeFlags: apps depend on Vitrine by URL.
import PackageDescription

let package = Package(
    name: "Vitrine",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "VitrineTesting", targets: ["VitrineTesting"]),
        .executable(name: "vitrine", targets: ["vitrine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // MARK: - C libraries (module maps only)
        .systemLibrary(name: "CLibDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CLibEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // Cairo is the test oracle and the benchmark's peer, never a runtime dependency of apps.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .target(name: "CVitrineLinux"),
        // setjmp-based error handling for libjpeg, so no longjmp crosses Swift frames.
        .target(name: "CVitrineJPEG", dependencies: ["CLibJPEG"], linkerSettings: [.linkedLibrary("jpeg")]),
        // Prefetch hints for the span blender (inline functions in a header).
        .target(name: "CVitrineCPU"),

        // MARK: - Frameworks
        .target(
            name: "CoreGraphics",
            dependencies: ["CLibPNG", "CLibJPEG", "CVitrineJPEG", "CVitrineCPU", "CFontconfig", "CFreeType", "CHarfBuzz"]
        ),
        .target(
            name: "PlatformCore",
            dependencies: ["CoreGraphics"]
        ),
        .target(
            name: "Platform",
            dependencies: [
                "PlatformCore", "CoreGraphics", "CLibDRM", "CLibEvdev", "CVitrineLinux",
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.define("ENABLE_MOCKING", .when(configuration: .debug))]
        ),
        .target(
            name: "QuartzCore",
            dependencies: ["CoreGraphics", "PlatformCore"]
        ),
        .target(
            name: "UIKit",
            dependencies: [
                "QuartzCore", "CoreGraphics", "PlatformCore", "Platform",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "VitrineTesting",
            dependencies: ["PlatformCore", "CoreGraphics", "QuartzCore"]
        ),
        .target(
            name: "VitrineDemos",
            dependencies: ["UIKit"],
            resources: [.copy("Resources/logo.png")]
        ),
        .executableTarget(
            name: "vitrine",
            dependencies: [
                "UIKit", "Platform", "PlatformCore", "VitrineDemos", "CCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: - Tests
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "CCairo"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "VitrineTesting"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "VitrineTesting"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "PlatformCore"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["vitrine", "VitrineDemos", "UIKit", "Platform", "VitrineTesting"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
