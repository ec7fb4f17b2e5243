// Vitrine — Apache License 2.0
import ArgumentParser
import UIKit
import VitrineDemos

/// The guest side of the end-to-end test protocol (scripts/vm/README.md): after each frame
/// that reached the screen, write `PRESENTED <step> <flips>` and wait for the host's
/// `NEXT` (show the next step) or `QUIT` (stop as on SIGTERM, exit 0).
///
/// The device (the VM's second serial port) is opened once and kept open: bytes that
/// arrive while no process holds the port are dropped.
@MainActor
final class HandshakeChannel {
    private let handle: FileHandle
    private let path: String
    private var step: Int

    init(path: String, step: Int) throws {
        guard let handle = FileHandle(forUpdatingAtPath: path) else {
            throw ValidationError("cannot open the handshake device \(path)")
        }
        self.handle = handle
        self.path = path
        self.step = step
    }

    func attach(to demo: any Demo) {
        UIScreen.main.addFramePresentedObserver { [self] completion in
            // Frames of a touch step still in progress (a drag, its animation) are not its result.
            if let touchDriven = demo as? any TouchDrivenDemo, touchDriven.isAwaitingTouches { return }
            // Nor is a frame whose layout added views that are laid out and drawn only in the
            // next (a grid's cells): the headless rendering it is compared with is settled.
            // That next frame is presented whole, so it comes even if they change no pixel.
            if let scheduler = ApplicationRuntime.current?.scheduler, scheduler.lastFrameLeftWork {
                return scheduler.setNeedsFullFrame()
            }
            handle.write(Data("PRESENTED \(step) \(completion.sequence)\n".utf8))
            switch readLine() {
            case "NEXT":
                step += 1
                demo.show(step: step)
            case "QUIT":
                kill(getpid(), SIGTERM)
            case let other:
                printError("vitrine: handshake on \(path): unexpected \(other.map { "'\($0)'" } ?? "end of file"); stopping")
                kill(getpid(), SIGTERM)
            }
        }
    }

    /// Reads one line, blocking: the host answers within seconds, and the frame loop has
    /// nothing else to do until it does.
    private func readLine() -> String? {
        var bytes: [UInt8] = []
        while true {
            let data = handle.readData(ofLength: 1)
            guard let byte = data.first else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { break }
            if byte != UInt8(ascii: "\r") { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}
