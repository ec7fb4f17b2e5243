// Vitrine — Apache License 2.0
import Foundation

/// An evemu recording (`E: <time> <type> <code> <value>` lines) of fingers on the Atmel
/// maXTouch panel of Tests/Fixtures/touch-recordings (atmel-mxt.desc: protocol B, 10 slots,
/// raw range 0…799 × 0…479), written frame by frame in the event order that panel's real
/// recordings show: ABS_MT_SLOT when the slot changes, the tracking id on a new contact
/// (-1 on a lift), ABS_MT_POSITION_X/Y, BTN_TOUCH on the first finger down and the last
/// up, ABS_X/Y following slot 0, then SYN_REPORT. `evemu-play` replays it into the
/// uinput panel that `evemu-device` made from the description.
struct SyntheticTouchRecording {
    typealias RawPoint = (x: Int, y: Int)

    private(set) var text = ""
    private var time = 0.000001
    private var slot = -1  // unknown: the first frame names its slot (the device keeps the last one between replays)
    private var fingersDown: Set<Int> = []
    private var nextTrackingID: Int

    /// - Parameter firstTrackingID: contacts are numbered from here (distinct per recording
    ///   replayed into the same device, as a real panel's are).
    init(firstTrackingID: Int) {
        nextTrackingID = firstTrackingID
    }

    /// One frame, `delay` seconds after the previous one: each finger by slot, at a raw
    /// position, or nil when it lifts.
    mutating func frame(after delay: Double, _ fingers: [(slot: Int, position: RawPoint?)]) {
        time += delay
        let wasTouching = !fingersDown.isEmpty
        var pointer: RawPoint?
        for (fingerSlot, position) in fingers {
            if fingerSlot != slot {
                event(0x03, 0x2f, fingerSlot)
                slot = fingerSlot
            }
            guard let position else {
                event(0x03, 0x39, -1)
                fingersDown.remove(fingerSlot)
                continue
            }
            if !fingersDown.contains(fingerSlot) {
                event(0x03, 0x39, nextTrackingID)
                nextTrackingID += 1
                fingersDown.insert(fingerSlot)
            }
            event(0x03, 0x35, position.x)
            event(0x03, 0x36, position.y)
            if fingerSlot == 0 { pointer = position }
        }
        if !wasTouching, !fingersDown.isEmpty { event(0x01, 0x14a, 1) }
        if wasTouching, fingersDown.isEmpty { event(0x01, 0x14a, 0) }
        if let pointer {
            event(0x03, 0x00, pointer.x)
            event(0x03, 0x01, pointer.y)
        }
        event(0x00, 0x00, 0)
    }

    /// Nothing happens for `seconds`.
    mutating func pause(_ seconds: Double) {
        time += seconds
    }

    /// A finger down and up at `point`, 80 ms apart.
    mutating func tap(at point: RawPoint) {
        frame(after: 0, [(0, point)])
        frame(after: 0.08, [(0, nil)])
    }

    /// A finger down at `from`, then `moves` equal moves (rounded to raw units) to `to`,
    /// `interval` seconds apart, and a lift there.
    mutating func drag(from: RawPoint, to: RawPoint, moves: Int, interval: Double) {
        frame(after: 0, [(0, from)])
        for move in 1...moves {
            frame(after: interval, [(0, Self.interpolate(from, to, move, moves))])
        }
        frame(after: interval, [(0, nil)])
    }

    /// Two fingers down together, moving in `moves` frames from `from` to `to` (each
    /// frame moves both), then lifting together.
    mutating func pinch(from: (RawPoint, RawPoint), to: (RawPoint, RawPoint), moves: Int, interval: Double) {
        frame(after: 0, [(0, from.0), (1, from.1)])
        for move in 1...moves {
            frame(after: interval, [(0, Self.interpolate(from.0, to.0, move, moves)), (1, Self.interpolate(from.1, to.1, move, moves))])
        }
        frame(after: interval, [(0, nil), (1, nil)])
    }

    private static func interpolate(_ a: RawPoint, _ b: RawPoint, _ step: Int, _ steps: Int) -> RawPoint {
        let f = Double(step) / Double(steps)
        return (Int((Double(a.x) + Double(b.x - a.x) * f).rounded()), Int((Double(a.y) + Double(b.y - a.y) * f).rounded()))
    }

    private mutating func event(_ type: Int, _ code: Int, _ value: Int) {
        let shown = value < 0 ? String(format: "-%03d", -value) : String(format: "%04d", value)
        text += String(format: "E: %.6f %04x %04x ", time, type, code) + shown + "\n"
    }
}
