/// What the remote entry answers: an HTTP-style status, the value, and the error if any.
public struct RemoteResponse: Sendable {
    /// 200 success, else the status of the error's kind (`ErrorKind.remoteStatus`): 400 invalid,
    /// 404 not found, 422 refused by a rule, 403 forbidden, 409 conflict, 503 unavailable.
    public let status: Int
    /// The action's value, or a not-found handler's answer (with status 404).
    public let value: MediatorValue
    /// The error, when the call did not succeed.
    public let error: MediatorError?

    /// Creates a response.
    public init(status: Int, value: MediatorValue = .null, error: MediatorError? = nil) {
        self.status = status
        self.value = value
        self.error = error
    }

    /// The status the remote entry gives for `error`.
    public static func status(for error: MediatorError) -> Int { error.kind.remoteStatus }
}
