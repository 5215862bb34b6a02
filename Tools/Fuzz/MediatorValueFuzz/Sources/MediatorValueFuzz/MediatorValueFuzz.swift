import FuzzSupport

/// libFuzzer's entry: an even first byte reads the rest as JSON text; an odd one builds a value from
/// the rest and checks that its JSON form reads back.
@_cdecl("LLVMFuzzerTestOneInput")
public func mediatorValueFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    if input.byte() & 1 == 0 {
        JSONProperties.checkText(String(decoding: input.rest(), as: UTF8.self))
    } else {
        let value = ValueMaker.make(&input)
        JSONProperties.checkRoundTrip(value, exact: false)
        JSONProperties.checkText(value.jsonText)
    }
    return 0
}
