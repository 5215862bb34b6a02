import KitCore

/// The KitUI module.
public enum KitUI {}
