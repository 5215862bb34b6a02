extension MediatorValue {
    /// An action's result as the untyped entries hand it out: a `MediatorValue` as is, an `Encodable`
    /// value (an interface's wire type) encoded once, anything else (a closure, a handle) `.opaque`.
    ///
    /// Typed calls never come here: they receive the value itself (`Mediator.result`). The remote
    /// entry does, once per answer; every remote-callable action's result is `Encodable` (`Action`).
    ///
    /// - Throws: `MediatorError.malformedResult` naming `target`/`action` when encoding fails.
    init(result value: any Sendable, target: String, action: String) throws(MediatorError) {
        if let ready = value as? MediatorValue {
            self = ready
            return
        }
        guard let encodable = value as? any Encodable else {
            self = .opaque(value)
            return
        }
        do {
            self = try MediatorValue(encoding: encodable)
        } catch {
            throw .malformedResult(
                target: target, action: action, path: "",
                reason: "\(type(of: value)) cannot be encoded: \(error)")
        }
    }
}
