// Vitrine — Apache License 2.0
import PlatformCore

/// The keys of VNC viewers, as one keyboard: each keysym becomes a `KeyEvent` on the
/// runtime's keyboard path (the responder chain, text fields), with the modifiers held.
/// A key the viewer sends down again while down (its auto-repeat) is a repeat.
@MainActor
public final class RemoteKeyboardSource: KeyboardSource {
    public var keyHandler: ((KeyEvent) -> Void)?
    /// Modifiers the viewers hold now; the touch source reads it to mirror a second finger.
    public private(set) var modifiers: KeyModifiers = []
    /// Called after a modifier goes down or up.
    var modifiersChanged: (() -> Void)?
    private var held: Set<UInt32> = []
    private var clock: (() -> Double)?
    /// Ours: distinct from evdev's (which count from 1).
    public static let deviceID = 0x564E43  // "VNC"

    public init() {}

    /// Called when the runtime starts the source: the server then delivers input on `loop`.
    var onStart: ((any EventLoop) -> Void)?

    public func start(on loop: any EventLoop) throws {
        clock = { [weak loop] in loop?.now ?? 0 }
        onStart?(loop)
    }

    public func stop() {
        for keysym in held { send(keysym, phase: .cancelled) }
        held.removeAll()
        modifiers = []
        clock = nil
    }

    /// One keysym going down or up, from a viewer.
    func handle(keysym: UInt32, isDown: Bool) {
        guard clock != nil else { return }
        if isDown {
            let phase: KeyPhase = held.contains(keysym) ? .repeat : .down
            held.insert(keysym)
            send(keysym, phase: phase)
            if let modifier = RemoteKeysym.modifier(keysym), phase == .down {
                modifiers.insert(modifier)
                modifiersChanged?()
            }
        } else {
            guard held.remove(keysym) != nil else { return }
            if let modifier = RemoteKeysym.modifier(keysym) {
                modifiers.remove(modifier)
                // Another key of the same modifier (the right Shift) may still be down.
                for other in held where RemoteKeysym.modifier(other) == modifier { modifiers.insert(modifier) }
            }
            send(keysym, phase: .up)
            if RemoteKeysym.modifier(keysym) != nil { modifiersChanged?() }
        }
    }

    private func send(_ keysym: UInt32, phase: KeyPhase) {
        var own = modifiers
        if let modifier = RemoteKeysym.modifier(keysym) { own.remove(modifier) }
        keyHandler?(KeyEvent(
            deviceID: Self.deviceID, timestamp: clock?() ?? 0, phase: phase, hidUsage: RemoteKeysym.hidUsage(keysym),
            keysym: keysym, characters: RemoteKeysym.isModifier(keysym) ? "" : RemoteKeysym.characters(keysym),
            charactersIgnoringModifiers: RemoteKeysym.charactersIgnoringModifiers(keysym), modifiers: own))
    }
}
