/// The KitInternal module.
public enum KitInternal {}
