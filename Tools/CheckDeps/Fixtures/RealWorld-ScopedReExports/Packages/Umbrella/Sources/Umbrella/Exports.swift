@_exported import struct Core.A

/// Re-exports Core's A, and only A, to everything that imports Umbrella.
public enum Umbrella {}
