// Vitrine — Apache License 2.0
// Measures a table at 1080p: 1,000 self-sizing rows, each a cell with a title, a subtitle
// and a 40-point image (UIListContentConfiguration), scrolled by a recorded finger: the
// recording's frames are replayed through the touch router at their recorded times, a
// frame composed every 1/60 s of a stepped clock between them and through the glide that
// follows. Each timed frame is the display link, layout (the table's tiling), display,
// composition and the copy to the headless display. Reported per frame: time (median,
// p99), `draw(_:)` calls (layers drawn: rows already drawn are not redrawn), resident
// bytes afterwards minus before, all and anonymous (ResidentMemory), and that growth for
// each replay (the first one warms up: cells, backing stores, glyph and layout caches,
// code paged in); and the cells the table created. A second pass scrolls 10,000 rows from
// code and reports the cells created and the resident growth over it, to show that reuse
// keeps both flat.

import Glibc
import Platform
import PlatformCore
import UIKit
import UIKitCore

@MainActor
public enum TableBenchmark {
    public struct Figures: Sendable, CustomStringConvertible {
        public var scale: CGFloat
        public var frames: FrameTimes
        public var frameCount: Int
        public var drawsPerFrame: Double
        public var heapBytesPerFrame: Double
        /// The anonymous part of `heapBytesPerFrame` (heap, stacks: not code paged in).
        public var anonymousBytesPerFrame: Double = 0
        /// The resident growth over each replay of the recording.
        public var flickGrowthByReplay: [ResidentMemory] = []
        public var bytesCopiedPerFrame: Int
        public var cellsAfterFlick: Int
        public var distance: CGFloat
        public var sweepRows: Int
        public var cellsAfterSweep: Int
        public var sweepHeapGrowth: Int
        public var sweepAnonymousGrowth: Int = 0
        /// The resident memory's growth after each quarter of the sweep, to tell a bounded
        /// cache filling up (growth that stops) from a leak (growth that goes on).
        public var sweepGrowthByQuarter: [ResidentMemory] = []

        public var description: String {
            String(format: "scale %.0f  ", scale) + "\(frames)  "
                + String(format: "%.2f draw(_:) calls/frame  %+.0f resident bytes/frame (anonymous %+.0f)  %d bytes copied/frame  ",
                         drawsPerFrame, heapBytesPerFrame, anonymousBytesPerFrame, bytesCopiedPerFrame)
                + String(format: "%d frames, %.0f points scrolled, %d cells created\n", frameCount, distance, cellsAfterFlick)
                + "         resident growth by replay: " + flickGrowthByReplay.map(\.signedDescription).joined(separator: ", ") + "\n"
                + String(format: "         sweep of %d rows: %d cells created in all, resident memory %+d bytes (anonymous %+d)",
                         sweepRows, cellsAfterSweep, sweepHeapGrowth, sweepAnonymousGrowth)
                + " (after each quarter: " + sweepGrowthByQuarter.map(\.signedDescription).joined(separator: ", ") + ")"
        }
    }

    /// The recording replayed by default: one finger dragging up and down a capacitive
    /// panel (its events, and the description of the device that made them).
    public nonisolated static let defaultEvents = "Tests/Fixtures/touch-recordings/edt-ep0430m09.1-finger-drag-up-down.events"
    public nonisolated static let defaultDescription = "Tests/Fixtures/touch-recordings/edt-ep0430m09.desc"

    public static func run(events: String = defaultEvents, description: String = defaultDescription, scale: CGFloat,
                           replays: Int = 3, width: Int = 1920, height: Int = 1080) throws -> Figures {
        let file = try EvemuRecording.load(descriptionPath: description, eventsPath: events)
        let touchFrames = try ReplayInputSource.decodeAll(file)
        let points = CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        let window = UIWindow(frame: points)
        window.layer.isHidden = false
        window.backgroundColor = .white
        let rows = Rows(scale: scale)
        let table = UITableView(frame: points, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = 64
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)

        let loop = SteppedEventLoop()
        let screen = UIScreen(pixelWidth: width, pixelHeight: height, scale: scale)
        let router = TouchRouter(loop: loop, application: UIApplication(), screen: { screen }, windows: { [window] })
        let display = HeadlessDisplayOutput(width: width, height: height, refreshRate: 1_000_000)
        let compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: scale)!  // a positive size and scale
        let period = 1.0 / 60
        var draws = 0
        func countDraws(_ layer: CALayer) {
            guard !layer.isHidden else { return }
            if layer.invalidRect != nil { draws += 1 }
            for sublayer in layer.sublayers ?? [] { countDraws(sublayer) }
        }
        func frame() {
            AnimationClock.shared.beginFrame(timestamp: loop.now - period, targetTimestamp: loop.now, duration: period)
            window.layoutIfNeeded()
            countDraws(window.layer)
            window.layer.displayTreeIfNeeded()
            let damage = compositor.compose([window.layer])
            if !damage.isEmpty { display.present(compositor.screen, damage: damage) }
        }
        frame()
        table.contentOffset = CGPoint(x: 0, y: 200 * 64)  // room to scroll both ways
        frame()

        var times: [Double] = []
        draws = 0
        let bytesBefore = display.bytesCopied
        let heapBefore = ResidentMemory.now()
        var growthByReplay: [ResidentMemory] = []
        // The distance shown: the offset's change from one frame to the next (the finger
        // moves it between frames, the glide during them).
        var lastOffset = table.contentOffset.y
        var distance: CGFloat = 0
        var nextFrame = loop.now + period
        func timedFrames(until time: Double) {
            while nextFrame <= time {
                loop.advance(to: nextFrame)
                let start = HeadlessDisplayOutput.monotonicSeconds()
                frame()
                times.append(HeadlessDisplayOutput.monotonicSeconds() - start)
                distance += abs(table.contentOffset.y - lastOffset)
                lastOffset = table.contentOffset.y
                nextFrame += period
            }
        }
        for _ in 0..<max(1, replays) {
            guard let first = touchFrames.first else { break }
            let replayStart = ResidentMemory.now()
            defer { growthByReplay.append(ResidentMemory.now() - replayStart) }
            let shift = loop.now + 0.01 - first.timestamp
            for touch in touchFrames {
                let time = touch.timestamp + shift
                timedFrames(until: time)
                loop.advance(to: time)
                router.handle(TouchFrame(deviceID: touch.deviceID, timestamp: time, contacts: touch.contacts))
            }
            // The glide (or spring back) after the lift, to rest.
            var limit = 600
            repeat {
                timedFrames(until: nextFrame)
                limit -= 1
            } while limit > 0 && (table.isDecelerating || table.isDragging)
        }
        let frameCount = max(times.count, 1)
        let heapAfter = ResidentMemory.now()
        let cellsAfterFlick = table.cellsCreated
        // Taken now: the sweep's frames below draw and copy too, and are not timed frames.
        let flickDraws = draws, flickBytes = display.bytesCopied - bytesBefore

        // The sweep: 10,000 rows scrolled from code, down and up the table, a frame each.
        let sweepRows = 10_000
        let heapBeforeSweep = ResidentMemory.now()
        var scrolled = 0
        var down = true
        var quarters: [ResidentMemory] = []
        while scrolled < sweepRows {
            let bottom = table.contentSize.height - table.bounds.height
            var y = table.contentOffset.y + (down ? 64 * 3 : -64 * 3)
            if y >= bottom { y = bottom; down = false }
            if y <= 0 { y = 0; down = true }
            table.contentOffset = CGPoint(x: 0, y: y)
            loop.advance(to: loop.now + period)
            frame()
            scrolled += 3
            if scrolled * 4 / sweepRows > quarters.count { quarters.append(ResidentMemory.now() - heapBeforeSweep) }
        }
        let sweepGrowth = ResidentMemory.now() - heapBeforeSweep

        return Figures(scale: scale, frames: FrameTimes(times), frameCount: times.count,
                       drawsPerFrame: Double(flickDraws) / Double(frameCount),
                       heapBytesPerFrame: Double(heapAfter.total - heapBefore.total) / Double(frameCount),
                       anonymousBytesPerFrame: Double(heapAfter.anonymous - heapBefore.anonymous) / Double(frameCount),
                       flickGrowthByReplay: growthByReplay,
                       bytesCopiedPerFrame: flickBytes / frameCount,
                       cellsAfterFlick: cellsAfterFlick, distance: distance,
                       sweepRows: sweepRows, cellsAfterSweep: table.cellsCreated, sweepHeapGrowth: sweepGrowth.total,
                       sweepAnonymousGrowth: sweepGrowth.anonymous, sweepGrowthByQuarter: quarters)
    }

    /// 1,000 rows of a title, a subtitle and a 40-point image.
    private final class Rows: UITableViewDataSource, UITableViewDelegate {
        let image: UIImage
        let scale: CGFloat
        let titles = ["Espresso", "Cappuccino", "Flat white", "Filter coffee", "Cortado", "Mocha", "Chai latte"]

        init(scale: CGFloat) {
            self.scale = scale
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
                UIColor.systemOrange.setFill()
                UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8).fill()
            }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "\(titles[indexPath.row % titles.count]) \(indexPath.row + 1)"
            content.secondaryText = "Row \(indexPath.row + 1) of 1,000 — freshly ground, served hot"
            content.image = image
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            setScale(of: cell)
            return cell
        }

        private func setScale(of view: UIView) {
            if view.contentScaleFactor != scale { view.contentScaleFactor = scale }
            for subview in view.subviews { setScale(of: subview) }
        }
    }
}
