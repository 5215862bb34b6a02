import Mediator

/// The result of SQLite's integrity check.
public struct StorageIntegrityReport: Sendable, Equatable {
    /// Whether the database is healthy.
    public let ok: Bool
    /// SQLite's lines: `["ok"]` when healthy, else one line per problem found.
    public let messages: [String]

    /// Creates a report (for callers' tests and previews).
    public init(ok: Bool, messages: [String]) {
        self.ok = ok
        self.messages = messages
    }

    init(decoding value: MediatorValue) throws {
        let fields = try ResultReader(value, label: "integrity check", error: StorageCallError.malformedResult)
        let messages = try fields.array("messages").map { item in
            guard case .string(let text) = item else { throw fields.mismatch("messages", expected: "Array of String") }
            return text
        }
        self.init(ok: try fields.bool("ok"), messages: messages)
    }
}
