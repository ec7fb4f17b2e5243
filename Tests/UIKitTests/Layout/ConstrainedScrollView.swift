// Vitrine — Apache License 2.0
@testable import UIKitCore

/// A 300 × 400-point scroll view placed by constraints at (0, 0) of a window 300 points
/// wide and `windowHeight` high.
@MainActor
func constrainedScrollView(windowHeight: CGFloat) -> (UIWindow, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: windowHeight))
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(scrollView)
    NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: window.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        scrollView.heightAnchor.constraint(equalToConstant: 400),
    ])
    return (window, scrollView)
}
