// Vitrine — Apache License 2.0

extension UIApplication {
    /// The app's scenes: one window scene, the main screen's.
    public var connectedScenes: Set<UIScene> { [UIScreen.main.windowScene] }

    /// The interface orientation of the main screen's scene (deprecated on iOS in favour of
    /// `UIWindowScene.interfaceOrientation`, kept for older kiosk code).
    @available(*, deprecated, message: "Use UIWindowScene.interfaceOrientation")
    public var statusBarOrientation: UIInterfaceOrientation { UIScreen.main.windowScene.interfaceOrientation }
}
