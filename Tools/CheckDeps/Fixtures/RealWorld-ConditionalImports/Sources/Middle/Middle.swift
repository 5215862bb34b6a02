import Extra

/// Depends on Extra.
public enum Middle {}
