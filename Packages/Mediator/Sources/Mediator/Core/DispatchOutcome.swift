/// How a dispatch ended and how long it took.
public struct DispatchOutcome: Sendable {
    /// The value (as the action returned it, e.g. a `GoodsItem`) or the error the caller gets.
    public let result: Result<any Sendable, MediatorError>
    /// Wall time from the first middleware to the end of the action.
    public let duration: Duration

    /// Whether the call produced a value.
    public var succeeded: Bool {
        if case .success = result { return true }
        return false
    }

    /// The error, if the call failed.
    public var error: MediatorError? {
        if case .failure(let error) = result { return error }
        return nil
    }
}
