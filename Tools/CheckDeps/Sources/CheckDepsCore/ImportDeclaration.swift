/// One `import` declaration found in a Swift source file.
public struct ImportDeclaration: Equatable, Sendable {
    /// The imported top-level module (`X` for `import X.Y` and `import struct X.Y`).
    public var module: String
    /// The full dotted path after the module, e.g. `["X", "Y"]` for `import X.Y`.
    public var path: [String]
    /// The declaration kind of a kind import (`struct`, `func`, ...), or nil.
    public var kind: String?
    /// Attributes written before the import, without `@` (e.g. `testable`, `_exported`).
    public var attributes: [String]
    /// The access-level modifier (`public`, `package`, `internal`, ...), or nil.
    public var accessLevel: String?
    /// The 1-based line of the `import` keyword.
    public var line: Int
    /// Whether the import sits inside an `#if` block.
    public var isConditional: Bool

    /// Creates an import declaration.
    public init(
        module: String, path: [String], kind: String? = nil, attributes: [String] = [],
        accessLevel: String? = nil, line: Int, isConditional: Bool = false
    ) {
        self.module = module
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.line = line
        self.isConditional = isConditional
    }
}
