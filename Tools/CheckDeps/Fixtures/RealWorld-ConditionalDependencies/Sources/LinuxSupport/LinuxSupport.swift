/// Linux-only helpers.
public enum LinuxSupport {}
