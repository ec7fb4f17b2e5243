// Vitrine — Apache License 2.0

/// One keyboard's events turned into KeyEvents, as they are read: its translator (keymap
/// and state) and its repeater. The evdev source keeps one per device, the replay source
/// one for its recording.
@MainActor
final class KeyEventDecoder {
    let translator: KeyTranslator
    private let repeater: KeyRepeater
    /// Where events go, in order.
    var output: (@MainActor (KeyEvent) -> Void)?

    init(translator: KeyTranslator, configuration: KeyboardConfiguration) {
        self.translator = translator
        self.repeater = KeyRepeater(configuration: configuration)
    }

    /// Feeds one event; only EV_KEY events of keyboard keys (not the BTN_ range
    /// 0x100…0x15f of mice and panels) matter. `loop` runs repeats; nil repeats nothing.
    func feed(_ event: InputEvent, loop: (any EventLoop)?) {
        guard event.type == .key, !(0x100...0x15F).contains(event.code),
              let key = translator.translate(linuxKey: event.code, value: event.value, time: event.time) else { return }
        switch key.phase {
        case .down:
            if let loop {
                repeater.keyWentDown(event.code, repeats: translator.keymap.repeats(linuxKey: event.code), on: loop) { [weak self, weak loop] code in
                    guard let self, let loop else { return }
                    self.output?(self.translator.repeatEvent(linuxKey: code, time: loop.now))
                }
            }
        case .up:
            repeater.keyWentUp(event.code)
        case .repeat, .cancelled:
            break
        }
        output?(key)
    }

    /// Stops repeating and reports every key still down cancelled.
    func cancelAll(time: Double) {
        repeater.stop()
        for event in translator.cancelAll(time: time) { output?(event) }
    }
}
