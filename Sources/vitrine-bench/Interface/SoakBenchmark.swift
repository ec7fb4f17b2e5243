// Vitrine — Apache License 2.0
// A day of kiosk use, simulated: a 7-inch kiosk screen (a clock label, a table of 200
// rows that taps select and drags scroll and fling, a banner that pulses on each
// selection) driven by the real panel recordings of Tests/Fixtures/touch-recordings,
// replayed one after another through the touch router (touches → gesture recognizers →
// scrolling, selection and animations → frames composed onto a headless display). The
// clock is stepped, never waited for: a simulated minute with no touch costs one frame
// (the clock label's new text), so 24 hours run in minutes.
//
// Printed per simulated hour: resident memory and its change (all, and the anonymous part:
// see ResidentMemory), open file descriptors, frames and the frame time p99. The first
// pass over the recordings is the warm-up (glyph caches, cell reuse pools, backing stores
// reach their working size); growth is measured after it. The clock label's text is new
// every minute, so the shared text-layout cache keeps filling for its first 256 layouts
// (about four simulated hours) before it turns over: growth in those hours is that cache.

import Foundation
import Glibc
import Platform
import PlatformCore
import UIKit
import UIKitCore

@MainActor
public enum SoakBenchmark {
    /// One simulated hour's figures.
    public struct Hour: Sendable, CustomStringConvertible {
        public var index: Int
        public var residentBytes: Int
        public var residentChange: Int
        /// The anonymous part of `residentBytes`, and its change over the hour.
        public var anonymousBytes: Int = 0
        public var anonymousChange: Int = 0
        public var openFileDescriptors: Int
        public var frames: Int
        public var replays: Int
        public var frameTimes: FrameTimes

        public var description: String {
            String(format: "hour %3d  resident %8.2f MB (%+7.3f MB)  anonymous %7.2f MB (%+7.3f MB)  %3d fds  %6d frames  %4d replays  ",
                   index, Double(residentBytes) / 1_048_576, Double(residentChange) / 1_048_576,
                   Double(anonymousBytes) / 1_048_576, Double(anonymousChange) / 1_048_576,
                   openFileDescriptors, frames, replays) + "\(frameTimes)"
        }
    }

    /// The whole run's figures.
    public struct Figures: Sendable, CustomStringConvertible {
        public var hours: [Hour]
        /// Resident memory and descriptors once the warm-up (one pass over every recording) is done.
        public var residentAfterWarmUp: Int
        public var descriptorsAfterWarmUp: Int
        public var residentAtEnd: Int
        public var descriptorsAtEnd: Int
        /// The anonymous part of resident memory after the warm-up and at the end.
        public var anonymousAfterWarmUp: Int = 0
        public var anonymousAtEnd: Int = 0
        /// Simulated hours after the warm-up.
        public var measuredHours: Double
        public var replays: Int
        public var frames: Int

        /// Resident growth per simulated hour after the warm-up, in bytes.
        public var residentGrowthPerHour: Double {
            measuredHours > 0 ? Double(residentAtEnd - residentAfterWarmUp) / measuredHours : 0
        }

        /// Anonymous resident growth per simulated hour after the warm-up, in bytes.
        public var anonymousGrowthPerHour: Double {
            measuredHours > 0 ? Double(anonymousAtEnd - anonymousAfterWarmUp) / measuredHours : 0
        }

        public var description: String {
            let first = hours.first.map { "\($0.frameTimes)" } ?? "-"
            let last = hours.last.map { "\($0.frameTimes)" } ?? "-"
            return String(format: "%d replays, %d frames over %.2f simulated hours after the warm-up\n", replays, frames, measuredHours)
                + String(format: "resident after warm-up %.2f MB, at end %.2f MB: %+.4f MB per simulated hour (goal < 0.1)\n",
                         Double(residentAfterWarmUp) / 1_048_576, Double(residentAtEnd) / 1_048_576,
                         residentGrowthPerHour / 1_048_576)
                + String(format: "anonymous after warm-up %.2f MB, at end %.2f MB: %+.4f MB per simulated hour\n",
                         Double(anonymousAfterWarmUp) / 1_048_576, Double(anonymousAtEnd) / 1_048_576,
                         anonymousGrowthPerHour / 1_048_576)
                + "open file descriptors after warm-up \(descriptorsAfterWarmUp), at end \(descriptorsAtEnd)\n"
                + "frame times first hour: \(first)\nframe times last hour:  \(last)"
        }
    }

    /// The recordings replayed, by their events file (each with the description beside it).
    public nonisolated static let defaultFolder = "Tests/Fixtures/touch-recordings"

    /// Runs `hours` simulated hours (fractions allowed) with `interactionsPerHour` replays
    /// an hour, spread evenly; calls `report` after each simulated hour (and a partial last one).
    /// - Parameters:
    ///   - only: replay only the recordings whose file names contain one of these (all when empty).
    ///   - frameRate: frames composed per simulated second while touches or animations run.
    public static func run(
        hours: Double, interactionsPerHour: Int = 30, folder: String = defaultFolder, only: [String] = [],
        width: Int = 800, height: Int = 480, frameRate: Double = 60, report: @escaping (Hour) -> Void = { _ in }
    ) throws -> Figures {
        let recordings = try loadRecordings(folder: folder, only: only)
        guard !recordings.isEmpty else { throw SoakError(folder: folder) }
        let scene = Scene(width: width, height: height, frameRate: frameRate)
        let minutes = max(1, Int((hours * 60).rounded()))
        let everyMinutes = max(1, 60 / max(1, interactionsPerHour))

        var hourFigures: [Hour] = []
        var times: [Double] = []
        var replaysThisHour = 0, replays = 0, frames = 0
        var lastResident = ResidentMemory.now()
        var residentAfterWarmUp = 0, descriptorsAfterWarmUp = 0, warmUpMinute = 0, anonymousAfterWarmUp = 0
        func closeHour(_ index: Int) {
            let resident = ResidentMemory.now()
            let hour = Hour(index: index, residentBytes: resident.total, residentChange: resident.total - lastResident.total,
                            anonymousBytes: resident.anonymous, anonymousChange: resident.anonymous - lastResident.anonymous,
                            openFileDescriptors: openFileDescriptors(), frames: times.count, replays: replaysThisHour,
                            frameTimes: FrameTimes(times))
            lastResident = resident
            hourFigures.append(hour)
            report(hour)
            frames += times.count
            times.removeAll(keepingCapacity: true)
            replaysThisHour = 0
        }

        for minute in 0..<minutes {
            scene.showClock(minute: minute)
            scene.frame(timing: &times)
            if minute % everyMinutes == 0 {
                scene.replay(recordings[replays % recordings.count], timing: &times)
                replays += 1
                replaysThisHour += 1
                if replays == recordings.count {
                    let resident = ResidentMemory.now()
                    residentAfterWarmUp = resident.total
                    anonymousAfterWarmUp = resident.anonymous
                    descriptorsAfterWarmUp = openFileDescriptors()
                    warmUpMinute = minute + 1
                }
            }
            // The rest of the minute passes idle: the clock jumps to the next one.
            scene.idle(untilMinute: minute + 1)
            if (minute + 1) % 60 == 0 || minute + 1 == minutes { closeHour((minute + 60) / 60) }
        }
        if residentAfterWarmUp == 0 {  // fewer replays than recordings: no warm-up to measure from
            residentAfterWarmUp = hourFigures.first?.residentBytes ?? 0
            anonymousAfterWarmUp = hourFigures.first?.anonymousBytes ?? 0
            descriptorsAfterWarmUp = hourFigures.first?.openFileDescriptors ?? 0
            warmUpMinute = min(60, minutes)
        }
        let end = ResidentMemory.now()
        return Figures(hours: hourFigures, residentAfterWarmUp: residentAfterWarmUp,
                       descriptorsAfterWarmUp: descriptorsAfterWarmUp, residentAtEnd: end.total,
                       descriptorsAtEnd: openFileDescriptors(), anonymousAfterWarmUp: anonymousAfterWarmUp,
                       anonymousAtEnd: end.anonymous, measuredHours: Double(minutes - warmUpMinute) / 60,
                       replays: replays, frames: frames)
    }

    /// Every events file in `folder` with its device's description (DEVICE.desc for
    /// DEVICE.anything.events), decoded into touch frames; a recording the default touch
    /// settings cannot decode is left out (the test counts what is left).
    static func loadRecordings(folder: String, only: [String] = []) throws -> [[TouchFrame]] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { name in name.hasSuffix(".events") && (only.isEmpty || only.contains { name.contains($0) }) }.sorted()
        return names.compactMap { name -> [TouchFrame]? in
            let device = String(name.prefix { $0 != "." })
            guard let recording = try? EvemuRecording.load(descriptionPath: "\(folder)/\(device).desc", eventsPath: "\(folder)/\(name)"),
                  let frames = try? ReplayInputSource.decodeAll(recording), !frames.isEmpty
            else { return nil }
            return frames
        }
    }

    /// The process's open file descriptors (/proc/self/fd, less the one listing it).
    public nonisolated static func openFileDescriptors() -> Int {
        ProcessStatistics.openFileDescriptors() ?? 0
    }

    /// The kiosk's screen and the machinery that drives it.
    private final class Scene: UITableViewDataSource, UITableViewDelegate {
        let loop = SteppedEventLoop()
        let window: UIWindow
        let table: UITableView
        let clock = UILabel()
        let banner = UIView()
        let router: TouchRouter
        let display: HeadlessDisplayOutput
        let compositor: Compositor
        let period: Double
        let titles = ["Espresso", "Cappuccino", "Flat white", "Filter coffee", "Cortado", "Mocha", "Chai latte"]

        init(width: Int, height: Int, frameRate: Double) {
            period = 1 / max(1, frameRate)
            let points = CGRect(x: 0, y: 0, width: width, height: height)
            let window = UIWindow(frame: points)
            self.window = window
            window.layer.isHidden = false
            window.backgroundColor = .systemBackground
            clock.frame = CGRect(x: 16, y: 8, width: 200, height: 40)
            clock.font = .monospacedDigitSystemFont(ofSize: 28, weight: .semibold)
            banner.frame = CGRect(x: 232, y: 8, width: points.width - 248, height: 40)
            banner.backgroundColor = .systemOrange
            banner.layer.cornerRadius = 8
            table = UITableView(frame: CGRect(x: 0, y: 56, width: points.width, height: points.height - 56), style: .plain)
            let screen = UIScreen(pixelWidth: width, pixelHeight: height, scale: 1)
            display = HeadlessDisplayOutput(width: width, height: height, refreshRate: 1_000_000)
            compositor = Compositor(pixelWidth: width, pixelHeight: height, scale: 1)!  // a positive size and scale
            router = TouchRouter(loop: loop, application: UIApplication(), screen: { screen }, windows: { [window] })
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.delegate = self
            window.addSubview(clock)
            window.addSubview(banner)
            window.addSubview(table)
        }

        func showClock(minute: Int) {
            clock.text = String(format: "%02d:%02d", (minute / 60) % 24, minute % 60)
        }

        /// One frame at the loop's time: the display links and animations, layout, display,
        /// composition, the copy to the display; its time appended to `timing`.
        func frame(timing: inout [Double]) {
            let start = HeadlessDisplayOutput.monotonicSeconds()
            AnimationClock.shared.beginFrame(timestamp: loop.now - period, targetTimestamp: loop.now, duration: period)
            window.layoutIfNeeded()
            window.layer.displayTreeIfNeeded()
            let damage = compositor.compose([window.layer])
            if !damage.isEmpty { display.present(compositor.screen, damage: damage) }
            timing.append(HeadlessDisplayOutput.monotonicSeconds() - start)
        }

        /// The recording's touch frames at their recorded pace from now, a frame every
        /// 1/60 s between them, then frames until the glide and the animations are over.
        func replay(_ touches: [TouchFrame], timing: inout [Double]) {
            guard let first = touches.first else { return }
            let shift = loop.now + period - first.timestamp
            var nextFrame = loop.now + period
            for touch in touches {
                let time = touch.timestamp + shift
                while nextFrame <= time {
                    loop.advance(to: nextFrame)
                    frame(timing: &timing)
                    nextFrame += period
                }
                loop.advance(to: time)
                router.handle(TouchFrame(deviceID: touch.deviceID, timestamp: time, contacts: touch.contacts))
            }
            // At most 10 s of settling (a fling's glide, the row's deselection, the banner).
            for _ in 0..<600 {
                loop.advance(to: nextFrame)
                frame(timing: &timing)
                nextFrame += period
                if !table.isDragging && !table.isDecelerating && !isAnimating(window.layer) { break }
            }
        }

        /// Jumps the clock to the start of `minute`, running the timers due on the way.
        func idle(untilMinute minute: Int) {
            loop.advance(to: max(loop.now, SteppedEventLoop.start + Double(minute) * 60))
        }

        private func isAnimating(_ layer: CALayer) -> Bool {
            if !(layer.animationKeys() ?? []).isEmpty { return true }
            return (layer.sublayers ?? []).contains { isAnimating($0) }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "\(titles[indexPath.row % titles.count]) \(indexPath.row + 1)"
            content.secondaryText = "Freshly ground, served hot"
            cell.contentConfiguration = content
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            banner.alpha = 0.3
            UIView.animate(withDuration: 0.4) { self.banner.alpha = 1 }
        }
    }

    /// No recording in the folder could be decoded.
    struct SoakError: Error, CustomStringConvertible {
        var folder: String
        var description: String { "no decodable evemu recording (NAME.events beside DEVICE.desc) in \(folder)" }
    }
}
