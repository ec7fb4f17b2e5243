// Vitrine — Apache License 2.0

extension UIApplicationDelegate {
    /// The entry point `@main` calls: runs the app on the display the environment names
    /// and never returns.
    public static func main() {
        let status = UIApplicationMain(delegate: Self())
        exit(status)
    }
}
