/// Declared by Feature, never imported.
public enum Extra {}
