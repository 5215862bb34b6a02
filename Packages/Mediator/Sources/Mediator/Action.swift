/// One action of a target: its name, whether the remote entry may call it, and its handler.
///
/// Declare actions with `.local("name") { params in ... }`, `.remote("name") { ... }` and their
/// `Async` forms. Those spellings are also what the dependency checker reads (rule R9), so keep the
/// name a string literal.
public struct Action: Sendable {
    /// A synchronous handler.
    public typealias SyncHandler = @Sendable (Params) throws -> MediatorValue
    /// An asynchronous handler.
    public typealias AsyncHandler = @Sendable (Params) async throws -> MediatorValue

    enum Body: Sendable {
        case sync(SyncHandler)
        case async(AsyncHandler)
    }

    /// The action's name; a `@<state>` suffix marks a state variant.
    public let name: String
    /// Whether the remote entry may call this action (never true for `native`-prefixed names).
    public let isRemote: Bool
    /// A one-line summary shown by introspection.
    public let summary: String
    let body: Body

    /// Whether the handler is asynchronous.
    public var isAsync: Bool {
        if case .async = body { return true }
        return false
    }

    init(name: String, isRemote: Bool, summary: String, body: Body) {
        self.name = name
        self.isRemote = isRemote && !Action.isNative(name)
        self.summary = summary
        self.body = body
    }

    /// A synchronous action callable only through the local entry.
    public static func local(_ name: String, summary: String = "", _ handler: @escaping SyncHandler) -> Action {
        Action(name: name, isRemote: false, summary: summary, body: .sync(handler))
    }

    /// A synchronous action callable through both entries.
    public static func remote(_ name: String, summary: String = "", _ handler: @escaping SyncHandler) -> Action {
        Action(name: name, isRemote: true, summary: summary, body: .sync(handler))
    }

    /// An asynchronous action callable only through the local entry.
    public static func localAsync(_ name: String, summary: String = "", _ handler: @escaping AsyncHandler) -> Action {
        Action(name: name, isRemote: false, summary: summary, body: .async(handler))
    }

    /// An asynchronous action callable through both entries.
    public static func remoteAsync(_ name: String, summary: String = "", _ handler: @escaping AsyncHandler)
        -> Action
    {
        Action(name: name, isRemote: true, summary: summary, body: .async(handler))
    }

    /// Whether `name` is native-only (starts with `native`, any casing): never remote-callable.
    public static func isNative(_ name: String) -> Bool {
        // Without allocating when the name starts in ASCII: its first six characters are then its
        // first six bytes (a seventh ASCII byte cannot extend the sixth character), and lowercasing
        // them is folding ASCII case; any other name takes the general path.
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.prefix(7).allSatisfy({ $0 < 0x80 }) else { return nil }
            return bytes.count >= 6 && zip(bytes, "native".utf8).allSatisfy { NameHash.asciiLowercased($0) == $1 }
        }
        return (ascii ?? nil) ?? name.lowercased().hasPrefix("native")
    }
}
