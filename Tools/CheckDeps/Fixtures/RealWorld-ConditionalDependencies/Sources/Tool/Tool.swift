import LinuxSupport

/// Imports LinuxSupport on every platform, but depends on it only on Linux.
public enum Tool {}
