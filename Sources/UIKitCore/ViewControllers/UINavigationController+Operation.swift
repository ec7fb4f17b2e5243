// Vitrine — Apache License 2.0

extension UINavigationController {
    /// The kind of change a navigation controller's transition makes, for the delegate's
    /// `navigationController(_:animationControllerFor:from:to:)`. The raw values are UIKit's.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}
