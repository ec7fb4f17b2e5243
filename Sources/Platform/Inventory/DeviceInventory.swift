// Vitrine — Apache License 2.0

/// The device nodes of one /dev folder whose names share a prefix (`card*`, `event*`),
/// each with what opening and reading it gave: what DRMInventory and InputDeviceInventory
/// list for `vitrine info`.
///
/// Scanning never stops at a node it cannot read: that node is listed with its error.
public struct DeviceInventory<Details: Sendable, Failure: Error & Sendable>: Sendable {
    /// One device node and what reading it gave.
    public struct Node: Sendable {
        /// The node, such as "/dev/dri/card0".
        public var path: String
        /// What the device reported, or why it could not be read.
        public var details: Result<Details, Failure>

        /// Creates a node entry from values (tests; real ones come from `scan`).
        public init(path: String, details: Result<Details, Failure>) {
            self.path = path
            self.details = details
        }
    }

    /// The directory scanned, such as /dev/dri.
    public var directory: String
    /// Why the directory could not be listed.
    public var directoryError: Errno?
    /// The nodes found, in numeric order.
    public var nodes: [Node]

    /// Creates an inventory from values (tests; real ones come from `scan`).
    public init(directory: String, directoryError: Errno? = nil, nodes: [Node]) {
        self.directory = directory
        self.directoryError = directoryError
        self.nodes = nodes
    }

    /// Reads each node of `directory` whose name starts with `prefix`, in numeric order
    /// (`card2` before `card10`), with `read`, which is given the node's path.
    public static func scan(
        directory: String, prefix: String, read: (String) throws(Failure) -> Details
    ) -> DeviceInventory {
        switch directoryEntries(in: directory, withPrefix: prefix) {
        case .failure(let errno):
            return DeviceInventory(directory: directory, directoryError: errno, nodes: [])
        case .success(let names):
            let nodes = names.map { name in
                let path = "\(directory)/\(name)"
                return Node(path: path, details: Result { () throws(Failure) in try read(path) })
            }
            return DeviceInventory(directory: directory, nodes: nodes)
        }
    }

    /// One readable page: `title`, then `missing` when the directory does not exist, the
    /// error when it cannot be listed, `empty` when it holds no nodes, or each node: its
    /// error on one line, or the lines `describe` gives for its path and details.
    public func render(
        title: String, missing: String, empty: String, describe: (String, Details) -> [String]
    ) -> String {
        var lines = [title]
        if let directoryError {
            if directoryError == .noSuchFileOrDirectory {
                lines.append(missing)
            } else {
                lines.append("  cannot list \(directory): \(directoryError) (errno \(directoryError.rawValue))")
            }
            return lines.joined(separator: "\n") + "\n"
        }
        if nodes.isEmpty {
            lines.append(empty)
        }
        for node in nodes {
            switch node.details {
            case .failure(let error):
                lines.append("  \(node.path): \(error)")
            case .success(let details):
                lines.append(contentsOf: describe(node.path, details))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
