// Vitrine — Apache License 2.0
import Testing
@testable import UIKitCore

/// `UIColor { traits in … }`: the provider sees the traits it is resolved with.
@MainActor @Suite struct UIColorDynamicTests {
    @Test func theProviderIsCalledWithTheTraitsResolvedWith() {
        var seen: [UIUserInterfaceStyle] = []
        let color = UIColor { traits in
            seen.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(seen == [.dark, .light])
    }

    @Test func cgColorResolvesWithTheCurrentTraits() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(color.cgColor == UIColor.white.cgColor)
        }
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
            #expect(color.cgColor == UIColor.black.cgColor)
        }
    }

    @Test func aViewsDrawingSeesItsTraitsAsCurrent() {
        final class Probe: UIView {
            var styles: [UIUserInterfaceStyle] = []
            override func draw(_ rect: CGRect) { styles.append(UITraitCollection.current.userInterfaceStyle) }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        probe.overrideUserInterfaceStyle = .dark
        probe.layer.displayIfNeeded()
        #expect(probe.styles == [.dark])
    }

    @Test func withAlphaComponentKeepsAColourDynamic() {
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.components == [1, 1, 1, 0.5])
        #expect(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor.components == [0, 0, 0, 0.5])
    }

    @Test func aProviderAnsweringWithItselfDoesNotLoop() {
        var color: UIColor!
        color = UIColor { _ in color }
        #expect(color.resolvedColor(with: UITraitCollection()) == .clear)
    }
}
