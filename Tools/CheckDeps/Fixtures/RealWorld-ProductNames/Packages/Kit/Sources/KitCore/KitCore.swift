import KitInternal

/// The KitCore module.
public enum KitCore {}
