// Vitrine — Apache License 2.0
// Losing the screen without exiting (issue #7): the kiosk's VT going to the background
// (with `[console] vt-switching = true`) and a display unplugged and plugged back in. The
// DRM display stops taking frames meanwhile; the app keeps running, and the screen is
// repainted whole when it comes back (KMSDisplayOutput+Recovery.swift).
import Logging
import Platform

extension ApplicationRuntime {
    /// Starts VT switching (when the board asks for it and there is a VT) and hotplug
    /// recovery, for a DRM display; other displays have neither.
    func installDisplayRecovery(console: ConsoleConfiguration, terminal: VirtualTerminal?) {
        guard let kms = display as? KMSDisplayOutput else {
            if console.vtSwitching {
                logger.notice("vt-switching = true applies to the DRM display only; \(display.info.name) keeps its VT")
            }
            return
        }
        if console.vtSwitching {
            if let terminal {
                installVTSwitching(kms, terminal: terminal)
            } else {
                logger.warning("vt-switching = true, but there is no virtual terminal to switch from; ignored")
            }
        }
        installHotplugRecovery(kms)
    }

    private func installVTSwitching(_ kms: KMSDisplayOutput, terminal: VirtualTerminal) {
        do {
            vtSwitching = try VirtualTerminalSwitching(
                terminal: terminal, loop: loop,
                release: { [unowned self] in self.screenWillGoAway(kms) },
                acquire: { [unowned self] in self.screenDidComeBack(kms) },
                failure: { [unowned self] message in self.logger.error("VT switching: \(message)") })
            logger.info("VT switching on \(terminal.path): the kiosk lets go of the screen for other VTs")
        } catch {
            logger.error("cannot hand VT switches of \(terminal.path) to the kiosk (VT_SETMODE: \(error), errno \(error.rawValue)); other VTs will not be shown")
        }
    }

    /// Another VT was asked for: touches stop (those down are cancelled), the panel is lit
    /// (the blanker restarts on return), and the display lets go of the screen.
    private func screenWillGoAway(_ kms: KMSDisplayOutput) {
        logger.info("VT switch: another virtual terminal takes the screen")
        suspendInput()
        blanker?.stop()
        kms.releaseScreen()
    }

    /// The kiosk's VT is back: take the screen back and repaint it. Without DRM master
    /// (another process took it) the kiosk exits non-zero, so systemd restarts it.
    private func screenDidComeBack(_ kms: KMSDisplayOutput) {
        do {
            try kms.reacquireScreen()
        } catch {
            logger.critical("VT switch back: \(error)")
            shutDown()
            loop.stop(status: 1)
            return
        }
        logger.info("VT switch: the kiosk's virtual terminal is back; repainting")
        resumeInput()
        blanker?.start()
        scheduler.setNeedsFullFrame()
    }

    /// Stops delivering touches: those down are cancelled (their views get
    /// `touchesCancelled`), and frames are dropped until `resumeInput()`.
    func suspendInput() {
        isInputSuspended = true
        touchRouter.cancelAllTouches(at: loop.now)
    }

    /// Delivers touch frames again; a contact that began while suspended stays unknown
    /// (its later frames are ignored), so only new touches reach the app.
    func resumeInput() {
        isInputSuspended = false
    }

    private func installHotplugRecovery(_ kms: KMSDisplayOutput) {
        let socket: UeventSocket
        do {
            socket = try UeventSocket()
        } catch {
            logger.notice("no kernel uevents (\(error), errno \(error.rawValue)): a display unplugged and plugged back in will stay dark until the kiosk restarts")
            return
        }
        let watch = loop.watchReadable(socket.fileDescriptor) { [unowned self] in
            self.readHotplugEvents(kms)
        }
        hotplug = (socket, watch)
    }

    private func readHotplugEvents(_ kms: KMSDisplayOutput) {
        guard let socket = hotplug?.socket else { return }
        let events: [KernelUevent]
        do {
            events = try socket.receive()
        } catch {
            // ENOBUFS: events were dropped; look at the connector anyway.
            logger.warning("reading kernel uevents: \(error) (errno \(error.rawValue)); probing \(kms.connector.name) anyway")
            events = []
            probeConnector(kms)
            return
        }
        for event in events where event.properties["SUBSYSTEM"] == "drm" {
            logger.debug("uevent: \(event.action) \(event.devicePath)\(event.isDRMHotplug ? " (hotplug)" : "")")
        }
        guard events.contains(where: { $0.isDRMChange(of: kms.device.path) }) else { return }
        probeConnector(kms)
    }

    private func probeConnector(_ kms: KMSDisplayOutput) {
        let change: KMSDisplayOutput.ConnectorChange
        do {
            change = try kms.reprobeConnector()
        } catch {
            logger.error("display hotplug: \(error); frames stay stopped until the next hotplug")
            return
        }
        switch change {
        case .none:
            break
        case .disconnected:
            logger.warning("display unplugged from \(kms.connector.name): frames stop until it is plugged back in")
        case .reconnected(let mode):
            logger.info("display plugged back into \(kms.connector.name): \(mode); repainting")
            scheduler.setNeedsFullFrame()
        case .unusable(let reason):
            logger.error("display plugged into \(kms.connector.name) cannot show the kiosk: \(reason)")
        }
    }

    /// Gives VT switching back to the kernel and stops reading uevents. Idempotent.
    func stopDisplayRecovery() {
        vtSwitching?.stop()
        vtSwitching = nil
        hotplug?.watch.cancel()
        hotplug = nil
    }
}
