// Vitrine — Apache License 2.0

/// Something the host runs beside an app for as long as it runs: blanking an idle panel,
/// getting the screen back after a VT switch or a replug, telling the service manager the
/// app is up. `ApplicationRuntime.services` holds them.
@MainActor
package protocol ApplicationService: AnyObject {
    /// Called once the input sources started, before the delegate launches.
    func start()
    /// Called when the app stops, before the display is given back; also when the screen
    /// is handed to another VT, for services that must not act meanwhile. Idempotent.
    func stop()
}
