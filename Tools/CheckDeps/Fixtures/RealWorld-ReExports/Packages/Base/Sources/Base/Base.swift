/// The Base module.
public enum Base {}
