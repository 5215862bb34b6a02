/// The core.
public enum Core {}
