import FuzzSupport

/// The target: an even first byte reads the rest as JSON text; an odd one builds a value from the
/// rest and checks that its JSON form reads back.
let target = FuzzTarget(
    name: "MediatorValue",
    planted: [
        PlantedBug(
            name: "single-precision", summary: "decoded fractional numbers keep only single precision",
            expected: ["JSON round trip changed a value beyond its number form"]
        ) { run(&$0, JSONCodec.singlePrecision) }
    ]
) { run(&$0, JSONCodec.real) }

func run(_ input: inout FuzzInput, _ codec: JSONCodec) {
    if input.byte() & 1 == 0 {
        JSONProperties.checkText(String(decoding: input.rest(), as: UTF8.self), codec)
    } else {
        let value = ValueMaker.make(&input)
        JSONProperties.checkRoundTrip(value, exact: false, codec)
        JSONProperties.checkText(value.jsonText, codec)
    }
}

@_cdecl("LLVMFuzzerInitialize")
public func mediatorValueFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    target.initialize()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func mediatorValueFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.runOne(data, size)
    return 0
}
