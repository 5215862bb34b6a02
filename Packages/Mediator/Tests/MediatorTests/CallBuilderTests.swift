import Mediator
import Testing

/// The chained form of the local entry.
@Suite struct CallBuilderTests {
    @Test func builder_collectsParamsAndPerforms() throws {
        let mediator = Mediator()
        let value = try mediator.call(target: "Echo", action: "add").with("a", 2).with("b", 5).perform()
        #expect(value == 7)
    }

    @Test func with_laterValuesReplaceEarlierOnes() throws {
        let mediator = Mediator()
        let value = try mediator.call(target: "Echo", action: "echo")
            .with(["a": 1, "b": 2]).with("a", 3).with(["b": 4, "c": 5]).perform()
        #expect(value == ["a": 3, "b": 4, "c": 5])
    }

    @Test func builder_isAValueSoBranchesDoNotAffectEachOther() throws {
        let mediator = Mediator()
        let base = mediator.call(target: "Echo", action: "echo").with("shared", true)
        let left = base.with("side", "left")
        let right = base.with("side", "right")
        #expect(try left.perform() == ["shared": true, "side": "left"])
        #expect(try right.perform() == ["shared": true, "side": "right"])
        #expect(try base.perform() == ["shared": true])
    }

    @Test func caching_false_createsAFreshInstance() throws {
        let mediator = Mediator()
        let first = try mediator.call(target: "Echo", action: "instance").caching(false).perform()
        let second = try mediator.call(target: "Echo", action: "instance").caching(false).perform()
        #expect(first != second)
        #expect(mediator.cachedTargets.isEmpty)
        _ = try mediator.call(target: "Echo", action: "instance").perform()
        #expect(mediator.cachedTargets == ["Echo"])
    }

    @Test func asyncPerform_awaitsAsyncActions() async throws {
        let value = try await Mediator().call(target: "Echo", action: "double").with("x", 8).perform()
        #expect(value == 16)
    }

    @Test func perform_throwsTheSameTypedErrors() {
        let error = capture { try Mediator().call(target: "Echo", action: "add").with("a", 1).perform() }
        #expect(error == .missingParameter(key: "b", expected: "Int"))
    }
}
