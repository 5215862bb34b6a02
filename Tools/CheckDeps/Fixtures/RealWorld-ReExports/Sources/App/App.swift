import Base
import Other

/// Imports Base, which Umbrella re-exports (legal), and Other, which Umbrella only depends on.
public enum App {}
