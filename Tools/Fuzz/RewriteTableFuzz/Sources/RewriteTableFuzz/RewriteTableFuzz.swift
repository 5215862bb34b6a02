import Foundation
import FuzzSupport

/// libFuzzer's entry: an even first byte loads the rest as a table file; an odd one builds a table
/// from the rest over a small alphabet of routes (chains, loops, duplicates) and checks the verdict.
@_cdecl("LLVMFuzzerTestOneInput")
public func rewriteTableFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    if input.byte() & 1 == 0 {
        TableProperties.check(Data(input.rest()))
    } else {
        let made = RuleMaker.make(&input)
        TableProperties.checkMade(json: made.json, rules: made.rules)
    }
    return 0
}
