import Testing

@testable import Mediator

/// The route cache's key: equal names find the same entry however they were built, and names that
/// only split differently never collide into one entry.
@Suite struct RouteKeyTests {
    @Test func equalNames_builtDifferently_areEqualKeysWithEqualHashes() {
        let long = String(repeating: "Catalogue", count: 3)
        let left = RouteKey(target: long, action: "listEverything")
        let right = RouteKey(
            target: String(long.utf8.map { Character(UnicodeScalar($0)) }), action: "list" + "Everything")
        #expect(left == right)
        #expect(left.hashValue == right.hashValue)
        #expect(
            RouteKey(target: "Echo", action: "add").hashValue == RouteKey(target: "Ec" + "ho", action: "add").hashValue)
    }

    @Test func namesThatOnlySplitDifferently_areDistinctEntries() {
        var routes: [RouteKey: Int] = [:]
        routes[RouteKey(target: "ab", action: "c")] = 1
        routes[RouteKey(target: "a", action: "bc")] = 2
        routes[RouteKey(target: "Straße", action: "é")] = 3
        #expect(routes.count == 3)
        #expect(routes[RouteKey(target: "ab", action: "c")] == 1)
        #expect(routes[RouteKey(target: "a", action: "bc")] == 2)
        #expect(routes[RouteKey(target: "Straße", action: "é")] == 3)
        #expect(routes[RouteKey(target: "abc", action: "")] == nil)
    }

    @Test func aThousandKeys_allFound() {
        let keys = (0..<1_000).map { RouteKey(target: "Target\($0 % 37)", action: "action\($0)") }
        let routes = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        #expect(keys.enumerated().allSatisfy { routes[$1] == $0 })
    }
}
