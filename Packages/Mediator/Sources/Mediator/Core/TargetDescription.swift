/// Introspection of one target: its name and actions.
public struct TargetDescription: Sendable, Equatable {
    /// One action as introspection shows it.
    public struct ActionInfo: Sendable, Equatable {
        /// The action's name.
        public let name: String
        /// Whether the remote entry may call it.
        public let isRemote: Bool
        /// Whether it must be called with `await`.
        public let isAsync: Bool
        /// Its one-line summary.
        public let summary: String
    }

    /// The target's name.
    public let name: String
    /// The runtime type that serves it (shows the factory variant in use).
    public let typeName: String
    /// Its actions, sorted by name.
    public let actions: [ActionInfo]

    /// This description as an ordinary value, for `--json` output and remote answers.
    public var value: MediatorValue {
        .object([
            "name": .string(name),
            "type": .string(typeName),
            "actions": .array(
                actions.map {
                    .object([
                        "name": .string($0.name), "remote": .bool($0.isRemote), "async": .bool($0.isAsync),
                        "summary": .string($0.summary),
                    ])
                }),
        ])
    }
}
