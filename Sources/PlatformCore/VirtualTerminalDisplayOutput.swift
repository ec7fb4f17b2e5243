// Vitrine — Apache License 2.0

/// A display on the machine's own screen, which it shares with the kernel's text console
/// (DRM, fbdev): the host puts the virtual terminal in graphics mode while the app runs,
/// so no console text or cursor draws over the picture, and turns the console's blank
/// timer off. Displays elsewhere (headless, a remote viewer) do not adopt it.
public protocol VirtualTerminalDisplayOutput: DisplayOutput {}
