/// One component's typed calls, as its interface package makes them: the target name and the error
/// codes are given once, each call names its action and the wire type it decodes.
///
/// ```swift
/// public struct GoodsCalls: Sendable {
///     let goods: ComponentClient<GoodsErrorCode>
///     public func show(id: Int) throws -> GoodsItem { try goods.call(action: "show", ["id": .int(id)]) }
/// }
/// ```
/// A failure of the component itself arrives as `CallFailure<Code>`; a result that does not decode
/// as `MediatorError.malformedResult` naming the key path; every other error unchanged.
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

    /// Calls `action` and decodes its result into `T`.
    public func call<T: Decodable>(action: String, _ params: Params = [:], as type: T.Type = T.self) throws -> T {
        let value: MediatorValue
        do {
            value = try mediator.perform(target: target, action: action, params: params)
        } catch {
            throw failure(error)
        }
        return try decode(value, action: action)
    }

    /// Calls an asynchronous `action` and decodes its result into `T`.
    public func call<T: Decodable>(action: String, _ params: Params = [:], as type: T.Type = T.self) async throws -> T {
        let value: MediatorValue
        do {
            value = try await mediator.perform(target: target, action: action, params: params)
        } catch {
            throw failure(error)
        }
        return try decode(value, action: action)
    }

    /// The component's own failure as `CallFailure<Code>`, anything else unchanged.
    public func failure(_ error: any Error) -> any Error {
        CallFailure<Code>.from(error, target: target) ?? error
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
