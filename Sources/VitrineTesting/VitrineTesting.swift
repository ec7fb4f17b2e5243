// Vitrine — Apache License 2.0
// Test doubles for the PlatformCore seams: a manual event loop, a display that records frames.
@_exported import PlatformCore
