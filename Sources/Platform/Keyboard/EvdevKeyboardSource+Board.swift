// Vitrine — Apache License 2.0
import Logging
import PlatformCore

extension EvdevKeyboardSource {
    /// The keyboards (and barcode scanner) of a board with a real screen, present now or
    /// plugged in later, each logged as it comes and goes; nil, after logging why, when
    /// the board's keymap cannot be made (no XKB data), so the kiosk still runs on touch.
    @MainActor
    public static func keyboards(of board: BoardConfiguration, logger: Logger) -> EvdevKeyboardSource? {
        let keyboards: EvdevKeyboardSource
        do {
            keyboards = try EvdevKeyboardSource(configuration: board.keyboard)
        } catch {
            logger.error("keyboards: no keymap for \(board.keyboard.layout): \(error); keyboards are not read", metadata: .errorKind(.configuration))
            return nil
        }
        keyboards.deviceHandler = { event in
            switch event {
            case .opened(let keyboard):
                logger.info("\(keyboard.isScanner ? "barcode scanner" : "keyboard") \(keyboard.path): \"\(keyboard.description.name)\" \(keyboard.description.usbID), layout \(board.keyboard.layout)")
            case .closed(let path, _, let reason): logger.info("keyboard \(path) closed: \(reason)")
            case .failed(let path, let error): logger.error("keyboard \(path): \(error)", metadata: .errorKind(.inputDeviceLost))
            }
        }
        return keyboards
    }
}
