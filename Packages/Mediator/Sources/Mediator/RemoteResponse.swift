/// What the remote entry answers: an HTTP-style status, the value, and the error if any.
public struct RemoteResponse: Sendable {
    /// 200 success; 400 bad URL or params; 403 forbidden or stopped; 404 not found; 422 the action
    /// failed; 500 the app is misconfigured.
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
    public static func status(for error: MediatorError) -> Int {
        switch error {
        case .invalidURL, .missingParameter, .invalidParameter: return 400
        case .remoteForbidden, .stopped: return 403
        case .targetNotFound, .actionNotFound: return 404
        case .actionFailed: return 422
        case .requiresAsync, .serviceMissing, .targetUnavailable, .invalidConfiguration: return 500
        }
    }
}
