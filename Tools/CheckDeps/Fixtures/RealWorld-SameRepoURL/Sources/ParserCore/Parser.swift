import ParserInternals

public struct Parser {
    var buffer = Buffer()
    public init() {}
}
