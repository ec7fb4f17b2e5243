// Vitrine — Apache License 2.0
// Resident memory split in two, because the halves grow for different reasons: anonymous
// pages are what the heap, stacks and caches hold (a leak or a filling cache shows here);
// file-backed pages are code and mapped files paged in on first use (a code path run for
// the first time an hour in shows there, bounded by the size of the files).
import Platform

/// The process's resident memory at one moment, or the change between two moments.
public struct ResidentMemory: Sendable, Equatable {
    /// All resident bytes.
    public var total: Int
    /// Resident bytes not backed by a file.
    public var anonymous: Int

    public init(total: Int, anonymous: Int) {
        self.total = total
        self.anonymous = anonymous
    }

    /// The file-backed resident bytes.
    public var fileBacked: Int { total - anonymous }

    /// Now, from /proc/self/statm (zeros where it cannot be read).
    public static func now() -> ResidentMemory {
        ResidentMemory(total: ProcessStatistics.residentMemoryBytes() ?? 0, anonymous: ProcessStatistics.anonymousMemoryBytes() ?? 0)
    }

    public static func - (lhs: ResidentMemory, rhs: ResidentMemory) -> ResidentMemory {
        ResidentMemory(total: lhs.total - rhs.total, anonymous: lhs.anonymous - rhs.anonymous)
    }

    /// A change as "+T (anonymous +A)", bytes.
    public var signedDescription: String {
        String(format: "%+d (anonymous %+d)", total, anonymous)
    }
}
