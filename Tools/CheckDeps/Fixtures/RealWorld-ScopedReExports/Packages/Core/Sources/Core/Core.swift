/// Re-exported by Umbrella.
public struct A: Sendable {
    /// Creates an A.
    public init() {}
}

/// Not re-exported by Umbrella.
public struct B: Sendable {
    /// Creates a B.
    public init() {}
}
