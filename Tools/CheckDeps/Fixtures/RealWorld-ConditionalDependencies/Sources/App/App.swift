#if os(Linux)
import LinuxSupport
import Crypto
#endif

/// Uses LinuxSupport and Crypto only where its dependencies exist.
public enum App {}
