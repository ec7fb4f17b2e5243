// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import UIKitCore

/// Trait collections as values: combining, containing, size classes.
@MainActor @Suite struct UITraitCollectionTests {
    @Test func combiningTakesTheLastSpecifiedValueOfEachTrait() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(),
        ])
        #expect(combined.userInterfaceStyle == .light)
        #expect(combined.displayScale == 2)
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.preferredContentSizeCategory == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(combined.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!combined.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
    }

    @Test func sizeClassesFollowTheWindowsSize() {
        // A full-screen iPad (1024 × 768) and a kiosk panel: regular both ways.
        #expect(UITraitCollection.sizeClasses(for: CGSize(width: 1024, height: 768)) == (.regular, .regular))
        // An iPhone in portrait: compact width, regular height; in landscape: compact height.
        #expect(UITraitCollection.sizeClasses(for: CGSize(width: 390, height: 844)) == (.compact, .regular))
        #expect(UITraitCollection.sizeClasses(for: CGSize(width: 568, height: 320)) == (.compact, .compact))
        // iPad Slide Over.
        #expect(UITraitCollection.sizeClasses(for: CGSize(width: 320, height: 1024)) == (.compact, .regular))
    }

    @Test func theScreenGivesItsScaleTheDefaultTextSizeAndLeftToRight() {
        let screen = UIScreen(pixelWidth: 1280, pixelHeight: 800, scale: 2)
        let traits = screen.traitCollection
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.displayScale == 2)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .leftToRight)
        // 640 × 400 points: regular width, compact height.
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .compact)
    }

    @Test func aWindowsSizeClassesFollowItsBounds() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        final class Recorder: UIView {
            var previous: [UITraitCollection?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection)
            }
        }
        let child = Recorder(frame: .zero)
        window.addSubview(child)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 768)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.previous.last??.horizontalSizeClass == .regular)
    }

    @Test func contentSizeCategoriesAreOrdered() {
        #expect(UIContentSizeCategory.large > .medium)
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
    }

    /// `current` belongs to the thread that sets it (as UIKit keeps it): a dark collection made
    /// current on one thread leaves another thread's colours resolving with its own traits.
    @Test func performAsCurrentChangesOnlyTheCallingThread() {
        let colour = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        let inside = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let other = Thread {
            UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
                inside.signal()
                release.wait()
            }
        }
        other.start()
        inside.wait()
        var seen: CGColor?
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { seen = colour.cgColor }
        let afterwards = UITraitCollection.current.userInterfaceStyle
        release.signal()
        #expect(seen == UIColor.black.cgColor)
        #expect(afterwards != .dark)
    }
}
