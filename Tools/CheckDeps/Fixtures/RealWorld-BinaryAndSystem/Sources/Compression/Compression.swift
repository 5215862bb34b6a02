import CZlib

#if canImport(FastMath)
import FastMath
#endif

/// Wraps zlib and a prebuilt framework.
public enum Compression {}
