import Umbrella

/// Uses A, the one declaration Umbrella re-exports from Core.
public let app = A()
