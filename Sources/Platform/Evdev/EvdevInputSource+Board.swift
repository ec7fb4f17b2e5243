// Vitrine — Apache License 2.0
import Logging
import PlatformCore

extension EvdevInputSource {
    /// The touch panels of a board with a real screen: the evdev devices its `[touch]`
    /// section selects, present now or plugged in later, each logged as it comes and goes.
    @MainActor
    public static func touchPanels(of board: BoardConfiguration, logger: Logger) -> EvdevInputSource {
        let panels = EvdevInputSource(configuration: board.touch, rotation: board.display.rotation)
        panels.deviceHandler = { event in
            switch event {
            case .opened(let device): logger.info("touch panel: \(device)")
            case .closed(let path, _, let reason): logger.warning("touch panel \(path) closed: \(reason)", metadata: .errorKind(.inputDeviceLost))
            case .failed(let path, let error): logger.error("touch panel \(path): \(error)", metadata: .errorKind(.inputDeviceLost))
            case .ignored(let path, let name, let reason): logger.debug("input device \(path) (\(name)) ignored: \(reason)")
            case .positionAxesIdle(let path, let position, let moving):
                logger.warning("touch panel \(path): \(EvdevInputSource.idleAxesAdvice(position: position, moving: moving))")
            case .noTouchscreen(let directory, let examined):
                logger.warning("\(EvdevInputSource.noTouchscreenAdvice(directory: directory, examined: examined))")
            }
        }
        return panels
    }
}

extension EvdevInputSource {
    /// What to do about a panel whose position axes never move: which axes to map.
    public nonisolated static func idleAxesAdvice(position: (x: AbsoluteAxis, y: AbsoluteAxis), moving: [AbsoluteAxis]) -> String {
        let names = moving.map(\.description)
        var text = "\(position.x) and \(position.y) never move while \(names.joined(separator: ", ")) do"
        if names.count >= 2 {
            text += "; this controller reports positions there: set axis-x = \"\(names[0])\" and axis-y = \"\(names[1])\" in the board's [touch] section"
        } else {
            text += "; map the axes that carry positions with axis-x and axis-y in the board's [touch] section"
        }
        return text
    }

    /// What to check when no touchscreen is read.
    public nonisolated static func noTouchscreenAdvice(directory: String, examined: Int) -> String {
        "no touchscreen in \(directory) (\(examined) input device\(examined == 1 ? "" : "s") examined); "
            + "waiting for one to be plugged in. `vitrine info` lists the input devices and why each is not used; "
            + "check the board's [touch] match-name/match-usb, that the user is in the 'input' group, and `ls -l \(directory)`"
    }
}
