#if canImport(Core)
import Core
#endif
#if os(macOS)
import AppKit
#elseif canImport(Extra)
import Extra
#else
import Middle
#endif

/// Imports under conditions; every branch is checked, whatever the platform.
public enum Feature {}
