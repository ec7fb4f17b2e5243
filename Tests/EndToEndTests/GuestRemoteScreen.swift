// Vitrine — Apache License 2.0
//
// A remote screen inside the virtual board. It listens on the guest's network address, so
// it needs a password, and neatvnc 0.5.4 asks for one only through VeNCrypt: TLS with a key
// and a certificate (made here, self-signed), then a user name and the password. vncdotool
// does not speak VeNCrypt, so the viewer on the host is the project's own
// (scripts/vm/rfbviewer.py, driven by `vmctl.py e2e --vnc`).
import Foundation

enum GuestRemoteScreen {
    /// The board's `[remote]` section: the guest files `vmctlArguments(secretsIn:)` puts there.
    static let boardSection = """
        [remote]
        vnc = true
        listen = "0.0.0.0:5900"
        password-file = "/etc/vitrine/vnc-password"
        tls-key = "/etc/vitrine/vnc-key.pem"
        tls-cert = "/etc/vitrine/vnc-cert.pem"
        """

    /// What the kiosk logs once it serves (not view-only: viewers may touch and type).
    static func servingLine(width: Int, height: Int) -> String {
        "serving \(width)x\(height) over VNC on 0.0.0.0:5900 with VeNCrypt, at most 2 viewers"
    }

    /// QEMU's user networking brings the host's connections from its gateway, 10.0.2.2.
    static let viewerConnectedLine = "a viewer connected from 10.0.2.2:"

    /// Makes the key, the certificate and the password file in `folder` (VeNCryptFiles);
    /// returns `vmctl.py e2e`'s arguments that put them in the guest, forward the port and
    /// log the viewer in.
    static func vmctlArguments(secretsIn folder: URL) throws -> [String] {
        let files = try VeNCryptFiles(in: folder, password: "mirror mirror")
        return [
            "--vnc", "5900", "--vnc-login", "support:mirror mirror",
            "--file", "\(files.password.path):/etc/vitrine/vnc-password",
            "--file", "\(files.key.path):/etc/vitrine/vnc-key.pem",
            "--file", "\(files.certificate.path):/etc/vitrine/vnc-cert.pem",
        ]
    }
}
