/// One action of a target: its name, whether the remote entry may call it, and its handler.
///
/// Declare actions with `.local("name") { params in ... }`, `.remote("name") { ... }` and their
/// `Async` forms. Those spellings are also what the dependency checker reads (rule R9), so keep the
/// name a string literal.
///
/// An action returns its interface's wire value as is (`GoodsItem`, not a tree built from it): a
/// typed call in the same process receives it by a cast. A remote-callable action's result must be
/// `Encodable`, so one that cannot be encoded for a link is refused where it is declared (it does not
/// compile); the remote entry encodes it once, for the remote caller. Handlers that build a
/// `MediatorValue` (`.int(3)`, `["id": 3]`, a literal `3`) pick the `MediatorValue` forms of the same
/// spellings, which win for literals: `{ _ in 3 }` answers `.int(3)`, never an `Int` to encode.
public struct Action: Sendable {
    /// A synchronous handler: the action's result as it is.
    public typealias SyncHandler = @Sendable (Params) throws -> any Sendable
    /// An asynchronous handler.
    public typealias AsyncHandler = @Sendable (Params) async throws -> any Sendable

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

    /// A synchronous action callable only through the local entry, returning its value as is.
    @_disfavoredOverload
    public static func local<Result: Sendable>(
        _ name: String, summary: String = "", _ handler: @escaping @Sendable (Params) throws -> Result
    ) -> Action {
        Action(name: name, isRemote: false, summary: summary, body: .sync(handler))
    }

    /// A synchronous local action that builds a `MediatorValue`.
    public static func local(
        _ name: String, summary: String = "", _ handler: @escaping @Sendable (Params) throws -> MediatorValue
    ) -> Action {
        Action(name: name, isRemote: false, summary: summary, body: .sync(handler))
    }

    /// A synchronous action callable through both entries; its result is encoded for a remote caller.
    @_disfavoredOverload
    public static func remote<Result: Encodable & Sendable>(
        _ name: String, summary: String = "", _ handler: @escaping @Sendable (Params) throws -> Result
    ) -> Action {
        Action(name: name, isRemote: true, summary: summary, body: .sync(handler))
    }

    /// A synchronous action callable through both entries that builds a `MediatorValue`.
    public static func remote(
        _ name: String, summary: String = "", _ handler: @escaping @Sendable (Params) throws -> MediatorValue
    ) -> Action {
        Action(name: name, isRemote: true, summary: summary, body: .sync(handler))
    }

    /// An asynchronous action callable only through the local entry, returning its value as is.
    @_disfavoredOverload
    public static func localAsync<Result: Sendable>(
        _ name: String, summary: String = "", _ handler: @escaping @Sendable (Params) async throws -> Result
    ) -> Action {
        Action(name: name, isRemote: false, summary: summary, body: .async(handler))
    }

    /// An asynchronous local action that builds a `MediatorValue`.
    public static func localAsync(
        _ name: String, summary: String = "", _ handler: @escaping @Sendable (Params) async throws -> MediatorValue
    ) -> Action {
        Action(name: name, isRemote: false, summary: summary, body: .async(handler))
    }

    /// An asynchronous action callable through both entries; its result is encoded for a remote caller.
    @_disfavoredOverload
    public static func remoteAsync<Result: Encodable & Sendable>(
        _ name: String, summary: String = "", _ handler: @escaping @Sendable (Params) async throws -> Result
    ) -> Action {
        Action(name: name, isRemote: true, summary: summary, body: .async(handler))
    }

    /// An asynchronous action callable through both entries that builds a `MediatorValue`.
    public static func remoteAsync(
        _ name: String, summary: String = "", _ handler: @escaping @Sendable (Params) async throws -> MediatorValue
    ) -> Action {
        Action(name: name, isRemote: true, summary: summary, body: .async(handler))
    }

    /// Whether `name` is native-only (starts with `native`, any casing): never remote-callable.
    public static func isNative(_ name: String) -> Bool {
        // Without Unicode work when the name starts in ASCII: its first six characters are then its
        // first six bytes (a seventh ASCII byte cannot extend the sixth character).
        let head = name.utf8.prefix(7)
        guard head.contains(where: { $0 >= 0x80 }) else {
            return head.count >= 6 && zip(head, "native".utf8).allSatisfy { $0 | 0x20 == $1 }
        }
        return name.prefix(6).lowercased() == "native"
    }
}
