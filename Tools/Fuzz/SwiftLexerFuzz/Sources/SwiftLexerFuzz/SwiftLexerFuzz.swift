import FuzzSupport

/// libFuzzer's entry: an even first byte lexes the rest as Swift source; an odd one builds source
/// from known pieces (real imports and decoys) and checks the scanner finds exactly the real ones.
@_cdecl("LLVMFuzzerTestOneInput")
public func swiftLexerFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    if input.byte() & 1 == 0 {
        LexerProperties.checkAnyText(String(decoding: input.rest(), as: UTF8.self))
    } else {
        LexerProperties.checkMade(SourceMaker.make(&input))
    }
    return 0
}
