import Core

/// Uses Core.
public enum Feature {}
