// Vitrine — Apache License 2.0
// The Linux implementations behind PlatformCore's seams: DRM/KMS and headless displays,
// evdev input, board configuration and the event loop.
@_exported import PlatformCore
