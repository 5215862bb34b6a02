import FuzzSupport
import Storage

/// The target: a fresh in-memory database per input, then operations made from the bytes; the
/// planted bugs are transactions that commit a failed level (an inner savepoint, or the outermost).
let target = FuzzTarget(
    name: "StorageSQL",
    planted: [
        PlantedBug(
            name: "nested-rollback", summary: "a savepoint whose body threw is released, keeping its changes",
            expected: ["an inner transaction (savepoint) that threw changed", "after the outermost transaction"]
        ) { input in
            StorageProperties { FailedLevelCommittingStore($0, brokenLevels: 2...9) }.run(&input)
        },
        PlantedBug(
            name: "outer-rollback", summary: "an outermost transaction whose body threw commits",
            expected: ["an outermost transaction that threw changed", "after the outermost transaction"]
        ) { input in
            StorageProperties { FailedLevelCommittingStore($0, brokenLevels: 1...1) }.run(&input)
        },
    ]
) { input in
    StorageProperties { $0 }.run(&input)
}

@_cdecl("LLVMFuzzerInitialize")
public func storageSQLFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    target.initialize()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func storageSQLFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.runOne(data, size)
    return 0
}
