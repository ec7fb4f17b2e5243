// Vitrine — Apache License 2.0
import Foundation
import Testing
@testable import Platform

/// The machine's identity per application, against systemd's own tool.
@Suite struct MachineIdentityTests {
    /// What `systemd-id128 machine-id --app-specific=ID` prints (32 hex digits), or nil when
    /// it fails (no machine id).
    private func systemdID(for applicationID: UUID) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-id128")
        let hex = applicationID.uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        process.arguments = ["machine-id", "--app-specific=\(hex)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: [
        UUID(uuidString: "2DAD323B-F211-4DC6-9BA5-C080F42A6939")!,
        UUID(uuidString: "5A3C0F7E-2B8D-4C61-A9E0-4F1D7B6C2E93")!,
    ])
    func theIdentityIsSystemdsApplicationSpecificMachineID(applicationID: UUID) throws {
        let expected = try systemdID(for: applicationID)
        guard let expected else {
            // No machine id here: the call says so instead of inventing one.
            #expect(throws: MachineIdentity.Failure.self) { try MachineIdentity.applicationSpecificID(applicationID) }
            return
        }
        let identity = try MachineIdentity.applicationSpecificID(applicationID)
        #expect(identity.uuidString.replacingOccurrences(of: "-", with: "").lowercased() == expected)
    }

    @Test(.enabled(if: (try? MachineIdentity.applicationSpecificID(UUID())) != nil, "this machine has no machine id"))
    func applicationsGetDifferentIdentities() throws {
        let first = try MachineIdentity.applicationSpecificID(UUID(uuidString: "2DAD323B-F211-4DC6-9BA5-C080F42A6939")!)
        let second = try MachineIdentity.applicationSpecificID(UUID(uuidString: "5A3C0F7E-2B8D-4C61-A9E0-4F1D7B6C2E93")!)
        #expect(first != second)
        // The same application always gets the same value.
        #expect(first == (try MachineIdentity.applicationSpecificID(UUID(uuidString: "2DAD323B-F211-4DC6-9BA5-C080F42A6939")!)))
    }
}
