import FuzzSupport

/// The harness, built once per process (a global is initialised lazily and only once).
let harness = RemoteHarness()

/// The target: the first byte picks the state and how the rest becomes a URL (raw text, or built
/// from parts so more inputs reach dispatch).
let target = FuzzTarget(
    name: "RemoteEntry",
    planted: [
        PlantedBug(
            name: "local-dispatch", summary: "a parsed URL is dispatched like a local call",
            expected: ["through the remote entry"]
        ) { run(&$0, RemoteEntry.localDispatch) }
    ]
) { run(&$0, RemoteEntry.real) }

func run(_ input: inout FuzzInput, _ entry: RemoteEntry) {
    let mode = input.byte()
    harness.setMember(mode & 2 != 0)
    let url = mode & 1 == 0 ? String(decoding: input.rest(), as: UTF8.self) : URLMaker.make(&input)
    harness.check(url, entry)
}

@_cdecl("LLVMFuzzerInitialize")
public func remoteEntryFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    target.initialize()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func remoteEntryFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.runOne(data, size)
    return 0
}
