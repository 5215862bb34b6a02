import Foundation
import Mediator
import Testing

/// The dynamic-dispatch table: JSON form, chaining, loop detection, both entries.
@Suite struct RewriteTableTests {
    func table(_ json: String) throws -> RewriteTable {
        try RewriteTable(jsonData: Data(json.utf8))
    }

    @Test func jsonTable_rewritesLocalAndRemoteCalls() async throws {
        let mediator = remoteMediator()
        mediator.setRewrites(
            try table(#"{"schemaVersion": 1, "rewrites": [{"from": "Echo/list", "to": "Echo/listV2"}]}"#))
        #expect(try await mediator.perform(target: "Echo", action: "list") == "v2")
        #expect(await mediator.open("shop://echo/list").value == "v2")
        #expect(
            mediator.rewrites.rules == [.init(target: "Echo", action: "list"): .init(target: "Echo", action: "listV2")])
    }

    @Test func rules_chainToTheFinalRoute() throws {
        let rewrites = try table(
            #"{"rewrites": [{"from": "Old/a", "to": "Mid/b"}, {"from": "Mid/b", "to": "Echo/variant"}]}"#)
        #expect(rewrites.resolve(target: "Old", action: "a") == .init(target: "Echo", action: "variant"))
        #expect(rewrites.resolve(target: "Mid", action: "b") == .init(target: "Echo", action: "variant"))
        #expect(rewrites.resolve(target: "Echo", action: "other") == .init(target: "Echo", action: "other"))
        let mediator = Mediator()
        mediator.setRewrites(rewrites)
        #expect(try mediator.perform(target: "Old", action: "a") == "standard")
    }

    @Test func rules_canMoveACallToAnotherTargetOrAStateVariant() throws {
        let mediator = Mediator()
        mediator.setRewrites(try table(#"{"rewrites": [{"from": "Shop/welcome", "to": "Echo/greet@vip"}]}"#))
        #expect(try mediator.perform(target: "Shop", action: "welcome", params: ["name": "Di"]) == "welcome back Di")
    }

    @Test func loop_isRejectedWithTheLoopInTheMessage() {
        let error = capture {
            _ = try table(
                #"{"rewrites": [{"from": "Echo/a", "to": "Echo/b"}, {"from": "Echo/b", "to": "Echo/c"}, {"from": "Echo/c", "to": "Echo/a"}]}"#
            )
        }
        #expect(error == .invalidConfiguration(reason: "rewrite loop: Echo/a -> Echo/b -> Echo/c -> Echo/a"))
        #expect(
            error?.description == "invalid mediator configuration: rewrite loop: Echo/a -> Echo/b -> Echo/c -> Echo/a")
    }

    @Test func selfLoop_isRejected() {
        let error = capture {
            _ = try RewriteTable(rules: [.init(target: "A", action: "x"): .init(target: "A", action: "x")])
        }
        #expect(error == .invalidConfiguration(reason: "rewrite loop: A/x -> A/x"))
    }

    /// `R/a0 -> R/a1 -> … -> R/a<count>`: one chain of `count` rules.
    func chain(_ count: Int) -> [RewriteTable.Route: RewriteTable.Route] {
        Dictionary(
            uniqueKeysWithValues: (0..<count).map {
                (
                    RewriteTable.Route(target: "R", action: "a\($0)"),
                    RewriteTable.Route(target: "R", action: "a\($0 + 1)")
                )
            })
    }

    /// Each rule is followed once when the table is built: 20,000 chained rules (hours for the walk
    /// that followed every chain from every source and searched the path at each step: 10,000 ran for
    /// minutes) load within the limit, also under AddressSanitizer on a busy machine, and every source
    /// resolves to the chain's end.
    @Test(.timeLimit(.minutes(2))) func longChain_isCheckedAndResolvedOnce() throws {
        let table = try RewriteTable(rules: chain(20_000))
        let end = RewriteTable.Route(target: "R", action: "a20000")
        #expect(table.resolve(target: "R", action: "a0") == end)
        #expect(table.resolve(target: "R", action: "a19999") == end)
        #expect(table.resolve(target: "R", action: "a20000") == end)
        // The same through JSON, 10,000 rules (458 KB).
        let entries = (0..<10_000).map { #"{"from": "R/a\#($0)", "to": "R/a\#($0 + 1)"}"# }
        let json = #"{"schemaVersion": 1, "rewrites": [\#(entries.joined(separator: ", "))]}"#
        #expect(try RewriteTable(jsonData: Data(json.utf8)).resolve(target: "R", action: "a0").action == "a10000")
    }

    @Test(.timeLimit(.minutes(2))) func loopAtTheEndOfALongChain_isNamedAloneWithWhereItIsReachedFrom() {
        var rules = chain(20_000)
        rules[.init(target: "R", action: "a20000")] = .init(target: "R", action: "a19998")
        let error = capture { _ = try RewriteTable(rules: rules) }
        // `R/a0` comes first in order, and its chain runs into the loop.
        #expect(
            error
                == .invalidConfiguration(
                    reason: "rewrite loop: R/a19998 -> R/a19999 -> R/a20000 -> R/a19998 (reached from R/a0, "
                        + "19998 rules before it)"))
    }

    @Test func longLoop_isShortenedInTheMiddle() {
        var rules = chain(20)
        rules[.init(target: "R", action: "a20")] = .init(target: "R", action: "a0")
        let error = capture { _ = try RewriteTable(rules: rules) }
        #expect(
            error
                == .invalidConfiguration(
                    reason: "rewrite loop: R/a0 -> R/a1 -> R/a2 -> R/a3 -> R/a4 -> R/a5 -> … 14 more … -> R/a20 "
                        + "-> R/a0"))
    }

    @Test func duplicateSource_isRejected() {
        let error = capture {
            _ = try table(
                #"{"rewrites": [{"from": "Echo/list", "to": "Echo/listV2"}, {"from": "Echo/list", "to": "Echo/echo"}]}"#
            )
        }
        #expect(error == .invalidConfiguration(reason: "rewrite for Echo/list is listed twice"))
    }

    @Test(arguments: [
        ("not json", "rewrite table is not a JSON object"),
        ("[1, 2]", "rewrite table is not a JSON object"),
        (#"{"schemaVersion": 2, "rewrites": []}"#, "rewrite table schemaVersion must be 1"),
        (#"{"rewrites": {"from": "A/b"}}"#, "'rewrites' must be an array"),
        (#"{"rewrites": [{"from": "A/b"}]}"#, "rewrite #1 needs string fields 'from' and 'to'"),
        (
            #"{"rewrites": [{"from": "A/b", "to": "C/d"}, {"from": 1, "to": "C/d"}]}"#,
            "rewrite #2 needs string fields 'from' and 'to'"
        ),
        (#"{"rewrites": ["A/b"]}"#, "rewrite #1 needs string fields 'from' and 'to'"),
        (#"{"rewrites": [{"from": "A", "to": "C/d"}]}"#, "rewrite route 'A' is not 'Target/action'"),
        (#"{"rewrites": [{"from": "A/b", "to": "C/d/e"}]}"#, "rewrite route 'C/d/e' is not 'Target/action'"),
        (#"{"rewrites": [{"from": "A.B/c", "to": "C/d"}]}"#, "rewrite route 'A.B/c' is not 'Target/action'"),
        (#"{"rewrites": [{"from": "A/", "to": "C/d"}]}"#, "rewrite route 'A/' is not 'Target/action'"),
    ])
    func badJSON_isRejectedNamingTheProblem(json: String, reason: String) {
        #expect(capture { _ = try table(json) } == .invalidConfiguration(reason: reason))
    }

    @Test func emptyTables_doNothing() throws {
        #expect(RewriteTable().isEmpty)
        #expect(try table(#"{"schemaVersion": 1}"#).isEmpty)
        #expect(try table(#"{"rewrites": []}"#) == RewriteTable())
        #expect(!(try table(#"{"rewrites": [{"from": "A/b", "to": "C/d"}]}"#)).isEmpty)
    }

    @Test func route_parsesAndPrintsTargetSlashAction() throws {
        let route = try RewriteTable.Route(parsing: "Goods/list@vip")
        #expect(route.target == "Goods")
        #expect(route.action == "list@vip")
        #expect(route.description == "Goods/list@vip")
        #expect(capture { _ = try RewriteTable.Route(parsing: "Goods@x/list") }?.code == "invalidConfiguration")
    }

    @Test func setRewrites_replacesTheWholeTable() throws {
        let mediator = Mediator()
        mediator.setRewrites(try table(#"{"rewrites": [{"from": "Echo/list", "to": "Echo/listV2"}]}"#))
        mediator.setRewrites(RewriteTable())
        #expect(try mediator.perform(target: "Echo", action: "list") == "v1")
        #expect(mediator.rewrites.isEmpty)
    }
}
