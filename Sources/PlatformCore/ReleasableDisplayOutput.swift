// Vitrine — Apache License 2.0

/// A display that can let go of the screen while another virtual terminal is shown, and
/// take it back (DRM: dropping and regaining DRM master). Between the two,
/// `isReadyForFrame` is false and the app keeps running.
public protocol ReleasableDisplayOutput: VirtualTerminalDisplayOutput {
    /// Stops presenting and lets another process (the console) drive the screen. Never
    /// fails: what cannot be undone cleanly is logged, because the switch must go ahead.
    @MainActor func releaseScreen()

    /// Takes the screen back and shows the last picture; the next frame must present the
    /// whole screen.
    /// - Throws: an error naming what failed (another process holds the screen): the app
    ///   cannot show anything and should exit for its supervisor to restart it.
    @MainActor func reacquireScreen() throws
}
