import Core
import Feature


/// The public face of App.
public struct AppFacade: Sendable {
    /// Creates the facade.
    public init() {}
}
