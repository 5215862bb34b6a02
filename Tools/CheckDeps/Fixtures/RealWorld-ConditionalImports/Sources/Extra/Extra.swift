/// Reachable from Feature only through Middle.
public enum Extra {}
