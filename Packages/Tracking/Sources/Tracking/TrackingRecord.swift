/// One row of `tracking_events` before it is written: an event or a dispatch.
struct TrackingRecord: Sendable, Equatable {
    /// The `name` of every dispatch row.
    static let dispatchName = "dispatch"
    /// The `outcome` of a dispatch that produced a value.
    static let successOutcome = "ok"

    let name: String
    /// Normalised JSON object text (sorted keys); `nil` for dispatch rows.
    let properties: String?
    let username: String?
    let atMs: Int64
    let durationMicros: Int64?
    let target: String?
    let action: String?
    /// `"local"` or `"remote"` for dispatch rows.
    let entry: String?
    /// `"ok"` or the error code for dispatch rows.
    let outcome: String?

    /// An event recorded through the Facade.
    static func event(name: String, properties: String, username: String?, atMs: Int64, durationMicros: Int64?)
        -> TrackingRecord
    {
        TrackingRecord(
            name: name, properties: properties, username: username, atMs: atMs, durationMicros: durationMicros,
            target: nil, action: nil, entry: nil, outcome: nil)
    }

    /// A dispatch seen by the middleware.
    static func dispatch(
        target: String, action: String, entry: String, outcome: String, atMs: Int64, durationMicros: Int64
    ) -> TrackingRecord {
        TrackingRecord(
            name: dispatchName, properties: nil, username: nil, atMs: atMs, durationMicros: durationMicros,
            target: target, action: action, entry: entry, outcome: outcome)
    }
}
