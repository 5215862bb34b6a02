import Mediator

/// The error `Target_Probe`'s failing observer throws.
public struct ProbeFailure: DomainError, CustomStringConvertible {
    /// Always `"probeFailed"`.
    public var code: String { "probeFailed" }
    /// Always `unavailable`: an observer that broke, not anything the caller did.
    public var kind: ErrorKind { .unavailable }
    /// A fixed message tests can look for.
    public var description: String { "probe observer failed on purpose" }
}
