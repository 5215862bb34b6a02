import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macro implementation (built for the host).
public struct StringifyMacro {}
