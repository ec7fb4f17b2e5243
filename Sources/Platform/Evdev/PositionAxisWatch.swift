// Vitrine — Apache License 2.0
// Some controllers (an eGalax 0eef:0001 among the recordings) declare ABS_X/ABS_Y but report
// positions on ABS_Z/ABS_RX: read as declared, every touch sits at one corner, or off the
// screen, and nothing says why.

/// Notices a device whose position axes never move while its other absolute axes do, and
/// names the axes that moved, for a warning that says which to map (`axis-x`, `axis-y`).
struct PositionAxisWatch: Sendable {
    /// How many reports with motion on other axes (and none on the position axes) make the
    /// case: a touch of a fraction of a second.
    static let reportsBeforeWarning = 20

    private let xCode: UInt16, yCode: UInt16
    private let ignored: Set<UInt16>
    private var lastValues: [UInt16: Int32] = [:]
    private var positionEvents = 0
    private var reportsWithOtherMotion = 0
    private var otherMotionInReport = false
    private var movedCodes: Set<UInt16> = []
    private var concluded = false

    /// A watch over the position axes `xCode` and `yCode`; `ignored` codes (pressure, slot
    /// and tracking bookkeeping) are not motion.
    init(xCode: UInt16, yCode: UInt16, ignored: Set<UInt16>) {
        self.xCode = xCode
        self.yCode = yCode
        self.ignored = ignored
    }

    /// Takes one declared absolute event.
    mutating func absolute(_ code: UInt16, _ value: Int32) {
        guard !concluded else { return }
        if code == xCode || code == yCode {
            positionEvents += 1
            concluded = true  // the position axes work
            return
        }
        guard !ignored.contains(code) else { return }
        if let last = lastValues[code], last != value {
            otherMotionInReport = true
            movedCodes.insert(code)
        }
        lastValues[code] = value
    }

    /// Ends a report; returns, once, the axes that moved when the case is made.
    mutating func report() -> [AbsoluteAxis]? {
        guard !concluded else { return nil }
        if otherMotionInReport { reportsWithOtherMotion += 1 }
        otherMotionInReport = false
        guard positionEvents == 0, reportsWithOtherMotion >= Self.reportsBeforeWarning else { return nil }
        concluded = true
        return movedCodes.sorted().map(AbsoluteAxis.init(rawValue:))
    }
}
