import FuzzSupport

/// libFuzzer's entry: the first byte picks an argument list made from `shop`'s words, a raw
/// interactive line, or arbitrary words that must survive quoting.
@_cdecl("LLVMFuzzerTestOneInput")
public func shopCLIFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    switch input.byte() % 3 {
    case 0:
        ReadingProperties.checkArguments(Vocabulary.arguments(&input))
    case 1:
        ReadingProperties.checkLine(String(decoding: input.rest(), as: UTF8.self))
    default:
        var words: [String] = []
        while !input.isAtEnd && words.count < 8 { words.append(input.string(upTo: 16)) }
        ReadingProperties.checkQuoted(words)
    }
    return 0
}
