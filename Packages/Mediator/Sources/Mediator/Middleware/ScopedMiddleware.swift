/// A middleware with the calls it sees: a target/action scope and, optionally, one entry.
struct ScopedMiddleware: Sendable {
    let scope: MiddlewareScope
    /// Only calls through this entry; nil for both.
    let entry: Entry?
    let middleware: any Middleware

    /// Whether calls through `entry` pass through it.
    func applies(to entry: Entry) -> Bool { self.entry.map { $0 == entry } ?? true }
}
