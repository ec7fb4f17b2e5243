// Vitrine — Apache License 2.0

extension UIButton {
    /// The kinds of button, with UIKit's raw values (archives store them as numbers).
    public enum ButtonType: Int, Sendable {
        /// No system styling: titles white by default, images shown as they are.
        case custom = 0
        /// The tinted text button: title in the tint colour, faded while pressed.
        case system = 1
        /// A system button showing an info symbol (`info.circle`).
        case detailDisclosure = 2
        /// A system button showing an info symbol (`info.circle`), as iOS 7 and later draw it.
        case infoLight = 3
        /// A system button showing an info symbol (`info.circle`), as iOS 7 and later draw it.
        case infoDark = 4
        /// A system button showing a plus symbol (`plus.circle`).
        case contactAdd = 5
        /// A close button showing `xmark.circle.fill`.
        case close = 7

        /// The rounded-rectangle button of iOS 6 and earlier; a system button since iOS 7.
        public static var roundedRect: ButtonType { .system }

        /// The symbol the button type shows without an image of its own.
        var systemImageName: String? {
            switch self {
            case .detailDisclosure, .infoLight, .infoDark: "info.circle"
            case .contactAdd: "plus.circle"
            case .close: "xmark.circle.fill"
            case .custom, .system: nil
            }
        }
    }
}
