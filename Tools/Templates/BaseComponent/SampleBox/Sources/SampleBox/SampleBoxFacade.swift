import SampleBoxMediator
import Foundation

/// SampleBox's public face; a base component owns no tables (rule R5), so it keeps its notes in memory.
///
/// `@unchecked Sendable` is sound because `notes` is read and written only while `lock` is held
/// (an `NSLock`, which ThreadSanitizer sees).
public final class SampleBoxFacade: @unchecked Sendable {
    /// The most characters a message may have.
    public static let maxMessageLength = 200
    /// The most notes SampleBox keeps; keeping one more drops the oldest, so memory stays bounded.
    public static let maxNotes = 100

    private let lock = NSLock()
    private var notes: [String] = []

    /// Creates the Facade, with no notes.
    public init() {}

    /// Answers a ping with the trimmed message and how many notes this Facade keeps; changes nothing.
    ///
    /// - Throws: `SampleBoxError.emptyMessage` or `.messageTooLong`.
    public func ping(message: String) throws -> SampleBoxPing {
        let text = try Self.checked(message)
        lock.lock()
        defer { lock.unlock() }
        return SampleBoxPing(message: text, notes: notes.count)
    }

    /// Keeps the trimmed message as a note, dropping the oldest beyond `maxNotes`; answers with how
    /// many notes are kept.
    ///
    /// - Throws: `SampleBoxError.emptyMessage` or `.messageTooLong`; a refused note is not kept.
    public func note(message: String) throws -> SampleBoxPing {
        let text = try Self.checked(message)
        lock.lock()
        defer { lock.unlock() }
        notes.append(text)
        notes.removeFirst(max(0, notes.count - Self.maxNotes))
        return SampleBoxPing(message: text, notes: notes.count)
    }

    static func checked(_ message: String) throws -> String {
        let text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw SampleBoxError.emptyMessage }
        guard text.count <= maxMessageLength else { throw SampleBoxError.messageTooLong(text.count) }
        return text
    }
}
