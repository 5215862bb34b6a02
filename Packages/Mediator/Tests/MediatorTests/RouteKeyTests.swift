import Testing

@testable import Mediator

/// The hot path's dictionary key: equal names, however they were built, find the same entry.
@Suite struct RouteKeyTests {
    @Test func equalNames_builtDifferently_areEqualKeysWithEqualHashes() {
        let long = String(repeating: "Catalogue", count: 3)
        let pairs: [(RouteKey, RouteKey)] = [
            (
                RouteKey(target: "Echo", action: "add"),
                RouteKey(target: String("Ec" + "ho"), action: String(["a", "d", "d"]))
            ),
            (
                RouteKey(target: long, action: "listEverythingInTheCatalogue"),
                RouteKey(
                    target: String(long.utf8.map { Character(UnicodeScalar($0)) }),
                    action: "listEverything" + "InTheCatalogue")
            ),
        ]
        for (left, right) in pairs {
            #expect(left == right)
            for seed in [0, 1, -7, Int.max] {
                #expect(left._rawHashValue(seed: seed) == right._rawHashValue(seed: seed))
            }
            #expect(left.hashValue == right.hashValue)
            var leftHasher = Hasher()
            var rightHasher = Hasher()
            left.hash(into: &leftHasher)
            right.hash(into: &rightHasher)
            #expect(leftHasher.finalize() == rightHasher.finalize())
        }
    }

    @Test func namesSplitDifferently_areDifferentKeys() {
        #expect(RouteKey(target: "ab", action: "c") != RouteKey(target: "a", action: "bc"))
        #expect(RouteKey(target: "Echo", action: "add") != RouteKey(target: "Echo", action: "adD"))
    }

    @Test func aDictionaryOfManyKeys_findsEveryOneAndNoStranger() {
        var table: [RouteKey: Int] = [:]
        for target in 0..<50 {
            for action in 0..<40 {
                table[RouteKey(target: "T\(target)", action: "action\(action)")] = target * 100 + action
            }
        }
        #expect(table.count == 2_000)
        for target in 0..<50 {
            for action in 0..<40 {
                #expect(table[RouteKey(target: "T\(target)", action: "action\(action)")] == target * 100 + action)
            }
        }
        #expect(table[RouteKey(target: "T1", action: "action40")] == nil)
        #expect(table[RouteKey(target: "T50", action: "action0")] == nil)
    }
}
