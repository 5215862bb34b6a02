@_exported import Base
import Other

/// Re-exports Base to everything that imports Umbrella; uses Other privately.
public enum Umbrella {}
