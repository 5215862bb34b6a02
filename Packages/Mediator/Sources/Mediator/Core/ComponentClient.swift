/// One component's typed calls, as its interface package makes them: the target name and the error
/// codes are given once, each call names its action and the wire type it decodes.
///
/// ```swift
/// public struct GoodsCalls: Sendable {
///     let goods: ComponentClient<GoodsErrorCode>
///     public func show(id: Int) throws -> GoodsItem { try goods.call(action: "show", ["id": .int(id)]) }
/// }
/// ```
/// The action's result arrives as it was returned, by a cast: nothing is encoded on the way. A
/// failure of the component itself arrives as `CallFailure<Code>`; a result that is not a `T` (and
/// does not read as one through its wire form) as `MediatorError.malformedResult` naming the key path
/// and the types; every other error unchanged.
public struct ComponentClient<Code: ErrorCode>: Sendable {
    /// The mediator calls go through.
    public let mediator: Mediator
    /// The component's target name.
    public let target: String

    /// Creates the client of `target`.
    public init(_ mediator: Mediator, target: String) {
        self.mediator = mediator
        self.target = target
    }

    /// Calls `action` and returns its result as `T`: the value the action returned, by a cast.
    ///
    /// Inlinable, so the caller's module specializes it for `T`: the cast and the copy then know
    /// the type instead of asking the runtime on every call.
    @inlinable
    public func call<T: Decodable>(action: String, _ params: Params = [:], as type: T.Type = T.self) throws -> T {
        let value: any Sendable
        do {
            value = try mediator.result(target: target, action: action, params: params)
        } catch {
            throw failure(error)
        }
        if let typed = value as? T { return typed }
        return try convert(value, action: action)
    }

    /// Calls an asynchronous `action` and returns its result as `T`, by a cast.
    @inlinable
    public func call<T: Decodable>(action: String, _ params: Params = [:], as type: T.Type = T.self) async throws -> T {
        let value: any Sendable
        do {
            value = try await mediator.result(target: target, action: action, params: params)
        } catch {
            throw failure(error)
        }
        if let typed = value as? T { return typed }
        return try convert(value, action: action)
    }

    /// The component's own failure as `CallFailure<Code>`, anything else unchanged.
    public func failure(_ error: any Error) -> any Error {
        CallFailure<Code>.from(error, target: target) ?? error
    }

    /// A result of another type read as `T` through its wire form, as a remote caller would read it:
    /// a rewrite that leads to another action (`search` answered by `list`), or a `MediatorValue` (a
    /// not-found handler's answer, a scripted component). A value that does not read as `T` is
    /// `MediatorError.malformedResult` naming the key path, and the expected and actual types.
    @usableFromInline
    func convert<T: Decodable>(_ value: any Sendable, action: String) throws -> T {
        let wire = try MediatorValue(result: value, target: target, action: action)
        guard value is MediatorValue else {
            do {
                return try wire.decode(T.self)
            } catch let failure as MediatorValue.DecodingFailure {
                throw MediatorError.malformedResult(
                    target: target, action: action, path: failure.path,
                    reason: "expected \(T.self), got \(Swift.type(of: value)): \(failure.reason)")
            }
        }
        return try decode(wire, action: action)
    }

    /// Decodes a result of `action`, or throws `MediatorError.malformedResult` naming the key path.
    public func decode<T: Decodable>(_ value: MediatorValue, action: String, as type: T.Type = T.self) throws -> T {
        do {
            return try value.decode(T.self)
        } catch let failure as MediatorValue.DecodingFailure {
            throw MediatorError.malformedResult(
                target: target, action: action, path: failure.path, reason: failure.reason)
        }
    }
}
