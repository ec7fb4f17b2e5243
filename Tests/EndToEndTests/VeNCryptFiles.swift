// Vitrine — Apache License 2.0
import Foundation
import Testing

/// What a kiosk needs to ask viewers for a password (VeNCrypt): a self-signed key and
/// certificate made by openssl, and the password file, in a test's folder. The key and the
/// password are readable by their owner only: the kiosk refuses a password file others may
/// read (and a VM guest's copies keep the mode).
struct VeNCryptFiles {
    let key: URL, certificate: URL, password: URL

    init(in folder: URL, password text: String) throws {
        key = folder.appendingPathComponent("vnc-key.pem")
        certificate = folder.appendingPathComponent("vnc-cert.pem")
        password = folder.appendingPathComponent("vnc-password")
        let made = try VirtualBoard.run(URL(fileURLWithPath: "/usr/bin/openssl"), [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key.path, "-out", certificate.path, "-days", "2",
            "-subj", "/CN=vitrine-test"])
        try #require(made.status == 0, "\(made.output)")
        try "\(text)\n".write(to: password, atomically: true, encoding: .utf8)
        chmod(password.path, 0o600)
        chmod(key.path, 0o600)
    }
}
