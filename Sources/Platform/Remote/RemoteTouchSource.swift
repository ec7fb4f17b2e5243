// Vitrine — Apache License 2.0
import PlatformCore

/// A VNC viewer's pointer as a finger on the panel: the left button down is a touch
/// beginning where the pointer is, moving with it, ending when the button comes up; the
/// frames go the same way as a touch panel's (`InputSource`). While Control or Alt is
/// held, a second finger mirrors the first about the screen's centre, so a viewer with
/// a mouse can pinch and rotate.
///
/// The wheel is no touch: RFB sends each notch as a press of button 4 (up), 5 (down),
/// 6 (left) or 7 (right), bits 3–6 of the button mask, and each press goes to
/// `wheelHandler` with where the pointer is, as scrolling (UIKit scrolls the scroll view
/// under it).
@MainActor
public final class RemoteTouchSource: InputSource {
    public var frameHandler: ((TouchFrame) -> Void)?
    /// Wheel notches at a normalized screen position (as touches are placed): y positive
    /// toward the content's end (the wheel turned toward the user), x toward its right.
    public var wheelHandler: ((_ x: Double, _ y: Double, _ notches: (x: Int, y: Int)) -> Void)?
    /// The buttons down at the last pointer event, so each wheel press counts once.
    private var buttons: UInt8 = 0
    /// The panel's size in pixels (as the viewer sees it).
    private let panelWidth: Int, panelHeight: Int
    /// How the panel is mounted: touches arrive in the panel's logical screen, as the
    /// panel's own touch transform gives them; UIKit applies the interface's turn.
    private let rotation: DisplayRotation
    private let modifiers: () -> KeyModifiers
    private var clock: (() -> Double)?
    /// Where the first finger is (logical, normalized), while the button is down.
    private var finger: (x: Double, y: Double)?
    private var mirrored = false
    /// Contact ids grow, so a new touch never reuses the last one's id.
    private var nextID = 1
    private var ids = (first: 0, second: 0)
    /// Ours: distinct from evdev's (which count from 1) and the keyboard's.
    public static let deviceID = 0x564E44

    /// - Parameters:
    ///   - panelWidth: the served picture's width in pixels.
    ///   - panelHeight: its height.
    ///   - rotation: the panel's mounting; viewer positions are turned back by it.
    ///   - modifiers: the modifiers viewers hold now.
    public init(panelWidth: Int, panelHeight: Int, rotation: DisplayRotation, modifiers: @escaping () -> KeyModifiers) {
        self.panelWidth = max(1, panelWidth)
        self.panelHeight = max(1, panelHeight)
        self.rotation = rotation
        self.modifiers = modifiers
    }

    /// Called when the runtime starts the source: the server then delivers input on `loop`.
    var onStart: ((any EventLoop) -> Void)?

    public func start(on loop: any EventLoop) throws {
        clock = { [weak loop] in loop?.now ?? 0 }
        onStart?(loop)
    }

    public func stop() {
        if finger != nil { emit(phase: .cancelled, second: mirrored ? .cancelled : nil) }
        finger = nil
        mirrored = false
        clock = nil
    }

    private var wantsMirror: Bool { !modifiers().intersection([.control, .alternate]).isEmpty }

    /// The pointer at panel pixel (`x`, `y`) with `buttons` (bit 0: left) down.
    func handlePointer(x: Int, y: Int, buttons: UInt8) {
        guard clock != nil else { return }
        let position = screenPosition(x: x, y: y)
        let pressed = buttons & ~self.buttons
        self.buttons = buttons
        // Buttons 4 and 5 (bits 3 and 4): up and down; 6 and 7 (bits 5 and 6): left and right.
        let notches = (x: (pressed >> 6 & 1 != 0 ? 1 : 0) - (pressed >> 5 & 1 != 0 ? 1 : 0),
                       y: (pressed >> 4 & 1 != 0 ? 1 : 0) - (pressed >> 3 & 1 != 0 ? 1 : 0))
        if notches.x != 0 || notches.y != 0 { wheelHandler?(position.x, position.y, notches) }
        let isDown = buttons & 1 != 0
        switch (finger != nil, isDown) {
        case (false, true):
            finger = position
            ids.first = takeID()
            mirrored = wantsMirror
            if mirrored { ids.second = takeID() }
            emit(phase: .began, second: mirrored ? .began : nil)
        case (true, true):
            guard finger! != position else { return }
            finger = position
            emit(phase: .moved, second: mirrored ? .moved : nil)
        case (true, false):
            finger = position
            emit(phase: .ended, second: mirrored ? .ended : nil)
            finger = nil
            mirrored = false
        case (false, false):
            break
        }
    }

    /// Control or Alt went down or up: the mirrored finger lands or lifts.
    func modifiersChanged() {
        guard clock != nil, finger != nil, wantsMirror != mirrored else { return }
        mirrored.toggle()
        if mirrored {
            ids.second = takeID()
            emit(phase: .stationary, second: .began)
        } else {
            emit(phase: .stationary, second: .ended)
        }
    }

    private func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private func emit(phase: TouchContactPhase, second: TouchContactPhase?) {
        guard let finger else { return }
        var contacts = [TouchContact(id: ids.first, phase: phase, x: finger.x, y: finger.y)]
        if let second { contacts.append(TouchContact(id: ids.second, phase: second, x: 1 - finger.x, y: 1 - finger.y)) }
        frameHandler?(TouchFrame(deviceID: Self.deviceID, timestamp: clock?() ?? 0, contacts: contacts))
    }

    /// The pixel's centre, normalized on the panel, turned back to the screen's upright
    /// orientation (the inverse of `DisplayRotation.physicalRect`).
    private func screenPosition(x: Int, y: Int) -> (x: Double, y: Double) {
        let px = (Double(min(max(x, 0), panelWidth - 1)) + 0.5) / Double(panelWidth)
        let py = (Double(min(max(y, 0), panelHeight - 1)) + 0.5) / Double(panelHeight)
        switch rotation {
        case .degrees0: return (px, py)
        case .degrees90: return (py, 1 - px)
        case .degrees180: return (1 - px, 1 - py)
        case .degrees270: return (1 - py, px)
        }
    }
}
