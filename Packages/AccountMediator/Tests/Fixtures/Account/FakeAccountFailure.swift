import Mediator

/// The domain error a scripted `FakeAccount` action throws.
public struct FakeAccountFailure: DomainError, CustomStringConvertible {
    /// The scripted code.
    public let code: String
    /// The scripted message.
    public let message: String

    /// The scripted message.
    public var description: String { message }
}
