// Vitrine — Apache License 2.0
// Measures what serving the screen over VNC costs the main thread: the same 1080p scene
// (a 480×320 card of coloured stripes and text sliding 8 points a frame over a white
// window: about 490×320 pixels, 625 KB, of damage every frame) composed and presented to
// a headless display, to the `vnc` display with no viewer, and to the `vnc` display while
// a viewer (an RFB client on a thread of its own, asking for ZRLE, always with an update
// request outstanding) reads every update. Frames come at the display's rate (60 Hz by
// default), as a kiosk's do, so the viewer has the time a real one has to take each
// change; each timed frame is the main thread's work: layout, display, composition and
// `present`, not the wait for the next tick. Then the scene stops changing: an idle
// screen must feed the server nothing and send the viewer nothing.
//
// A frame takes a third of a millisecond, so the machine's other work moves a case's
// median by as much as the viewer does. The headless and the watched cases therefore
// alternate in rounds, each pair under the same load, and the figure is the median of
// the rounds' ratios (watched median over headless median); every ratio is printed.
//
// Where a frame's time goes is printed beside it: the median of `present` alone (the
// hand-off to the server), and from the kernel's per-thread accounting
// (/proc/thread-self/schedstat and status) the main thread's time on a CPU and time
// runnable but waiting for one, per frame, and how often it was preempted. A frame's
// time beyond those two is time the main thread slept (a lock).

import Foundation
import Logging
import Platform
import PlatformCore
import UIKit
import UIKitCore

@MainActor
public enum RemoteScreenBenchmark {
    /// The main thread's share of a case: `present` alone, and the kernel's accounting.
    public struct MainThreadCost: Sendable, CustomStringConvertible {
        public var present: FrameTimes
        /// Seconds a frame on a CPU, and runnable but waiting for one (outside frames too:
        /// the wake-up after each tick's sleep counts).
        public var onCPU: Double, waitingForCPU: Double
        public var preemptions: Int

        public var description: String {
            String(format: "  main thread: present median %6.3f ms; per frame %6.3f ms on a CPU, %6.3f ms waiting for one; %d preemptions",
                   present.median * 1000, onCPU * 1000, waitingForCPU * 1000, preemptions)
        }
    }

    public struct Figures: Sendable, CustomStringConvertible {
        public var headless: FrameTimes
        public var served: FrameTimes
        public var watched: FrameTimes
        public var headlessCost: MainThreadCost, servedCost: MainThreadCost, watchedCost: MainThreadCost
        public var viewerBytes: Int
        public var viewerUpdates: Int
        /// Frames presented while the viewer watched.
        public var watchedFrames: Int
        public var idleFramesFed: Int
        public var idleViewerBytes: Int
        /// Each round's watched median over its headless median, in the order measured.
        public var roundRatios: [Double]

        /// The median of the rounds' ratios: the figure the goal is about.
        public var ratio: Double {
            let sorted = roundRatios.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }

        public var description: String {
            let rounds = roundRatios.map { String(format: "%.2f", $0) }.joined(separator: " ")
            return "headless                      \(headless)\n\(headlessCost)\n"
                + "vnc, no viewer                \(served)\n\(servedCost)\n"
                + "vnc, a viewer taking changes  \(watched)\n\(watchedCost)\n"
                + String(format: "  with a viewer: %.2f× the headless median, the median of %d rounds' ratios (goal ≤ 1.10×): ",
                         ratio, roundRatios.count) + rounds + "\n"
                + String(format: "  the viewer read %d updates for %d frames (%.0f %%), %.1f MB\n",
                         viewerUpdates, watchedFrames, 100 * Double(viewerUpdates) / Double(max(watchedFrames, 1)),
                         Double(viewerBytes) / 1e6)
                + "  idle for 1 s: \(idleFramesFed) frames fed to the server, \(idleViewerBytes) bytes sent to the viewer (goal 0 and 0)"
        }
    }

    /// - Parameters:
    ///   - frames: frames a case measures in each round.
    ///   - rounds: rounds of the headless and the watched cases, alternating.
    ///   - frameRate: frames a second (0: back to back, no waiting between them).
    public static func run(width: Int = 1920, height: Int = 1080, frames: Int = 300, rounds: Int = 5,
                           frameRate: Double = 60) throws -> Figures {
        let frames = max(1, frames), rounds = max(1, rounds)
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let window = UIWindow(frame: bounds)
        window.layer.isHidden = false
        window.backgroundColor = .white
        let card = UIImageView(frame: CGRect(x: 0, y: 100, width: 480, height: 320))
        card.image = cardImage()
        window.addSubview(card)
        let period = frameRate > 0 && frameRate.isFinite ? 1 / frameRate : 0

        /// One case's frames: their times, `present`'s, and the main thread's accounting.
        func measure(_ display: any DisplayOutput) throws -> (times: [Double], present: [Double], cost: ThreadAccounting) {
            let compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: 1)!  // a positive size and scale
            var times: [Double] = [], presentTimes: [Double] = []
            var tick = HeadlessDisplayOutput.monotonicSeconds()
            var before = ThreadAccounting.now()
            for index in 0..<(frames + 1) {
                card.frame.origin.x = CGFloat((index * 8) % (width - 480))
                let start = HeadlessDisplayOutput.monotonicSeconds()
                window.layoutIfNeeded()
                window.layer.displayTreeIfNeeded()
                let damage = compositor.compose([window.layer])
                let presenting = HeadlessDisplayOutput.monotonicSeconds()
                if !damage.isEmpty { try display.present(compositor.screen, damage: damage) }
                let end = HeadlessDisplayOutput.monotonicSeconds()
                if index > 0 {  // the first composes everything
                    times.append(end - start)
                    presentTimes.append(end - presenting)
                } else {
                    before = ThreadAccounting.now()
                }
                // The next frame at the next tick of the display's clock (none skipped).
                tick += period
                if tick > end { Thread.sleep(forTimeInterval: tick - end) } else { tick = end }
            }
            let after = ThreadAccounting.now()
            return (times, presentTimes, ThreadAccounting(onCPU: after.onCPU - before.onCPU, waiting: after.waiting - before.waiting,
                                                          preemptions: after.preemptions - before.preemptions))
        }

        /// The frames of every round of a case, pooled.
        struct Pool {
            var times: [Double] = [], present: [Double] = [], cost = ThreadAccounting()

            mutating func add(_ run: (times: [Double], present: [Double], cost: ThreadAccounting)) {
                times += run.times
                present += run.present
                cost.onCPU += run.cost.onCPU
                cost.waiting += run.cost.waiting
                cost.preemptions += run.cost.preemptions
            }

            var frameTimes: FrameTimes { FrameTimes(times) }

            var mainThreadCost: MainThreadCost {
                let count = Double(max(times.count, 1))
                return MainThreadCost(present: FrameTimes(present), onCPU: cost.onCPU / count,
                                      waitingForCPU: cost.waiting / count, preemptions: cost.preemptions)
            }
        }

        let headlessDisplay = HeadlessDisplayOutput(width: width, height: height, refreshRate: 1_000_000)
        var headless = Pool(), alone = Pool(), watched = Pool()

        let port = UInt16.random(in: 20000...60000)
        let settings = RemoteScreenSettings(host: "127.0.0.1", port: port, maximumClients: 2)
        let served = try VNCDisplayOutput(
            panel: HeadlessDisplayOutput(width: width, height: height, refreshRate: 1_000_000), settings: settings,
            logger: Logger(label: "bench"))
        defer { served.shutDown() }
        alone.add(try measure(served))

        let viewer = try BenchViewer(port: port)
        viewer.start()
        while viewer.updates.load() < 1 { Thread.sleep(forTimeInterval: 0.01) }  // the first full update arrived
        let bytesBeforeWatching = viewer.bytes.load(), updatesBeforeWatching = viewer.updates.load()
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let bare = try measure(headlessDisplay), viewed = try measure(served)
            headless.add(bare)
            watched.add(viewed)
            ratios.append(FrameTimes(viewed.times).median / max(FrameTimes(bare.times).median, 1e-9))
        }
        // The last changes reach the viewer: on a busy machine the server can be seconds
        // behind, and what it still sends is the watched frames', not the idle screen's.
        var quietPolls = 0, lastBytes = viewer.bytes.load()
        for _ in 0..<100 where quietPolls < 3 {
            Thread.sleep(forTimeInterval: 0.1)
            let bytes = viewer.bytes.load()
            quietPolls = bytes == lastBytes ? quietPolls + 1 : 0
            lastBytes = bytes
        }
        let bytesWatched = viewer.bytes.load() - bytesBeforeWatching, updates = viewer.updates.load() - updatesBeforeWatching

        // Idle: frames with nothing changed feed nothing and send nothing.
        let fedBefore = served.server.framesFed, bytesBefore = viewer.bytes.load()
        let compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: 1)!
        _ = compositor.compose([window.layer])
        for _ in 0..<60 {
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            let damage = compositor.compose([window.layer])
            if !damage.isEmpty { try served.present(compositor.screen, damage: damage) }
            Thread.sleep(forTimeInterval: 1.0 / 60)
        }
        let idleFed = served.server.framesFed - fedBefore, idleBytes = viewer.bytes.load() - bytesBefore
        viewer.stop()
        return Figures(headless: headless.frameTimes, served: alone.frameTimes, watched: watched.frameTimes,
                       headlessCost: headless.mainThreadCost, servedCost: alone.mainThreadCost, watchedCost: watched.mainThreadCost,
                       viewerBytes: bytesWatched, viewerUpdates: updates, watchedFrames: watched.times.count + rounds,
                       idleFramesFed: idleFed, idleViewerBytes: idleBytes, roundRatios: ratios)
    }

    /// The card's picture: 24 stripes of colours from a fixed sequence and a line of text,
    /// so an encoder has real work (a plain colour compresses to nothing).
    private static func cardImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 480, height: 320)).image { _ in
            var seed: UInt32 = 12345
            for stripe in 0..<24 {
                seed = seed &* 1_103_515_245 &+ 12345
                let hue = CGFloat(seed >> 16 & 0xFF) / 255
                UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1).setFill()
                UIRectFill(CGRect(x: CGFloat(stripe) * 20, y: 0, width: 20, height: 320))
            }
            "Order 1042 · 2 × Cappuccino, 1 × Croissant".draw(
                at: CGPoint(x: 16, y: 140), withAttributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.black])
        }
    }
}

/// The calling thread's CPU accounting from Linux's /proc/thread-self (zeros elsewhere).
struct ThreadAccounting {
    /// Seconds on a CPU and runnable waiting for one; times it was preempted.
    var onCPU = 0.0, waiting = 0.0, preemptions = 0

    static func now() -> ThreadAccounting {
        var result = ThreadAccounting()
        if let schedstat = try? String(contentsOfFile: "/proc/thread-self/schedstat", encoding: .utf8) {
            let fields = schedstat.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if fields.count >= 2 { (result.onCPU, result.waiting) = (fields[0] / 1e9, fields[1] / 1e9) }
        }
        if let status = try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("nonvoluntary_ctxt_switches:") }) {
            result.preemptions = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
        }
        return result
    }
}

/// A counter shared with the viewer's thread.
final class BenchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add(_ amount: Int) { lock.lock(); value += amount; lock.unlock() }
    func load() -> Int { lock.lock(); defer { lock.unlock() }; return value }
}

/// An RFB viewer on its own thread: no security, ZRLE, an incremental update request
/// always outstanding, every byte counted.
final class BenchViewer: @unchecked Sendable {
    let fd: Int32
    let bytes = BenchCounter(), updates = BenchCounter()
    private let stopping = BenchCounter()
    private var thread: Thread?
    private var size = (width: 0, height: 0)

    init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected, read(12).count == 12 else { throw RemoteScreenError("bench viewer: cannot reach the server") }
        send(Array("RFB 003.008\n".utf8))
        let types = read(Int(read(1).first ?? 0))
        guard types.contains(1) else { throw RemoteScreenError("bench viewer: no security type None") }
        send([1])
        guard read(4) == [0, 0, 0, 0] else { throw RemoteScreenError("bench viewer: refused") }
        send([1])
        let initMessage = read(24)
        size = (Int(initMessage[0]) << 8 | Int(initMessage[1]), Int(initMessage[2]) << 8 | Int(initMessage[3]))
        _ = read(Int(initMessage[20]) << 24 | Int(initMessage[21]) << 16 | Int(initMessage[22]) << 8 | Int(initMessage[23]))
        send([2, 0, 0, 2, 0, 0, 0, 16, 0, 0, 0, 0])  // SetEncodings: ZRLE, Raw
    }

    deinit { close(fd) }

    func start() {
        request(incremental: false)
        let thread = Thread { [self] in
            while self.stopping.load() == 0 {
                guard self.readUpdate() else { continue }
                self.updates.add(1)
                self.request(incremental: true)
            }
        }
        thread.start()
        self.thread = thread
    }

    func stop() {
        stopping.add(1)
        Thread.sleep(forTimeInterval: 0.3)
    }

    private func request(incremental: Bool) {
        send([3, incremental ? 1 : 0, 0, 0, 0, 0, UInt8(size.width >> 8), UInt8(size.width & 255), UInt8(size.height >> 8), UInt8(size.height & 255)])
    }

    /// One FramebufferUpdate (ZRLE or raw rectangles); false when none came in time.
    private func readUpdate() -> Bool {
        let header = read(4, patient: false)
        guard header.count == 4, header[0] == 0 else { return false }
        let rectangles = Int(header[2]) << 8 | Int(header[3])
        for _ in 0..<rectangles {
            let rect = read(12)
            guard rect.count == 12 else { return false }
            let width = Int(rect[4]) << 8 | Int(rect[5]), height = Int(rect[6]) << 8 | Int(rect[7])
            let encoding = Int32(bitPattern: UInt32(rect[8]) << 24 | UInt32(rect[9]) << 16 | UInt32(rect[10]) << 8 | UInt32(rect[11]))
            if encoding == 16 {
                let length = read(4).reduce(0) { $0 << 8 | Int($1) }
                _ = read(length)
            } else {
                _ = read(width * height * 4)
            }
        }
        return true
    }

    private func send(_ message: [UInt8]) { _ = message.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }

    /// `count` bytes; an impatient read gives up at the first timeout with nothing read.
    private func read(_ count: Int, patient: Bool = true) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = result.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + got, count - got) }
            if n > 0 {
                got += n
                bytes.add(n)
            } else if n < 0, errno == EAGAIN, patient || got > 0 {
                if stopping.load() > 0 { break }
                continue
            } else {
                break
            }
        }
        return Array(result[0..<got])
    }
}
