import FuzzSupport

/// The target: the first byte picks an argument list made from `shop`'s words, a raw interactive
/// line, or arbitrary words that must survive quoting.
let target = FuzzTarget(
    name: "ShopCLI",
    planted: [
        PlantedBug(
            name: "empty-words-dropped", summary: "the line splitter drops empty words",
            expected: ["split to"]
        ) { run(&$0, Reader.emptyWordsDropped) }
    ]
) { run(&$0, Reader.real) }

func run(_ input: inout FuzzInput, _ reader: Reader) {
    switch input.byte() % 3 {
    case 0:
        ReadingProperties.checkArguments(Vocabulary.arguments(&input), reader)
    case 1:
        ReadingProperties.checkLine(String(decoding: input.rest(), as: UTF8.self), reader)
    default:
        var words: [String] = []
        while !input.isAtEnd && words.count < 8 { words.append(input.string(upTo: 16)) }
        ReadingProperties.checkQuoted(words, reader)
    }
}

@_cdecl("LLVMFuzzerInitialize")
public func shopCLIFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    target.initialize()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func shopCLIFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.runOne(data, size)
    return 0
}
