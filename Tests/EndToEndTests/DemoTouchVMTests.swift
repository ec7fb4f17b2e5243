// Vitrine — Apache License 2.0
//
// The hypnosis, happiness and cards demos on the virtual board, driven by touches: a
// uinput panel made by `evemu-device` from a real panel's description (atmel-mxt.desc,
// raw 0…799 × 0…479 on the 1280x800 screen), `vitrine demo NAME --wait-for-touches`
// on DRM with the handshake, and for each touch step a synthetic recording replayed by
// `evemu-play` once the demo says it waits. The handshake reports a touch step only when
// its touches and their animations are over; its screendump must then match the headless
// rendering of the same step (`vitrine demo NAME --step k`, which shows the step's
// scripted result), and the demo's log must say what the touches did.
//
// Raw → points on this panel: x · 1280/799, y · 800/479 (the axis range maps onto the screen).
import Foundation
import TestFixtures
import Testing

/// A demo and the touches that drive its steps on the virtual board.
struct DemoTouchScript: CustomTestStringConvertible, Sendable {
    let demo: String
    let steps: Int
    /// What the fingers do at each touch step.
    let touches: [Int: @Sendable (inout SyntheticTouchRecording) -> Void]
    /// Lines the demo must log, in this order.
    let expectedLog: [String]
    /// Seconds between the touch steps when `vitrine replay` feeds them without the VM's
    /// handshake: time for the step's animations (and, in the showcase, for decoding the
    /// next screen's photographs in a debug build on a loaded machine).
    var replayGap = 4.0

    var testDescription: String { demo }

    /// Step 1: a tap (the circles take the next colour); step 2 turns the interface, no touch.
    static let hypnosis: DemoTouchScript = {
        DemoTouchScript(demo: "hypnosis", steps: 3, touches: [1: { $0.tap(at: (400, 240)) }],
                               expectedLog: ["hypnosis demo: circles in colour 1", "hypnosis demo: interface orientation portrait"])
    }()

    /// Step 1: one finger dragged down 120 raw = 200.42 points, in moves of 20.04 points. The
    /// pan begins on the first move and its translation leaves out the 10-point hysteresis:
    /// 190.42 points, 47 whole units of 4 points, so happiness 75 − 47 = 28
    /// (HappinessDemo.scriptedHappiness).
    /// Step 2: two fingers on one row, 200 raw apart, pinched to 100 raw apart: the
    /// distance halves whatever the axis scale, so the face's scale goes 0.9 → 0.45
    /// (HappinessDemo.scriptedPinchScale); their centroid stays put, so no pan.
    static let happiness: DemoTouchScript = {
        DemoTouchScript(demo: "happiness", steps: 3, touches: [
            1: { $0.drag(from: (400, 120), to: (400, 240), moves: 10, interval: 0.02) },
            2: { $0.pinch(from: ((300, 240), (500, 240)), to: ((350, 240), (450, 240)), moves: 10, interval: 0.02) },
        ],
                               expectedLog: ["happiness demo: happiness 28, scale 0.900", "happiness demo: happiness 28, scale 0.450"])
    }()

    /// The card in play spans (528…752, 240…560) points, the discard place is centred at
    /// (1050, 400).
    /// Step 1: a tap at raw (400, 240) = (640.8, 400.8) points, on the card: it flips face up.
    /// Step 2: a drag from there to raw (655, 246) = (1049.2, 410.9): the card follows
    /// less the 10-point hysteresis, to about (1038.5, 410), inside the discard place,
    /// so it drops onto the pile.
    /// Step 3: a swipe right below the cards, raw (190, 420) → (390, 420) = (304.4, 701.5) →
    /// (624.8, 701.5), 64 points a move every 16 ms: past the swipe's 50 points at
    /// the first move; the next card is dealt.
    static let cards: DemoTouchScript = {
        DemoTouchScript(demo: "cards", steps: 4, touches: [
            1: { $0.tap(at: (400, 240)) },
            2: { $0.drag(from: (400, 240), to: (655, 246), moves: 10, interval: 0.016) },
            3: { $0.drag(from: (190, 420), to: (390, 420), moves: 5, interval: 0.016) },
        ],
                               expectedLog: ["cards demo: dealt A♠", "cards demo: turned A♠ face up",
                                             "cards demo: dropped A♠ on the discard pile", "cards demo: dealt 6♥"])
    }()

    /// The showcase (a museum guide) on the 1280 × 800 screen under a large-title bar.
    /// Step 1: a tap at raw (400, 135) = (640.8, 225.5) points, on the Space Flight row of
    /// the galleries (x 20…1260, y 187…263): its grid is pushed.
    /// Step 2: a tap at raw (137, 156) = (219.5, 260.5), on the grid's first photograph
    /// (three 400-point columns from x 20, the first tile's picture y 108…408): the work's
    /// page is pushed.
    /// Step 3: taps 0.6 s apart on the frame switch, raw (763, 210) = (1222.3, 350.7), on
    /// the stepper's plus half, raw (764, 237) = (1223.9, 395.8), and on Add to Order,
    /// raw (737, 265) = (1180.7, 442.6): two framed A3 prints, (18 + 15) × 2 = €66, are
    /// added once the photograph has flown to the order button.
    /// Step 4: a tap on the order button at the bar's trailing end, raw (764, 13) =
    /// (1223.9, 21.7): the order comes up in a sheet.
    /// ShowcaseDemoTests checks every point hits its view.
    static let showcase: DemoTouchScript = {
        var script = DemoTouchScript(demo: "showcase", steps: 5, touches: [
            1: { $0.tap(at: showcaseRawTaps[0]) },
            2: { $0.tap(at: showcaseRawTaps[1]) },
            3: { recording in
                for (index, point) in showcaseRawTaps[2...4].enumerated() {
                    if index > 0 { recording.pause(0.6) }
                    recording.tap(at: point)
                }
            },
            4: { $0.tap(at: showcaseRawTaps[5]) },
        ],
                                     expectedLog: ["showcase demo: showing Space Flight", "showcase demo: showing Eileen Collins, Shuttle Pilot",
                                                   "showcase demo: order: 2 prints, €66.00", "showcase demo: showing the order"])
        script.replayGap = 6
        return script
    }()

    /// The showcase's taps in raw panel units: the Space Flight row, the first photograph,
    /// the frame switch, the stepper's plus, Add to Order, the order button.
    static let showcaseRawTaps: [SyntheticTouchRecording.RawPoint] = [(400, 135), (137, 156), (763, 210), (764, 237), (737, 265), (764, 13)]

    /// Where the showcase's scripted taps land, in points (raw · 1280/799, raw · 800/479).
    static let showcaseTapPoints: [(x: Double, y: Double)] = showcaseRawTaps.map { (Double($0.x) * 1280 / 799, Double($0.y) * 800 / 479) }

    /// The scripts the VM runs.
    static let all = [hypnosis, happiness, cards, showcase]

    /// The scripts `vitrine replay` runs on the host. The showcase's first tap comes at
    /// launch, before the first frame has laid the galleries out: the touch router lays
    /// out before it hit-tests (TouchBeforeLayoutTests), so it lands on the row.
    static let replayed = [hypnosis, happiness, cards, showcase]

    /// The recording of one touch step, replayed on its own into the VM's panel.
    func recording(step: Int) -> String {
        var recording = SyntheticTouchRecording(firstTrackingID: step * 10)
        touches[step]?(&recording)
        return recording.text
    }

    /// Every touch step's recording in one, `gap` seconds apart (time for the animations
    /// between them), for `vitrine replay`.
    func combinedRecording(gap: Double) -> String {
        var recording = SyntheticTouchRecording(firstTrackingID: 1)
        for step in touches.keys.sorted() {
            touches[step]?(&recording)
            recording.pause(gap)
        }
        return recording.text
    }

    /// The guest: the uinput panel first, then the demo (its log goes to the console as it
    /// comes, through `tee`, so a failed run shows how far it got and a last line written
    /// just before the demo quits is not lost as it was by a polling `tail -f`); each touch
    /// step's recording is replayed once the demo says it waits for it (after the host saw
    /// the step before). The waits are `VirtualBoard.guestWaits`: bounded, and a wait that
    /// gives up says what for.
    var guestScript: String { VirtualBoard.guestWaits + """
        dmesg -n 1 2>/dev/null
        evemu-device /rec/atmel-mxt.desc > /tmp/dev.txt 2>&1 &
        wait_for grep -q '/dev/input/event' /tmp/dev.txt
        DEV=$(grep -o '/dev/input/event[0-9]*' /tmp/dev.txt | head -1)
        touch /tmp/kiosk.log
        ( vitrine demo \(demo) --display drm --handshake /dev/ttyS1 --wait-for-touches; echo $? > /tmp/status.txt ) 2>&1 | tee /tmp/kiosk.log &
        V=$!
        for n in \(touches.keys.sorted().map(String.init).joined(separator: " ")); do
          wait_for logged "waiting for a touch (step $n)"
          evemu-play $DEV < /rec/step$n.events
        done
        wait $V
        S=$(cat /tmp/status.txt)
        echo "DEVICE $DEV VITRINE-STATUS $S"
        exit $S
        """ }
}

/// The same touches on the host, without QEMU: `vitrine replay` feeds them, as one
/// recording, through the decoder a real panel goes through to the demo, which must do
/// what the VM test expects of it.
struct DemoTouchReplayTests {
    @Test(arguments: DemoTouchScript.replayed)
    func replayedTouchesDoWhatTheVMTestExpects(script: DemoTouchScript) throws {
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-replay-\(script.demo)")
        defer { try? FileManager.default.removeItem(at: work) }
        let events = work.appendingPathComponent("touches.events")
        // Without the VM's handshake between steps, the gap is what lets the flip finish
        // before the drag: a view ignores touches while it animates (no
        // `.allowUserInteraction`), so a drag that came too soon would land on the table
        // and deal. 4 s leaves room on a loaded machine (2.5 s lost the drag twice with
        // five builds sharing two cores).
        try script.combinedRecording(gap: script.replayGap).write(to: events, atomically: true, encoding: .utf8)
        let description = try TouchRecordingFixtures.path("atmel-mxt.desc")
        let result = try VirtualBoard.run(binary, ["replay", description, events.path, "--demo", script.demo, "--display", "headless"])
        #expect(result.status == 0, "\(result.output)")
        // The turn of hypnosis's step 2 is no touch: not in the replay.
        let expected = script.expectedLog.filter { !$0.contains("orientation") }
        let logged = result.output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { expected.contains($0) }
        #expect(logged == expected, "\(result.output)")
    }
}

@Suite(
    "Demos driven by touches on the virtual board",
    .serialized,
    .enabled(if: VirtualBoard.isEnabled, "VITRINE_SKIP_VM=1 skips the tests that boot QEMU")
)
struct DemoTouchVMTests {
    @Test(.timeLimit(.minutes(15)), arguments: DemoTouchScript.all)
    func touchesBringTheScreenToEachStepsHeadlessRendering(script: DemoTouchScript) throws {
        let description = try TouchRecordingFixtures.path("atmel-mxt.desc")
        let binary = try VirtualBoard.vitrineBinary()
        let work = try VirtualBoard.temporaryDirectory("vitrine-e2e-\(script.demo)-touch")
        let refs = work.appendingPathComponent("refs")
        try FileManager.default.createDirectory(at: refs, withIntermediateDirectories: true)
        for step in 0..<script.steps {
            try VirtualBoard.renderHeadless(script.demo, step: step, into: refs.appendingPathComponent("ref-step\(step).png"))
        }
        var files = ["guest.sh": script.guestScript]
        for step in script.touches.keys { files["step\(step).events"] = script.recording(step: step) }
        for (name, text) in files {
            try text.write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let artifacts = work.appendingPathComponent("vm")
        let result = try VirtualBoard.python([
            "scripts/vm/vmctl.py", "e2e", "--binary", binary.path, "--scene", script.demo,
            "--refs", refs.path, "--steps", "\(script.steps)", "--tolerance", "1", "--artifacts", artifacts.path,
            "--script", work.appendingPathComponent("guest.sh").path,
            "--file", "\(description):/rec/atmel-mxt.desc",
        ] + script.touches.keys.sorted().flatMap { step in
            ["--file", "\(work.appendingPathComponent("step\(step).events").path):/rec/step\(step).events"]
        })
        #expect(result.status == 0, "vmctl.py e2e of \(script.demo) driven by touches failed:\n\(result.output)")
        let console = (try? String(contentsOf: artifacts.appendingPathComponent("console.log"), encoding: .utf8)) ?? ""
        let logged = console.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { line in script.expectedLog.contains(line) }
        #expect(logged == script.expectedLog, "the touches did something else:\n\(console)")
        #expect(console.contains("VITRINE-STATUS 0"), "\(console)")
        if result.status == 0, logged == script.expectedLog {
            try? FileManager.default.removeItem(at: work)
        }
    }
}
