import FixtureSupport
@testable import Mediator
import Testing

/// Lifecycle events fanned out to components in declared priority order.
@Suite struct MediatorLifecycleTests {
    func mediator(configuration: Configuration = Configuration()) throws -> (Mediator, EventLog) {
        let log = EventLog()
        let context = MediatorContext()
        context.register(log)
        context.register(configuration)
        let mediator = Mediator(context: context)
        try mediator.setVariant("fixed", for: "Broken")
        mediator.declareComponents(["Fallback": 20, "Echo": 10, "Broken": 5])
        return (mediator, log)
    }

    @Test func launchAndLogin_runInAscendingPriority() async throws {
        let (mediator, log) = try mediator()
        #expect(mediator.lifecycleOrder(for: .launch) == ["Broken", "Echo", "Fallback"])
        let report = await mediator.send(.launch)
        await mediator.send(.login)
        #expect(
            log.all == [
                "Broken.launch", "Echo.launch", "Fallback.launch", "Broken.login", "Echo.login", "Fallback.login",
            ])
        #expect(report.event == .launch)
        #expect(report.steps.map(\.target) == ["Broken", "Echo", "Fallback"])
        #expect(report.failures.isEmpty)
    }

    @Test func terminateAndLogout_runInReverse() async throws {
        let (mediator, log) = try mediator()
        #expect(mediator.lifecycleOrder(for: .terminate) == ["Fallback", "Echo", "Broken"])
        #expect(mediator.lifecycleOrder(for: .logout) == ["Fallback", "Echo", "Broken"])
        await mediator.send(.logout)
        await mediator.send(.terminate)
        #expect(
            log.all == [
                "Fallback.logout", "Echo.logout", "Broken.logout", "Fallback.terminate", "Echo.terminate",
                "Broken.terminate",
            ])
    }

    @Test func teardownEvents_areExactlyTerminateAndLogout() {
        #expect(LifecycleEvent.allCases.filter(\.isTeardown) == [.terminate, .logout])
    }

    @Test func equalPriorities_areOrderedByName() {
        let mediator = Mediator()
        mediator.declareComponents(["B": 1, "A": 1, "C": 0])
        #expect(mediator.lifecycleOrder(for: .launch) == ["C", "A", "B"])
        #expect(mediator.lifecycleOrder(for: .terminate) == ["B", "A", "C"])
    }

    @Test func failures_areReportedAndTheOthersStillRun() async throws {
        let (mediator, log) = try mediator(configuration: Configuration(["fail.Echo.login": "yes"]))
        mediator.declareComponents(["Fallback": 20, "Echo": 10, "Broken": 5, "Ghost": 15])
        let report = await mediator.send(.login)
        #expect(log.all == ["Broken.login", "Echo.login", "Fallback.login"])
        #expect(report.steps.map(\.target) == ["Broken", "Echo", "Ghost", "Fallback"])
        #expect(report.failures.map(\.target) == ["Echo", "Ghost"])
        #expect(report.failures.map { $0.error?.code } == ["lifecycleFailed", "targetNotFound"])
        #expect(report.failures.first?.error?.description == "Echo failed to handle login")
        #expect(
            report.failures.first?.error
                == .actionFailed(
                    target: "Echo", action: "lifecycle.login", code: "lifecycleFailed",
                    kind: .unavailable, message: "Echo failed to handle login"))
    }

    @Test func aComponentThatCannotStart_isAReportedFailure() async {
        let mediator = Mediator()
        mediator.declareComponents(["Broken": 1])
        let report = await mediator.send(.launch)
        #expect(report.failures.map { $0.error?.code } == ["targetUnavailable"])
    }

    @Test func everyStep_isTimed() async throws {
        let (mediator, _) = try mediator()
        let report = await mediator.send(.launch)
        #expect(report.steps.count == 3)
        for step in report.steps {
            #expect(step.duration > .zero, "\(step.target)")
            #expect(step.error == nil)
        }
    }

    @Test func aTargetWithoutALifecycleHandler_ignoresEventsQuietly() async throws {
        let (mediator, log) = try mediator()
        try mediator.setVariant("experimental", for: "Echo")
        let report = await mediator.send(.launch)
        #expect(log.all == ["Broken.launch", "Fallback.launch"])
        #expect(report.steps.map(\.target) == ["Broken", "Echo", "Fallback"])
        #expect(report.failures.isEmpty)
    }

    @Test func noDeclaredComponents_sendsNothing() async {
        let report = await Mediator().send(.launch)
        #expect(report.steps.isEmpty)
    }
}
