// Vitrine — Apache License 2.0
import Logging

extension EvdevInputSource {
    /// The touch panels of a board with a real screen: the evdev devices its `[touch]`
    /// section selects, present now or plugged in later, each logged as it comes and goes.
    @MainActor
    public static func touchPanels(of board: BoardConfiguration, logger: Logger) -> EvdevInputSource {
        let panels = EvdevInputSource(configuration: board.touch, rotation: board.display.rotation)
        panels.deviceHandler = { event in
            switch event {
            case .opened(let device): logger.info("touch panel: \(device)")
            case .closed(let path, _, let reason): logger.warning("touch panel \(path) closed: \(reason)")
            case .failed(let path, let error): logger.error("touch panel \(path): \(error)")
            case .ignored(let path, let name, let reason): logger.debug("input device \(path) (\(name)) ignored: \(reason)")
            }
        }
        return panels
    }
}
