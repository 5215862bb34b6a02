/// One component the app links, with the facts `architecture.json` records about it.
struct ComponentRegistration: Sendable, Equatable {
    /// The component's name; its target is `<name>.Target_<name>`.
    let name: String
    /// Its lifecycle priority (lower launches first), or nil when it gets no lifecycle events.
    let launch: Int?
    /// Whether a `shop://` URL may reach it (each action still decides for itself).
    let remote: Bool
}
