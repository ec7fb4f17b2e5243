// swift-tools-version:6.0
// Vitrine: a UIKit-style UI runtime for Linux touchscreen kiosks.
//
// The module graph follows docs/DESIGN.md: CoreGraphics (pixels, geometry, rasterizer) at
// the bottom, PlatformCore (the seams: display, input, event loop, and the values both
// sides share), Platform (the Linux backends: DRM, fbdev, headless, evdev, board config),
// QuartzCore (layers, compositor), UIKitCore (views, windows, events: no device), and
// UIKit, the host that starts an app on Linux and re-exports UIKitCore. The layering is
// enforced here: UIKitCore cannot import Platform. No unsafeFlags: apps depend on Vitrine
// by URL.
import PackageDescription

let package = Package(
    name: "Vitrine",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "VitrineTesting", targets: ["VitrineTesting"]),
        .executable(name: "vitrine", targets: ["vitrine"]),
        .executable(name: "vitrine-bench", targets: ["vitrine-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // MARK: - C libraries (module maps only)
        .systemLibrary(name: "CLibDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CLibEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        // The machine id, hashed per application (identifierForVendor).
        .systemLibrary(name: "CLibSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        // Keymaps (layouts, dead keys, compose) for hardware keyboards; the layouts are xkb-data's.
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev", "xkb-data"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // Cairo is the test oracle and the benchmark's peer, never a runtime dependency of apps.
        // The remote screen: neatvnc (ISC) on its aml loop, damage as pixman regions.
        .systemLibrary(name: "CNeatVNC", pkgConfig: "neatvnc", providers: [.apt(["libneatvnc-dev", "libaml-dev", "libpixman-1-dev"])]),
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
            dependencies: ["CoreGraphics", .product(name: "Logging", package: "swift-log")]
        ),
        .target(
            name: "Platform",
            dependencies: [
                "PlatformCore", "CoreGraphics", "CLibDRM", "CLibEvdev", "CLibSystemd", "CXKBCommon", "CVitrineLinux", "CNeatVNC",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: [.define("ENABLE_MOCKING", .when(configuration: .debug))]
        ),
        .target(
            name: "QuartzCore",
            dependencies: ["CoreGraphics", "PlatformCore"]
        ),
        // Everything an app's code touches; knows no device.
        .target(
            name: "UIKitCore",
            dependencies: [
                "QuartzCore", "CoreGraphics", "PlatformCore",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The host: starts an app on Linux (backend, input, systemd, console, blanking,
        // display recovery) and re-exports UIKitCore, so `import UIKit` is all an app needs.
        .target(
            name: "UIKit",
            dependencies: [
                "UIKitCore", "Platform", "PlatformCore",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "VitrineTesting",
            dependencies: ["PlatformCore", "CoreGraphics", "QuartzCore", .product(name: "Logging", package: "swift-log")]
        ),
        .target(
            name: "VitrineDemos",
            dependencies: ["UIKit"],
            resources: [.copy("Resources/logo.png"), .copy("Resources/Showcase")]
        ),
        // The kiosk's binary: demos, diagnostics, calibration. No Cairo.
        .executableTarget(
            name: "vitrine",
            dependencies: [
                "UIKit", "Platform", "PlatformCore", "VitrineDemos",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The benchmarks, with Cairo as the rasterizer's peer; never installed on a kiosk.
        .executableTarget(
            name: "vitrine-bench",
            dependencies: [
                "UIKit", "Platform", "PlatformCore", "CCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: - Tests
        // Apps written as on iOS, in each language mode: they must compile (they build with
        // the tests) and run headless (SourceCompatibilityTests).
        .target(
            name: "Swift5App",
            dependencies: ["UIKit"],
            path: "Tests/SourceCompatibility/Swift5App",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "Swift6App",
            dependencies: ["UIKit"],
            path: "Tests/SourceCompatibility/Swift6App"
        ),
        .testTarget(
            name: "SourceCompatibilityTests",
            dependencies: [
                "Swift5App", "Swift6App", "UIKitCore", "VitrineTesting",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/SourceCompatibility/SourceCompatibilityTests"
        ),
        // What the Cairo oracle tests of CoreGraphics and QuartzCore share: the image
        // comparison, its tolerances, and ink statistics for text.
        .target(name: "OracleSupport", dependencies: ["CoreGraphics"], path: "Tests/OracleSupport"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "CCairo", "OracleSupport"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "VitrineTesting", "CCairo", "OracleSupport"]),
        // UIKitCore's tests, and the host's in Host/.
        // Kiwi (python3-kiwisolver) is the Auto Layout solver's oracle, driven by a script.
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "UIKitCore", "Platform", "VitrineTesting", "TestFixtures", "OracleSupport"],
            resources: [.copy("Layout/Oracle/kiwi_oracle.py")]
        ),
        .testTarget(name: "BenchmarkTests", dependencies: ["vitrine-bench", "UIKitCore", "VitrineTesting"]),
        // The vendored fixtures (real panel recordings), found in the repository.
        .target(name: "TestFixtures", path: "Tests/TestFixtures"),
        .testTarget(name: "PlatformTests", dependencies: [
            "Platform", "PlatformCore", "TestFixtures", "VitrineTesting", .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["vitrine", "vitrine-bench", "VitrineDemos", "UIKit", "UIKitCore", "Platform", "VitrineTesting", "TestFixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
