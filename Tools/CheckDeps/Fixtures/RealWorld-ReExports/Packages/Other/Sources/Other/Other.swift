/// The Other module.
public enum Other {}
