// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

@MainActor
@Suite struct UIButtonConfigurationTests {
    @Test func stylesSetTheLayersBackgroundAndCornerRadius() {
        var filled = UIButton.Configuration.filled()
        filled.title = "Buy"
        let button = UIButton(configuration: filled)
        button.tintColor = .red
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        button.layoutIfNeeded()
        #expect(button.layer.backgroundColor == UIColor.red.cgColor)
        #expect(button.layer.cornerRadius == 6)
        #expect(button.titleLabel?.textColor.cgColor == UIColor.white.cgColor)
        #expect(button.titleLabel?.font.pointSize == 17)

        var capsule = UIButton.Configuration.tinted()
        capsule.cornerStyle = .capsule
        button.configuration = capsule
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == 20)
        #expect(abs((button.layer.backgroundColor?.alpha ?? 0) - 0.15) < 0.001)
        #expect(button.titleLabel?.textColor.cgColor == UIColor.red.cgColor)

        button.configuration = .plain()
        #expect(button.layer.backgroundColor == nil || button.layer.backgroundColor?.alpha == 0)
        button.configuration = .borderedProminent()
        #expect(button.layer.backgroundColor == UIColor.red.cgColor)
    }

    @Test func theIntrinsicSizeAddsTheContentInsets() {
        var plain = UIButton.Configuration.plain()
        plain.title = "Hi"
        plain.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 20)
        let button = UIButton(configuration: plain)
        let measured = try! #require(button.titleLabel).intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: measured.width + 30, height: measured.height + 10))
    }

    @Test func theUpdateHandlerRunsOnStateChangesAndATapStillSendsThePrimaryAction() {
        let harness = TouchHarness()
        var runs = 0
        let button = UIButton(configuration: .gray(), primaryAction: UIAction { _ in runs += 1 })
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isHighlighted ? "Down" : "Up"
        }
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
        harness.window.addSubview(button)
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        #expect(button.titleLabel?.text == "Down")
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 0.05)
        #expect(button.titleLabel?.text == "Up")
        #expect(runs == 1)
    }

    /// A 10 × 10 opaque image.
    private static let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
        UIColor.black.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func theSubtitleSitsUnderTheTitleTitlePaddingBelowAndAlignsPerTitleAlignment() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "A long title"
        configuration.subtitle = "Sub"
        configuration.titlePadding = 4
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        button.layoutIfNeeded()
        let title = try! #require(button.titleLabel)
        let subtitle = try! #require(button.subtitleLabel)
        #expect(title.font.pointSize == 17 && subtitle.font.pointSize == 12)
        #expect(subtitle.frame.minY == title.frame.maxY + 4)
        #expect(abs(subtitle.frame.midX - title.frame.midX) <= 0.5, "automatic without an image: centred")
        // The text block is centred in the bounds.
        let height = title.frame.height + 4 + subtitle.frame.height
        #expect(title.frame.minY == ((100 - height) / 2).rounded())
        configuration.titleAlignment = .leading
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(subtitle.frame.minX == title.frame.minX)
        configuration.titleAlignment = .trailing
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(subtitle.frame.maxX == title.frame.maxX)
        // Insets: 7 above and below, 12 at the sides (medium).
        #expect(button.intrinsicContentSize == CGSize(width: title.intrinsicContentSize.width + 24,
                                                      height: title.intrinsicContentSize.height + 4 + subtitle.intrinsicContentSize.height + 14))
    }

    @Test func anAttributedTitleKeepsItsAttributesAndTakesTheButtonsForTheRest() {
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Big")
        title.font = UIFont.systemFont(ofSize: 30)
        var rest = AttributedString(" small")
        rest.foregroundColor = UIColor.green
        title += rest
        configuration.attributedTitle = title
        #expect(configuration.title == "Big small")
        let button = UIButton(configuration: configuration)
        let label = try! #require(button.titleLabel)
        let text = try! #require(label.attributedText)
        #expect(text.string == "Big small")
        #expect((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        #expect((text.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor)?.cgColor == UIColor.green.cgColor)
        #expect(label.font.pointSize == 17, "the rest takes the size's font")
        #expect(configuration == configuration && configuration != .filled())
        #expect(Set([configuration, configuration]).count == 1)
        // Setting the plain title drops the attributes.
        configuration.title = "Plain"
        #expect(configuration.attributedTitle == AttributedString("Plain"))
    }

    @Test func aSymbolImageTakesThePreferredSymbolConfiguration() throws {
        let star = try #require(UIImage(systemName: "star"), "the icon font is installed by scripts/setup")
        var configuration = UIButton.Configuration.plain()
        configuration.image = star
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 40)
        let button = UIButton(configuration: configuration)
        let shown = try #require(button.imageView?.image)
        let expected = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)).size
        #expect(shown.size == expected && expected.height > star.size.height)
        // Applying again reuses the drawn image.
        button.setNeedsUpdateConfiguration()
        #expect(button.imageView?.image === shown)
    }

    @Test func textAttributeTransformersAdjustTheFontAndColour() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "Subtitle"
        var seen: [CGFloat] = []
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            seen.append(incoming.font?.pointSize ?? 0)
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 22)
            return outgoing
        }
        configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = UIColor.green
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        #expect(seen.first == 17, "the transformer receives the size's font")
        #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 22))
        #expect(button.subtitleLabel?.textColor.cgColor == UIColor.green.cgColor)
        #expect(button.subtitleLabel?.font.pointSize == 12)
    }

    @Test(arguments: [NSDirectionalRectEdge.leading, .trailing, .top, .bottom])
    func theImageSitsAtItsPlacementImagePaddingFromTheTitle(placement: NSDirectionalRectEdge) {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Title"
        configuration.image = Self.square
        configuration.imagePadding = 5
        configuration.imagePlacement = placement
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        button.layoutIfNeeded()
        let image = try! #require(button.imageView).frame
        let title = try! #require(button.titleLabel).frame
        let text = title.size
        #expect(image.size == CGSize(width: 10, height: 10))
        let insets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        switch placement {
        case .leading:
            #expect(title.minX == image.maxX + 5)
            #expect(button.intrinsicContentSize == CGSize(width: 12 + 10 + 5 + text.width + 12, height: 7 + max(10, text.height) + 7))
        case .trailing:
            #expect(image.minX == title.maxX + 5)
        case .top:
            #expect(title.minY == image.maxY + 5)
            #expect(abs(image.midX - title.midX) <= 0.5)
            #expect(button.intrinsicContentSize == CGSize(width: insets.leading + max(10, text.width) + insets.trailing,
                                                          height: 7 + 10 + 5 + text.height + 7))
        default:
            #expect(image.minY == title.maxY + 5)
        }
    }

    @Test func theButtonSizeSetsTheFontAndDefaultInsetsUnlessInsetsWereSet() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Size"
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.buttonSize = .mini
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.font.pointSize == 12)
        configuration.contentInsets = .zero
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == .zero, "insets the app set stay")
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets.top == 14)
        button.configuration = configuration
        #expect(button.titleLabel?.font.pointSize == 17)
    }

    @Test func theActivityIndicatorTakesTheImagesPlace() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Saving"
        configuration.image = Self.square
        configuration.showsActivityIndicator = true
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        let spinner = try! #require(button.activityIndicator)
        #expect(spinner.isAnimating && spinner.superview === button)
        #expect(button.storedImageView?.isHidden ?? true, "no image beside the spinner")
        #expect(try! #require(button.titleLabel).frame.minX == spinner.frame.maxX + 6)
        configuration.showsActivityIndicator = false
        button.configuration = configuration
        #expect(button.activityIndicator == nil && !spinner.isAnimating)
        #expect(button.imageView?.isHidden == false)
    }

    @Test func theBackgroundConfigurationOverridesColourRadiusAndStrokes() {
        var configuration = UIButton.Configuration.filled()
        configuration.background.backgroundColor = .blue
        configuration.background.cornerRadius = 3
        configuration.background.strokeColor = .green
        configuration.background.strokeWidth = 2
        configuration.cornerStyle = .fixed
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(button.layer.backgroundColor == UIColor.blue.cgColor)
        #expect(button.layer.cornerRadius == 3)
        #expect(button.layer.borderWidth == 2 && button.layer.borderColor == UIColor.green.cgColor)
        button.setTitle("Per state", for: .normal)
        button.configuration = nil
        #expect(button.layer.borderWidth == 0 && button.layer.backgroundColor == nil)
        #expect(button.titleLabel?.text == "Per state" && button.titleLabel?.font.pointSize == 15,
                "back to the system button's look")
    }

    @Test func pressedAndDisabledLooksComeAutomaticallyUnlessTurnedOff() {
        let harness = TouchHarness()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.tintColor = .red
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
        harness.window.addSubview(button)
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        #expect(abs((button.layer.backgroundColor?.alpha ?? 0) - 0.75) < 0.001, "pressed filled: background dimmed")
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 0.05)
        #expect(button.layer.backgroundColor == UIColor.red.cgColor)
        button.isEnabled = false
        #expect(button.layer.backgroundColor == UIColor.tertiarySystemFill.cgColor)
        #expect(button.titleLabel?.textColor.cgColor == UIColor.tertiaryLabel.cgColor)
        button.isEnabled = true
        button.configuration = .plain()
        button.configuration?.title = "Plain"
        harness.send(.began, CGPoint(x: 150, y: 150), at: 1)
        #expect(abs((button.titleLabel?.textColor.cgColor.alpha ?? 0) - 0.5) < 0.001, "pressed plain: title dimmed")
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 1.05)
        button.automaticallyUpdatesConfiguration = false
        harness.send(.began, CGPoint(x: 150, y: 150), at: 2)
        #expect(button.titleLabel?.textColor.cgColor == UIColor.red.cgColor)
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 2.05)
    }

    @Test func subclassesUpdateTheConfigurationInUpdateConfiguration() {
        final class StateButton: UIButton {
            var updates = 0
            override func updateConfiguration() {
                updates += 1
                configuration?.subtitle = isHighlighted ? "pressed" : nil
            }
        }
        let harness = TouchHarness()
        let button = StateButton(configuration: .gray())
        button.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
        harness.window.addSubview(button)
        let before = button.updates
        harness.send(.began, CGPoint(x: 150, y: 150), at: 0)
        #expect(button.subtitleLabel?.text == "pressed")
        harness.send(.ended, CGPoint(x: 150, y: 150), at: 0.05)
        #expect(button.subtitleLabel == nil)
        #expect(button.updates == before + 2)
    }

    /// A filled red button, 40 × 20 at (10, 10) on white, corner radius 6: the fill, the
    /// rounded corner and the pressed background, at `scale`.
    @Test(arguments: [1, 2] as [CGFloat])
    func aFilledButtonsPixels(scale: CGFloat) {
        let scene = ControlPixelScene(width: 60, height: 40, scale: scale, background: .white)
        let button = UIButton(configuration: .filled())
        button.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        button.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        scene.window.addSubview(button)
        let compose = scene.compose
        func pixel(_ x: CGFloat, _ y: CGFloat) -> UInt32 { scene[x, y] }
        compose()
        #expect(pixel(30, 20) == 0xFFFF_0000, "the fill")
        #expect(pixel(10, 20) == 0xFFFF_0000, "the straight left edge, past the corners")
        #expect(pixel(9, 20) == 0xFFFF_FFFF)
        // The top-left corner pixel lies outside the 6-point arc: (0.5, 0.5) is
        // 6·√2 − 0.5·√2 ≈ 7.8 points from the arc's centre (6, 6), beyond its radius.
        #expect(pixel(10, 10) == 0xFFFF_FFFF, "rounded corner")
        // Pressed: red at 75 % over white: green and blue 255 · 0.25 = 63.75.
        button.isHighlighted = true
        compose()
        let pressed = pixel(30, 20)
        #expect(pressed >> 16 & 0xFF == 0xFF && (63...64).contains(pressed >> 8 & 0xFF), "\(String(pressed, radix: 16))")
        // Tinted: red at 15 % over white: green and blue 255 · 0.85 = 216.75.
        button.configuration?.style = .tinted
        compose()
        let tinted = pixel(30, 20)
        #expect(tinted >> 16 & 0xFF == 0xFF && (216...217).contains(tinted & 0xFF), "\(String(tinted, radix: 16))")
        button.configuration?.style = .filled
        // A 2-point green stroke inside the edge.
        button.isHighlighted = false
        button.configuration?.background.strokeColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        button.configuration?.background.strokeWidth = 2
        compose()
        #expect(pixel(30, 10) == 0xFF00_FF00 && pixel(30, 11) == 0xFF00_FF00 && pixel(30, 12) == 0xFFFF_0000)
    }
}
