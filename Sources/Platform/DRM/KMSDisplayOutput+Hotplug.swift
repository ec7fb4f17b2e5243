// Vitrine — Apache License 2.0
// A display unplugged and plugged back in: the kernel announces it with a uevent on the
// DRM device (HOTPLUG=1); the connector is probed again and the change applied
// (KMSDisplayOutput+Recovery.swift). Rejected: libudev's monitor, a dependency some kiosk
// images lack; the netlink socket carries the same events.

extension KMSDisplayOutput: VirtualTerminalDisplayOutput, ReleasableDisplayOutput, HotplugDisplayOutput {
    /// Reads the kernel's uevents on `loop` and probes the connector on each hotplug of
    /// this display's device (and when events were dropped).
    /// - Throws: `Errno` when no uevent socket can be opened.
    @MainActor
    public func watchConnection(on loop: any EventLoop,
                                _ handler: @escaping @MainActor (DisplayConnectionChange) -> Void) throws -> EventRegistration {
        let socket = try UeventSocket()
        let watch = loop.watchReadable(socket.fileDescriptor) { [weak self] in
            self?.readHotplugEvents(socket, handler)
        }
        // The watch keeps the socket open for as long as it lives.
        return EventRegistration { _ = socket; watch.cancel() }
    }

    @MainActor
    private func readHotplugEvents(_ socket: UeventSocket, _ handler: @MainActor (DisplayConnectionChange) -> Void) {
        let events: [KernelUevent]
        do {
            events = try socket.receive()
        } catch {
            // ENOBUFS: events were dropped; look at the connector anyway.
            logger.warning("reading kernel uevents: \(error) (errno \(error.rawValue)); probing \(connector.name) anyway")
            probeConnector(handler)
            return
        }
        for event in events where event.properties["SUBSYSTEM"] == "drm" {
            logger.debug("uevent: \(event.action) \(event.devicePath)\(event.isDRMHotplug ? " (hotplug)" : "")")
        }
        guard events.contains(where: { $0.isDRMChange(of: device.path) }) else { return }
        probeConnector(handler)
    }

    @MainActor
    private func probeConnector(_ handler: @MainActor (DisplayConnectionChange) -> Void) {
        let name = connector.name
        do {
            switch try reprobeConnector() {
            case .none: break
            case .disconnected: handler(.disconnected(connector: name))
            case .reconnected(let mode): handler(.reconnected(connector: name, mode: "\(mode)"))
            case .unusable(let reason): handler(.unusable(connector: name, reason: reason))
            }
        } catch {
            handler(.probeFailed(connector: name, reason: "\(error)"))
        }
    }
}
