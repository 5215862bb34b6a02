import Foundation
import FuzzSupport

/// The target: an even first byte loads the rest as a table file; an odd one builds a table from the
/// rest over a small alphabet of routes (chains, loops, duplicates) and checks the verdict.
let target = FuzzTarget(
    name: "RewriteTable",
    planted: [
        PlantedBug(
            name: "duplicates-accepted", summary: "a table with a repeated 'from' route loads (the last one wins)",
            expected: ["twice but loaded"]
        ) { run(&$0, TableLoader.duplicatesAccepted) }
    ]
) { run(&$0, TableLoader.real) }

func run(_ input: inout FuzzInput, _ loader: TableLoader) {
    if input.byte() & 1 == 0 {
        TableProperties.check(Data(input.rest()), loader)
    } else {
        let made = RuleMaker.make(&input)
        TableProperties.checkMade(json: made.json, rules: made.rules, loader)
    }
}

@_cdecl("LLVMFuzzerInitialize")
public func rewriteTableFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    target.initialize()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func rewriteTableFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.runOne(data, size)
    return 0
}
