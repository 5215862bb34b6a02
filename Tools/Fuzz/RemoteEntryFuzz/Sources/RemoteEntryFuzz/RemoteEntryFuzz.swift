import FuzzSupport

/// The harness, built once per process (a global is initialised lazily and only once).
let harness = RemoteHarness()

/// libFuzzer's entry: the first byte picks the state and how the rest becomes a URL (raw text, or
/// built from parts so more inputs reach dispatch).
@_cdecl("LLVMFuzzerTestOneInput")
public func remoteEntryFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let mode = input.byte()
    harness.setMember(mode & 2 != 0)
    let url = mode & 1 == 0 ? String(decoding: input.rest(), as: UTF8.self) : URLMaker.make(&input)
    harness.check(url)
    return 0
}
