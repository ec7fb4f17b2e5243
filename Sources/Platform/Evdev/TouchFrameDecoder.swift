// Vitrine — Apache License 2.0
// Design note: the decoder is pure — evdev events in, touch frames out — so the device
// path, the evemu replay and the tests all go through the same code.
//
// Invariants:
// - One frame per SYN_REPORT that changed something (a contact began, moved, changed
//   pressure, ended), stamped with that SYN_REPORT's kernel time. Frames where every
//   contact is stationary are not emitted: they tell UIKit nothing.
// - State is never sampled between frames: each tracking-id change, button edge or
//   protocol-A contact list is accounted for. A contact that begins and ends within one
//   SYN_REPORT window yields a frame where it began and a second frame, same timestamp,
//   where it ended; it is never lost.
// - Within a frame, contacts are listed by id.
// - Contact ids are the decoder's own serial numbers (1, 2, 3 …), never reused while the
//   decoder lives, so a kernel tracking id reused for the next tap is a new touch for UIKit.
// - Codes the device did not declare are ignored, as are slots beyond its slot count (at
//   most the kernel's 1024) and protocol-A contacts beyond 64 in one frame.
// - After SYN_DROPPED in a raw stream (a replay), events up to and including the next
//   SYN_REPORT are discarded, as the kernel documents. A live device does better:
//   EvdevInputSource lets libevdev resynchronize and feeds its sync events here instead.
//
// Rejected alternative: building frames from libevdev's slot state at SYN_REPORT. It is
// simpler, but a tap shorter than a frame leaves no trace in the state and is lost.

/// Turns one device's evdev events into touch frames (protocol B, protocol A or
/// single-touch), with positions through a `TouchTransform`.
public struct TouchFrameDecoder: Sendable {
    /// A contact as the decoder tracks it: our id and its raw values.
    struct Contact: Sendable {
        var id: Int
        var rawX: Int32, rawY: Int32, rawPressure: Int32
    }

    /// One protocol-B slot (single-touch uses slot 0 with tracking id 0 while down).
    struct Slot: Sendable {
        var trackingID: Int32 = -1
        var rawX: Int32 = 0, rawY: Int32 = 0, rawPressure: Int32 = 0
        var contactID = 0
        var began = false
        var changed = false
    }

    // MARK: - Configuration

    /// The device id frames carry.
    public let deviceID: Int
    /// The protocol the events are decoded as.
    public let touchProtocol: TouchProtocol
    /// Raw → normalized screen positions.
    public let transform: TouchTransform
    /// The axes positions are read from (after the board's remap).
    public let xAxis: AbsoluteAxis, yAxis: AbsoluteAxis
    /// The most slots tracked: the kernel's own limit (input_mt_init_slots refuses more), so
    /// a description claiming ABS_MT_SLOT up to 2³¹ − 1 cannot make the decoder allocate it.
    public static let maximumSlots = 1024
    /// The most protocol-A contacts in one frame; later ones are ignored. Matching compares
    /// every pair, and no panel reports more than a few dozen fingers.
    public static let maximumAnonymousContacts = 64

    /// The slots tracked (1 unless protocol B).
    public var slotCount: Int { slots.count }
    private let xCode: UInt16, yCode: UInt16
    private let pressureCode: UInt16?
    private let pressureRange: ClosedRange<Int32>
    private let declaredAxes: [Bool]
    /// Single-touch: which button means "down" (BTN_TOUCH, else BTN_LEFT, else none: pressure).
    private let downButton: UInt16?

    // MARK: - State

    private var slots: [Slot]
    private var currentSlot: Int
    private var ended: [Contact] = []
    private var transients: [Contact] = []
    private var nextContactID = 1
    private var discardingUntilReport = false
    // Protocol A.
    private var pending = Contact(id: 0, rawX: 0, rawY: 0, rawPressure: 0)
    private var pendingHasX = false, pendingHasY = false
    private var points: [Contact] = []
    private var anonymous: [Contact] = []
    private var touchReleased = false

    /// A decoder for a device.
    /// - Parameters:
    ///   - description: what the device declares (axes, ranges, buttons).
    ///   - deviceID: the id frames carry.
    ///   - configuration: the board's `[touch]` section (axis remap, ranges, protocol,
    ///     swap/invert, calibration).
    ///   - udevCalibration: the udev database's calibration matrix, if any.
    ///   - rotation: how the panel is mounted.
    /// - Throws: `EvdevError.notATouchDevice` when the device has no position axes the
    ///   chosen protocol can read.
    public init(
        description: InputDeviceDescription, deviceID: Int, configuration: TouchConfiguration = .init(),
        udevCalibration: TouchTransform.Matrix? = nil, rotation: DisplayRotation = .degrees0
    ) throws(EvdevError) {
        guard let touchProtocol = configuration.touchProtocol ?? description.touchProtocol else {
            throw EvdevError(.notATouchDevice, device: description.name)
        }
        let multitouch = touchProtocol != .singleTouch
        let xAxis = configuration.axisX ?? (multitouch ? .multitouchPositionX : .x)
        let yAxis = configuration.axisY ?? (multitouch ? .multitouchPositionY : .y)
        let xInfo = description.axes[xAxis], yInfo = description.axes[yAxis]
        guard let xRange = configuration.xRange ?? xInfo.map({ $0.minimum...max($0.minimum, $0.maximum) }),
              let yRange = configuration.yRange ?? yInfo.map({ $0.minimum...max($0.minimum, $0.maximum) }),
              xInfo != nil || configuration.xRange != nil, yInfo != nil || configuration.yRange != nil
        else {
            throw EvdevError(.notATouchDevice, device: description.name,
                             detail: "no \(xAxis)/\(yAxis) axes for protocol \(touchProtocol.rawValue)")
        }
        self.deviceID = deviceID
        self.touchProtocol = touchProtocol
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.xCode = xAxis.rawValue
        self.yCode = yAxis.rawValue
        let pressureAxis: AbsoluteAxis = multitouch ? .multitouchPressure : .pressure
        if let info = description.axes[pressureAxis], info.maximum > info.minimum {
            pressureCode = pressureAxis.rawValue
            pressureRange = info.minimum...info.maximum
        } else {
            pressureCode = nil
            pressureRange = 0...0
        }
        var declared = [Bool](repeating: false, count: Int(AbsoluteAxis.maximum.rawValue) + 1)
        for axis in description.axes.keys where Int(axis.rawValue) < declared.count { declared[Int(axis.rawValue)] = true }
        declaredAxes = declared
        if description.has(.key, KeyCode.touch) {
            downButton = KeyCode.touch
        } else if description.has(.key, KeyCode.left) {
            downButton = KeyCode.left
        } else {
            downButton = nil
        }
        transform = TouchTransform(
            xRange: xRange, yRange: yRange, swapAxes: configuration.swapAxes,
            invertX: configuration.invertX, invertY: configuration.invertY, udevCalibration: udevCalibration,
            calibration: configuration.calibration.flatMap(TouchTransform.Matrix.init), rotation: rotation)
        let declaredSlots = Int(max(0, description.axes[.multitouchSlot]?.maximum ?? 0)) + 1
        let slotCount = touchProtocol == .slots ? min(declaredSlots, Self.maximumSlots) : 1
        slots = Array(repeating: Slot(), count: slotCount)
        currentSlot = touchProtocol == .slots ? Int(description.axes[.multitouchSlot]?.value ?? 0) : 0
    }

    /// The contacts currently down.
    public var activeContactCount: Int {
        touchProtocol == .anonymousContacts ? anonymous.count : slots.reduce(0) { $0 + ($1.contactID != 0 ? 1 : 0) }
    }

    /// Takes one event; appends the frames it completes (none, one, or two for a contact
    /// shorter than a frame) to `frames`.
    public mutating func feed(_ event: InputEvent, into frames: inout [TouchFrame]) {
        if event.type == .synchronization {
            switch event.code {
            case SynchronizationCode.report:
                if discardingUntilReport {
                    discardingUntilReport = false
                    return
                }
                if touchProtocol == .anonymousContacts { finishAnonymousFrame(time: event.time, into: &frames) }
                else { finishSlotFrame(time: event.time, into: &frames) }
            case SynchronizationCode.multitouchReport where !discardingUntilReport:
                if touchProtocol == .anonymousContacts && pendingHasX && pendingHasY
                    && points.count < Self.maximumAnonymousContacts { points.append(pending) }
                pendingHasX = false
                pendingHasY = false
            case SynchronizationCode.dropped:
                discardingUntilReport = true
            default:
                break
            }
            return
        }
        if discardingUntilReport { return }
        if event.type == .absolute {
            guard Int(event.code) < declaredAxes.count, declaredAxes[Int(event.code)] else { return }
            switch touchProtocol {
            case .slots: absoluteSlotEvent(event.code, event.value)
            case .anonymousContacts: absoluteAnonymousEvent(event.code, event.value)
            case .singleTouch: absoluteSingleEvent(event.code, event.value)
            }
        } else if event.type == .key {
            keyEvent(event.code, event.value)
        }
    }

    /// Ends every contact still down as cancelled (device gone, source stopped); nil when
    /// none is down. The decoder is then empty.
    public mutating func cancelAll(time: Double) -> TouchFrame? {
        var contacts: [TouchContact] = []
        if touchProtocol == .anonymousContacts {
            contacts = anonymous.map { touchContact($0, .cancelled) }
            anonymous.removeAll()
        } else {
            for index in slots.indices where slots[index].contactID != 0 {
                contacts.append(touchContact(slotContact(index), .cancelled))
                slots[index].contactID = 0
                slots[index].trackingID = -1
            }
        }
        ended.removeAll()
        transients.removeAll()
        points.removeAll()
        return contacts.isEmpty ? nil : TouchFrame(deviceID: deviceID, timestamp: time, contacts: contacts)
    }

    // MARK: - Protocol B and single-touch

    private mutating func absoluteSlotEvent(_ code: UInt16, _ value: Int32) {
        if code == AbsoluteAxis.multitouchSlot.rawValue {
            currentSlot = Int(value)
            return
        }
        guard slots.indices.contains(currentSlot) else { return }
        switch code {
        case AbsoluteAxis.multitouchTrackingID.rawValue: setTrackingID(value, slot: currentSlot)
        case xCode: setPosition(x: value, slot: currentSlot)
        case yCode: setPosition(y: value, slot: currentSlot)
        case pressureCode: setPressure(value, slot: currentSlot)
        default: break
        }
    }

    private mutating func absoluteSingleEvent(_ code: UInt16, _ value: Int32) {
        switch code {
        case xCode: setPosition(x: value, slot: 0)
        case yCode: setPosition(y: value, slot: 0)
        case pressureCode:
            setPressure(value, slot: 0)
            if downButton == nil { setTrackingID(value > pressureRange.lowerBound ? 0 : -1, slot: 0) }
        default: break
        }
    }

    private mutating func keyEvent(_ code: UInt16, _ value: Int32) {
        switch touchProtocol {
        case .singleTouch where code == downButton:
            setTrackingID(value != 0 ? 0 : -1, slot: 0)
        case .anonymousContacts where code == KeyCode.touch && value == 0:
            touchReleased = true
        default:
            break
        }
    }

    private mutating func setTrackingID(_ value: Int32, slot index: Int) {
        let old = slots[index].trackingID
        guard value != old else { return }
        if slots[index].contactID != 0 { endContact(slot: index) }
        slots[index].trackingID = value
        if value >= 0 {
            slots[index].contactID = nextContactID
            nextContactID += 1
            slots[index].began = true
        }
    }

    private mutating func endContact(slot index: Int) {
        let contact = slotContact(index)
        if slots[index].began { transients.append(contact) } else { ended.append(contact) }
        slots[index].contactID = 0
        slots[index].began = false
        slots[index].changed = false
    }

    private mutating func setPosition(x: Int32, slot index: Int) {
        if slots[index].rawX != x { slots[index].rawX = x; slots[index].changed = true }
    }

    private mutating func setPosition(y: Int32, slot index: Int) {
        if slots[index].rawY != y { slots[index].rawY = y; slots[index].changed = true }
    }

    private mutating func setPressure(_ value: Int32, slot index: Int) {
        if slots[index].rawPressure != value { slots[index].rawPressure = value; slots[index].changed = true }
    }

    private func slotContact(_ index: Int) -> Contact {
        let slot = slots[index]
        return Contact(id: slot.contactID, rawX: slot.rawX, rawY: slot.rawY, rawPressure: slot.rawPressure)
    }

    private mutating func finishSlotFrame(time: Double, into frames: inout [TouchFrame]) {
        var contacts: [TouchContact] = []
        var changed = !ended.isEmpty || !transients.isEmpty
        for contact in ended { contacts.append(touchContact(contact, .ended)) }
        for index in slots.indices where slots[index].contactID != 0 {
            let phase: TouchContactPhase = slots[index].began ? .began : slots[index].changed ? .moved : .stationary
            if phase != .stationary { changed = true }
            contacts.append(touchContact(slotContact(index), phase))
        }
        for index in slots.indices {
            slots[index].began = false
            slots[index].changed = false
        }
        ended.removeAll(keepingCapacity: true)
        guard changed else { return }
        contacts.sort { $0.id < $1.id }
        if transients.isEmpty {
            frames.append(TouchFrame(deviceID: deviceID, timestamp: time, contacts: contacts))
            return
        }
        // Contacts that began and ended inside this window: began now, ended in a second frame.
        for contact in transients { contacts.append(touchContact(contact, .began)) }
        frames.append(TouchFrame(deviceID: deviceID, timestamp: time, contacts: contacts))
        var second: [TouchContact] = []
        for index in slots.indices where slots[index].contactID != 0 {
            second.append(touchContact(slotContact(index), .stationary))
        }
        for contact in transients { second.append(touchContact(contact, .ended)) }
        transients.removeAll(keepingCapacity: true)
        frames.append(TouchFrame(deviceID: deviceID, timestamp: time, contacts: second))
    }

    // MARK: - Protocol A

    private mutating func absoluteAnonymousEvent(_ code: UInt16, _ value: Int32) {
        switch code {
        case xCode: pending.rawX = value; pendingHasX = true
        case yCode: pending.rawY = value; pendingHasY = true
        case pressureCode: pending.rawPressure = value
        default: break
        }
    }

    /// Matches this frame's contacts to the last frame's by nearest neighbour: the closest
    /// pair first, greedily, in normalized screen units; the unmatched old ones ended, the
    /// unmatched new ones began. (The approach of the kernel's input-mt "assign slots"
    /// helper, minus its optimal assignment, which two or three fingers do not need.)
    private mutating func finishAnonymousFrame(time: Double, into frames: inout [TouchFrame]) {
        if touchReleased { points.removeAll() }
        touchReleased = false
        pendingHasX = false
        pendingHasY = false
        var contacts: [TouchContact] = []
        var next: [Contact] = []
        var changed = false
        var pairs: [(distance: Double, old: Int, new: Int)] = []
        for (o, old) in anonymous.enumerated() {
            let a = transform.apply(rawX: old.rawX, rawY: old.rawY)
            for (n, new) in points.enumerated() {
                let b = transform.apply(rawX: new.rawX, rawY: new.rawY)
                pairs.append(((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y), o, n))
            }
        }
        pairs.sort { $0.distance < $1.distance }
        var oldTaken = [Bool](repeating: false, count: anonymous.count)
        var newTaken = [Bool](repeating: false, count: points.count)
        for pair in pairs where !oldTaken[pair.old] && !newTaken[pair.new] {
            oldTaken[pair.old] = true
            newTaken[pair.new] = true
            var contact = points[pair.new]
            contact.id = anonymous[pair.old].id
            let old = anonymous[pair.old]
            let moved = old.rawX != contact.rawX || old.rawY != contact.rawY || old.rawPressure != contact.rawPressure
            if moved { changed = true }
            contacts.append(touchContact(contact, moved ? .moved : .stationary))
            next.append(contact)
        }
        for (o, old) in anonymous.enumerated() where !oldTaken[o] {
            contacts.append(touchContact(old, .ended))
            changed = true
        }
        for (n, var point) in points.enumerated() where !newTaken[n] {
            point.id = nextContactID
            nextContactID += 1
            contacts.append(touchContact(point, .began))
            next.append(point)
            changed = true
        }
        anonymous = next
        points.removeAll(keepingCapacity: true)
        contacts.sort { $0.id < $1.id }
        if changed { frames.append(TouchFrame(deviceID: deviceID, timestamp: time, contacts: contacts)) }
    }

    // MARK: - Output

    @inline(__always)
    private func touchContact(_ contact: Contact, _ phase: TouchContactPhase) -> TouchContact {
        let position = transform.apply(rawX: contact.rawX, rawY: contact.rawY)
        let pressure = pressureCode.map { _ in TouchTransform.normalize(contact.rawPressure, pressureRange) }
        return TouchContact(id: contact.id, phase: phase, x: position.x, y: position.y, pressure: pressure)
    }
}
