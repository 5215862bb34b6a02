import FuzzSupport

/// The target: an even first byte lexes the rest as Swift source; an odd one builds source from
/// known pieces (real imports and decoys) and checks the scanner finds exactly the real ones.
let target = FuzzTarget(
    name: "SwiftLexer",
    planted: [
        PlantedBug(
            name: "raw-string-drops-imports", summary: "nothing after a raw string's line is lexed",
            expected: ["imports found"]
        ) { run(&$0, Scanner.rawStringSwallowsRest) },
        PlantedBug(
            name: "string-words-leak", summary: "the words inside string literals are lexed as identifiers",
            expected: ["escaped a decoy"]
        ) { run(&$0, Scanner.stringWordsLeak) },
    ]
) { run(&$0, Scanner.real) }

func run(_ input: inout FuzzInput, _ scanner: Scanner) {
    if input.byte() & 1 == 0 {
        LexerProperties.checkAnyText(String(decoding: input.rest(), as: UTF8.self), scanner)
    } else {
        LexerProperties.checkMade(SourceMaker.make(&input), scanner)
    }
}

@_cdecl("LLVMFuzzerInitialize")
public func swiftLexerFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    target.initialize()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func swiftLexerFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.runOne(data, size)
    return 0
}
