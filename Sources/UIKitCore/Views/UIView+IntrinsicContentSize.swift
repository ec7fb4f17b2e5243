// Vitrine — Apache License 2.0

extension UIView {
    /// The `intrinsicContentSize` dimension of a view with no natural size in it (−1, as UIKit's).
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
}
