import Testing

@testable import Mediator

/// Types found by name are shared by every mediator in the process; each mediator still keeps its
/// own record of what it looked up, and a name not found is asked for again.
@Suite struct MediatorTypeCacheTests {
    @Test func aTypeFoundByOneMediator_isFoundByAFreshOne_whichRecordsItAsItsOwn() throws {
        _ = try performSync(Mediator(), "Echo", "variant")
        let fresh = Mediator()
        #expect(fresh.state.withLock { $0.types.isEmpty })
        #expect(try performSync(fresh, "Echo", "variant") == "standard")
        let slot = fresh.state.withLock { $0.types["Echo.Target_Echo"] }
        guard case .found(let type)? = slot else {
            Issue.record("expected Echo's type to be recorded, got \(String(describing: slot))")
            return
        }
        #expect(ObjectIdentifier(type) == Mediator.lookUpType("Echo.Target_Echo").map(ObjectIdentifier.init))
    }

    @Test func aMissingName_isNotSharedAsMissing() {
        let first = Mediator()
        #expect(throws: MediatorError.targetNotFound(target: "Ghost")) { try performSync(first, "Ghost", "x") }
        let fresh = Mediator()
        #expect(throws: MediatorError.targetNotFound(target: "Ghost")) { try performSync(fresh, "Ghost", "x") }
        guard case .missing? = fresh.state.withLock({ $0.types["Ghost.Target_Ghost"] }) else {
            Issue.record("the fresh mediator should have looked Ghost up itself")
            return
        }
    }
}
