import SampleBoxMediator
import Foundation
import Storage

/// SampleBox's public face: notes kept in the shared database, and a ping that only reads them.
public final class SampleBoxFacade: Sendable {
    /// The most characters a message may have.
    public static let maxMessageLength = 200
    /// The most notes SampleBox keeps; keeping one more drops the oldest, so its table stays bounded.
    public static let maxNotes = 100

    private let storage: StorageFacade
    private let now: @Sendable () -> Date

    /// Creates the Facade over `storage`, applying SampleBox's migrations; `now` stamps each note.
    public init(storage: StorageFacade, now: @escaping @Sendable () -> Date = { Date() }) throws {
        self.storage = storage
        self.now = now
        try storage.migrate(owner: SampleBoxMigrations.owner, SampleBoxMigrations.all)
    }

    /// Answers a ping with the trimmed message and how many notes SampleBox keeps; writes nothing.
    ///
    /// - Throws: `SampleBoxError.emptyMessage` or `.messageTooLong`.
    public func ping(message: String) throws -> SampleBoxPing {
        let text = try Self.checked(message)
        return SampleBoxPing(message: text, notes: try count())
    }

    /// Keeps the trimmed message as a note, dropping the oldest beyond `maxNotes` in the same
    /// transaction; answers with how many notes are kept.
    ///
    /// - Throws: `SampleBoxError.emptyMessage` or `.messageTooLong`; a refused note stores nothing.
    public func note(message: String) throws -> SampleBoxPing {
        let text = try Self.checked(message)
        let receivedAt = Int64(now().timeIntervalSince1970)
        return try storage.transaction {
            try storage.execute(
                "INSERT INTO samplebox_notes (message, received_at) VALUES (?, ?)", [.text(text), .integer(receivedAt)])
            try storage.execute(
                "DELETE FROM samplebox_notes WHERE id NOT IN (SELECT id FROM samplebox_notes ORDER BY id DESC LIMIT ?)",
                [.integer(Int64(Self.maxNotes))])
            return SampleBoxPing(message: text, notes: try count())
        }
    }

    private func count() throws -> Int {
        try storage.queryOne("SELECT COUNT(*) AS notes FROM samplebox_notes")?.int("notes") ?? 0
    }

    static func checked(_ message: String) throws -> String {
        let text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw SampleBoxError.emptyMessage }
        guard text.count <= maxMessageLength else { throw SampleBoxError.messageTooLong(text.count) }
        return text
    }
}
