/// A lexed Swift source file of a target.
public struct SourceFile: Sendable {
    /// The repo-relative path of the file.
    public var path: String
    /// The file's tokens and comments.
    public var lexed: LexedSource
    /// The file's import declarations.
    public var imports: [ImportDeclaration]

    /// Creates a source file from lexed text.
    public init(path: String, lexed: LexedSource) {
        self.path = path
        self.lexed = lexed
        self.imports = ImportScanner.imports(in: lexed)
    }
}
