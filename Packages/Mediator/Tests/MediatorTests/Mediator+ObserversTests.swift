import FixtureSupport
@testable import Mediator
import Testing

/// Named events whose observers are target-actions.
@Suite struct MediatorObserversTests {
    func mediatorWithLog() -> (Mediator, EventLog) {
        let log = EventLog()
        let context = MediatorContext()
        context.register(log)
        return (Mediator(context: context), log)
    }

    @Test func notify_callsObserversInTheOrderTheyWereAdded() {
        let (mediator, log) = mediatorWithLog()
        mediator.observe("user.logout", target: "Fallback", action: "record")
        mediator.observe("user.logout", target: "Echo", action: "record")
        let report = mediator.notify("user.logout", params: ["tag": "bye"])
        #expect(log.all == ["Fallback.record bye", "Echo.record bye"])
        #expect(report.event == "user.logout")
        #expect(report.delivered == ["Fallback/record", "Echo/record"])
        #expect(report.allDelivered)
    }

    @Test func observe_sameObserverTwice_isKeptOnce() {
        let (mediator, log) = mediatorWithLog()
        mediator.observe("e", target: "Echo", action: "record")
        mediator.observe("e", target: "Echo", action: "record")
        #expect(mediator.observers(of: "e") == ["Echo/record"])
        mediator.notify("e")
        #expect(log.all == ["Echo.record -"])
    }

    @Test func notify_collectsEveryFailureAndStillCallsTheRest() {
        let (mediator, log) = mediatorWithLog()
        mediator.observe("e", target: "Echo", action: "fail")
        mediator.observe("e", target: "Ghost", action: "record")
        mediator.observe("e", target: "Echo", action: "record")
        mediator.observe("e", target: "Echo", action: "failPlain")
        let report = mediator.notify("e", params: ["item": "pen", "tag": "t"])
        #expect(!report.allDelivered)
        #expect(report.delivered == ["Echo/record"])
        #expect(log.all == ["Echo.record t"])
        #expect(report.failures.map(\.observer) == ["Echo/fail", "Ghost/record", "Echo/failPlain"])
        #expect(report.failures.map(\.error.code) == ["outOfStock", "targetNotFound", "failed"])
        #expect(report.failures.first?.error.description == "'pen' is out of stock")
    }

    @Test func stopObserving_removesEveryObserverOfThatTarget() {
        let (mediator, log) = mediatorWithLog()
        mediator.observe("e", target: "Echo", action: "record")
        mediator.observe("e", target: "Fallback", action: "record")
        mediator.observe("e", target: "Echo", action: "recordAsync")
        mediator.observe("other", target: "Echo", action: "record")
        mediator.stopObserving("e", target: "Echo")
        #expect(mediator.observers(of: "e") == ["Fallback/record"])
        #expect(mediator.observers(of: "other") == ["Echo/record"])
        mediator.notify("e")
        #expect(log.all == ["Fallback.record -"])
        mediator.stopObserving("never", target: "Echo")
        #expect(mediator.observers(of: "never").isEmpty)
    }

    @Test func notify_withoutObservers_deliversNothingAndSucceeds() {
        let report = Mediator().notify("nobody.listens")
        #expect(report.delivered.isEmpty)
        #expect(report.failures.isEmpty)
        #expect(report.allDelivered)
    }

    @Test func asyncNotify_awaitsAsyncObservers() async {
        let (mediator, log) = mediatorWithLog()
        mediator.observe("e", target: "Echo", action: "recordAsync")
        mediator.observe("e", target: "Echo", action: "record")
        mediator.observe("e", target: "Echo", action: "reserve")
        let report = await mediator.notify("e", params: ["tag": "a", "item": "tea"])
        #expect(log.all == ["Echo.recordAsync a", "Echo.record a"])
        #expect(report.delivered == ["Echo/recordAsync", "Echo/record"])
        #expect(report.failures.map(\.error.code) == ["outOfStock"])
    }

    @Test func syncNotify_ofAnAsyncObserver_reportsRequiresAsync() {
        let (mediator, log) = mediatorWithLog()
        mediator.observe("e", target: "Echo", action: "recordAsync")
        mediator.observe("e", target: "Echo", action: "record")
        let report = mediator.notify("e", params: ["tag": "s"])
        #expect(log.all == ["Echo.record s"])
        #expect(report.failures.map(\.observer) == ["Echo/recordAsync"])
        #expect(report.failures.first?.error == .requiresAsync(target: "Echo", action: "recordAsync"))
    }
}
