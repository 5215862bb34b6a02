import Dispatch
import Foundation
import Mediator
import Storage
import TrackingMediator

/// The public face of Tracking: records named events and mediator dispatches, reports and exports them.
///
/// Recording only appends to an in-memory buffer; every `batchSize` records a background write
/// stores the batch in one transaction and then prunes the oldest rows down to `maxRows`. `flush()`
/// writes what is buffered now, and `report` and `export` flush first, so nothing recorded before
/// them is hidden. Call them outside any caller's `transaction`: inside one, the flushed records
/// commit or roll back together with it.
public final class TrackingFacade: Sendable {
    /// The longest event name, in characters.
    public static let maximumNameLength = 100
    /// The longest username, in characters.
    public static let maximumUsernameLength = 64
    /// The largest properties text, in UTF-8 bytes.
    public static let maximumPropertiesBytes = 16_384
    /// The longest duration an event may carry, in milliseconds (about 11.6 days).
    public static let maximumDurationMs: Double = 1_000_000_000

    /// The most records one write transaction stores, so a backlog never holds Storage's lock for long.
    static let maxRecordsPerWrite = 4_096

    /// The limits in force.
    public let options: TrackingOptions
    let storage: StorageFacade
    let store: EventStore
    let buffer: RecordBuffer
    let now: @Sendable () -> Date
    /// Serialises middleware installation, so two concurrent launches install it once.
    let installation = NSLock()

    /// Creates the Facade over `storage` and applies Tracking's migrations.
    ///
    /// - Parameter now: the clock for `at_ms` (the app passes the mediator's clock).
    /// - Throws: `TrackingError.invalidOption` for unusable options, `StorageError` when migrating fails.
    public init(
        storage: StorageFacade, options: TrackingOptions = TrackingOptions(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        try options.validate()
        try storage.migrate(owner: TrackingMigrations.owner, TrackingMigrations.all)
        self.options = options
        self.storage = storage
        self.store = EventStore(storage: storage)
        self.buffer = RecordBuffer(batchSize: options.batchSize, limit: options.bufferLimit)
        self.now = now
    }

    deinit {
        // Best effort for an owner that never flushed; a failure leaves nothing to retry with.
        _ = try? writePending()
    }

    // MARK: Recording

    /// Records the event `name` now; it is stored with the next batch (or `flush`).
    ///
    /// - Parameters:
    ///   - properties: a JSON object as text, stored with sorted keys.
    ///   - username: the user the event belongs to, if any.
    ///   - durationMs: how long the event took, if it was timed.
    /// - Throws: `TrackingError.invalidEventName`, `.invalidProperties`, `.invalidUsername`,
    ///   `.invalidDuration`; nothing is recorded then.
    public func record(_ name: String, properties: String = "{}", username: String? = nil, durationMs: Double? = nil)
        throws
    {
        try Self.validateName(name)
        let normalized = try Self.normalizedProperties(properties)
        if let username { try Self.validateUsername(username) }
        let micros = try durationMs.map(Self.micros(milliseconds:))
        enqueue(
            .event(name: name, properties: normalized, username: username, atMs: nowMs(), durationMicros: micros))
    }

    /// Buffers one dispatch seen by `TrackingMiddleware`: the hot path, one lock and one append.
    func recordDispatch(target: String, action: String, entry: String, outcome: String, durationMicros: Int64) {
        enqueue(
            .dispatch(
                target: target, action: action, entry: entry, outcome: outcome, atMs: nowMs(),
                durationMicros: durationMicros))
    }

    private func enqueue(_ record: TrackingRecord) {
        guard buffer.append(record) else { return }
        // The write waits for Storage's lock off the caller's thread, so a dispatch inside a caller's
        // transaction never joins it (and is never rolled back with it), and never waits for disk.
        DispatchQueue.global(qos: .utility).async { [self] in
            // A failed write put its records back; the next batch or `flush` retries and reports.
            _ = try? writePending()
        }
    }

    // MARK: Writing

    /// Writes every buffered record now; returns how many were written.
    ///
    /// - Throws: `StorageError` when the write fails; the records stay buffered for the next try.
    @discardableResult
    public func flush() throws -> Int {
        try writePending()
    }

    /// How many records wait in memory for the next write.
    public var bufferedCount: Int { buffer.count }

    /// How many rows `tracking_events` holds (after writing what is buffered).
    public func storedCount() throws -> Int {
        try flush()
        return try store.count()
    }

    /// Writes until the records buffered at the call are stored, one transaction per `maxRecordsPerWrite`.
    private func writePending() throws -> Int {
        let due = buffer.count
        var written = 0
        // Takes are oldest first, so once `due` records left the buffer every record that was
        // there at the start has been written (by this call or by a writer that held the lock before).
        while written < due {
            let count = try writeBatch()
            if count == 0 { break }
            written += count
        }
        return written
    }

    /// Takes records only while holding Storage's lock, so concurrent writers store them in recording order.
    ///
    /// The batch commits with `StorageDurability.processCrash`: written, not synced. Tracking rows are
    /// telemetry, not money: a killed process loses none of them (the commit is in the operating
    /// system's cache), a power cut may lose the last batches (never part of one, never a synced money
    /// commit made after them). A command that only reads, which Tracking still records, then makes
    /// no disk sync at all.
    private func writeBatch() throws -> Int {
        var taken: [TrackingRecord] = []
        do {
            try storage.transaction(durability: .processCrash) {
                taken = buffer.take(upTo: Self.maxRecordsPerWrite)
                guard !taken.isEmpty else { return }
                try store.insert(taken)
                try store.prune(maxRows: options.maxRows)
            }
        } catch {
            buffer.restore(taken)
            throw error
        }
        buffer.writeSucceeded()
        return taken.count
    }

    // MARK: Reading

    /// Counts, error rates and duration percentiles of everything recorded at or after `since`.
    ///
    /// - Throws: `StorageError` when flushing or reading fails.
    public func report(since: Date? = nil) throws -> TrackingReport {
        try flush()
        let sinceMs = since.map(Self.milliseconds(of:))
        return try TrackingReport(
            since: since, eventRows: try store.eventDurations(sinceMs: sinceMs),
            dispatchRows: try store.dispatchDurations(sinceMs: sinceMs), droppedRecords: buffer.dropped)
    }

    /// Every row recorded at or after `since`, oldest first, as JSON Lines (see `export(to:since:)`).
    ///
    /// - Throws: `StorageError` when flushing or reading fails.
    public func exportText(since: Date? = nil) throws -> String {
        try flush()
        return try JSONLines.text(for: try store.rows(sinceMs: since.map(Self.milliseconds(of:))))
    }

    /// Writes every row recorded at or after `since` to `path` as JSON Lines; returns the line count.
    ///
    /// Each line is one object with the keys `id`, `atMs`, `name`, `properties`, `username`,
    /// `durationUs`, `target`, `action`, `entry`, `outcome`, in that order. The file is replaced
    /// atomically with mode `0600`; missing parent folders are created `0700`.
    ///
    /// `path` must be new or an existing regular file. A folder, a FIFO, a device or a socket is
    /// `invalidExportPath`, a symbolic link (to anything, dangling or not: the app never writes through
    /// one) `exportFailed`; either is left as it is, where a rename would have replaced the node itself
    /// (as root, `/dev/null`).
    ///
    /// - Throws: `TrackingError.invalidExportPath`, `.exportFailed`, or `StorageError`.
    @discardableResult
    public func export(to path: String, since: Date? = nil) throws -> Int {
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw TrackingError.invalidExportPath(path: path, reason: "the path is empty")
        }
        switch PrivateFiles.nonRegularKind(of: path) {
        case nil, "a symbolic link":
            // A link is refused by `PrivateFiles.write` (exportFailed), as it always was.
            break
        case "a folder":
            throw TrackingError.invalidExportPath(path: path, reason: "it is a folder; give a file path")
        case let kind?:
            throw TrackingError.invalidExportPath(
                path: path,
                reason: "it is \(kind), not a regular file, and an export replaces the file it writes; "
                    + "give a new path or a regular file (for standard output, leave --output out)")
        }
        try flush()
        let rows = try store.rows(sinceMs: since.map(Self.milliseconds(of:)))
        let text = try JSONLines.text(for: rows)
        let url = URL(fileURLWithPath: path)
        do {
            try PrivateFiles.write(Data(text.utf8), to: url)
        } catch let error as PrivateFileError {
            throw TrackingError.exportFailed(path: path, reason: error.reason)
        } catch {
            throw TrackingError.exportFailed(path: path, reason: error.localizedDescription)
        }
        return rows.count
    }

    // MARK: Validation

    static func validateName(_ name: String) throws {
        func fail(_ reason: String) -> TrackingError { .invalidEventName(name: name, reason: reason) }
        guard !name.isEmpty else { throw fail("it is empty") }
        guard name.count <= maximumNameLength else { throw fail("it is longer than \(maximumNameLength) characters") }
        guard name.trimmingCharacters(in: .whitespacesAndNewlines) == name else {
            throw fail("it starts or ends with white space")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw fail("it contains control characters")
        }
    }

    static func validateUsername(_ username: String) throws {
        guard !username.isEmpty else { throw TrackingError.invalidUsername(reason: "it is empty; omit it instead") }
        guard username.count <= maximumUsernameLength else {
            throw TrackingError.invalidUsername(reason: "it is longer than \(maximumUsernameLength) characters")
        }
        guard !username.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw TrackingError.invalidUsername(reason: "it contains control characters")
        }
    }

    /// Parses `text` as a JSON object and writes it back compactly with sorted keys.
    static func normalizedProperties(_ text: String) throws -> String {
        guard text.utf8.count <= maximumPropertiesBytes else {
            throw TrackingError.invalidProperties(reason: "it is larger than \(maximumPropertiesBytes) bytes")
        }
        guard let value = try? MediatorValue(jsonText: text) else {
            throw TrackingError.invalidProperties(reason: "it is not valid JSON")
        }
        switch value {
        case .object: return value.jsonText
        case .array: throw TrackingError.invalidProperties(reason: "got a JSON array")
        case .string: throw TrackingError.invalidProperties(reason: "got a JSON string")
        case .int, .double: throw TrackingError.invalidProperties(reason: "got a JSON number")
        case .bool: throw TrackingError.invalidProperties(reason: "got a JSON boolean")
        case .null, .data, .opaque: throw TrackingError.invalidProperties(reason: "got JSON null")
        }
    }

    static func micros(milliseconds: Double) throws -> Int64 {
        guard milliseconds.isFinite, milliseconds >= 0, milliseconds <= maximumDurationMs else {
            throw TrackingError.invalidDuration(milliseconds: milliseconds)
        }
        return Int64((milliseconds * 1000).rounded())
    }

    private func nowMs() -> Int64 { Self.milliseconds(of: now()) }

    static func milliseconds(of date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded(.down)
        guard value.isFinite else { return 0 }
        // Doubles beyond ±9.2e18 would trap in `Int64(_:)`; such dates are clamped, not crashed on.
        if value >= 9.2e18 { return .max }
        if value <= -9.2e18 { return .min }
        return Int64(value)
    }
}
