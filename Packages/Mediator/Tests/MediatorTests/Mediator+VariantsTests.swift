import FixtureSupport
import Testing

@testable import Mediator

/// State variants (`x@state`) and factory variants (`Target_<Name>_<variant>`).
@Suite struct MediatorVariantsTests {
    @Test func globalState_picksTheVariantActionWhenTheTargetHasIt() throws {
        let mediator = Mediator()
        #expect(try mediator.perform(target: "Echo", action: "greet", params: ["name": "Ann"]) == "hello Ann")
        mediator.setState("vip")
        #expect(try mediator.perform(target: "Echo", action: "greet", params: ["name": "Ann"]) == "welcome back Ann")
        mediator.setState(nil)
        #expect(try mediator.perform(target: "Echo", action: "greet", params: ["name": "Ann"]) == "hello Ann")
    }

    @Test func state_fallsBackToThePlainActionWhenNoVariantExists() throws {
        let mediator = Mediator()
        mediator.setState("vip")
        #expect(try mediator.perform(target: "Echo", action: "add", params: ["a": 1, "b": 1]) == 2)
        mediator.setState("unknownState")
        #expect(try mediator.perform(target: "Echo", action: "greet", params: ["name": "Ann"]) == "hello Ann")
    }

    @Test func targetState_overridesTheGlobalStateForThatTargetOnly() throws {
        let mediator = Mediator()
        mediator.setState("vip")
        mediator.setState("beta", for: "Echo")
        #expect(try mediator.perform(target: "Echo", action: "greet", params: ["name": "Bo"]) == "beta hi Bo")
        mediator.setState("none", for: "Fallback")
        #expect(try mediator.perform(target: "Echo", action: "greet", params: ["name": "Bo"]) == "beta hi Bo")
        mediator.setState(nil, for: "Echo")
        #expect(try mediator.perform(target: "Echo", action: "greet", params: ["name": "Bo"]) == "welcome back Bo")
    }

    @Test func stateVariant_canBeCalledByItsFullNameLocally() throws {
        #expect(
            try Mediator().perform(target: "Echo", action: "greet@vip", params: ["name": "Cy"]) == "welcome back Cy")
    }

    @Test func factoryVariant_switchesTheTypeServingATarget() throws {
        let mediator = Mediator()
        #expect(try mediator.perform(target: "Echo", action: "variant") == "standard")
        try mediator.setVariant("experimental", for: "Echo")
        #expect(try mediator.perform(target: "Echo", action: "variant") == "experimental")
        #expect(try mediator.describe(target: "Echo").typeName == "Echo.Target_Echo_experimental")
        #expect(mediator.knownTargets().first?.typeName == "Echo.Target_Echo_experimental")
        #expect(
            try mediator.perform(target: "Echo", action: "echo", params: ["k": 1]) == [
                "variant": "experimental", "params": ["k": 1],
            ])
        // The variant has only its own actions.
        #expect(
            capture { try mediator.perform(target: "Echo", action: "add") }
                == .actionNotFound(target: "Echo", action: "add"))
    }

    @Test func factoryVariant_switchingBackRestoresTheStandardType() throws {
        let mediator = Mediator()
        try mediator.setVariant("experimental", for: "Echo")
        _ = try mediator.perform(target: "Echo", action: "variant")
        try mediator.setVariant(nil, for: "Echo")
        #expect(try mediator.perform(target: "Echo", action: "variant") == "standard")
        #expect(try mediator.describe(target: "Echo").typeName == "Echo.Target_Echo")
    }

    @Test func factoryVariant_unknownIsAClearErrorAndChangesNothing() throws {
        let mediator = Mediator()
        try mediator.setVariant("experimental", for: "Echo")
        let cached = try mediator.perform(target: "Echo", action: "variant")
        #expect(cached == "experimental")
        #expect(
            capture { try mediator.setVariant("nope", for: "Echo") }
                == .invalidConfiguration(reason: "target 'Echo' has no variant 'nope' (no type Echo.Target_Echo_nope)"))
        #expect(mediator.cachedTargets == ["Echo"])
        #expect(try mediator.perform(target: "Echo", action: "variant") == "experimental")
        #expect(mediator.state.withLock { $0.variants } == ["Echo": "experimental"])
    }

    @Test func factoryVariant_withNonIdentifierNames_isRefusedWithoutLookup() {
        let mediator = Mediator()
        #expect(capture { try mediator.setVariant("a.b", for: "Echo") }?.code == "invalidConfiguration")
        #expect(capture { try mediator.setVariant("x", for: "Echo.Target_Echo") }?.code == "invalidConfiguration")
        #expect(mediator.state.withLock { $0.types.isEmpty })
    }

    @Test func factoryVariant_canRescueATargetThatCannotStart() throws {
        let mediator = Mediator()
        #expect(capture { try mediator.perform(target: "Broken", action: "status") }?.code == "targetUnavailable")
        try mediator.setVariant("fixed", for: "Broken")
        #expect(try mediator.perform(target: "Broken", action: "status") == "fixed")
    }
}
