import FuzzSupport

/// libFuzzer's entry: a fresh in-memory database per input, then operations made from the bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func storageSQLFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let properties = StorageProperties()
    properties.run(&input)
    return 0
}
