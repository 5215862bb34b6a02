import FixtureSupport
import Foundation
import Mediator

/// A small component used by the Mediator's tests: found by runtime lookup like any real one.
struct Target_Echo: MediatorTarget {
    /// Numbers instances so tests can tell a cached instance from a fresh one.
    static let instanceCounter = Locked<Int>(0)

    let instance: Int
    let context: MediatorContext

    init(mediator: Mediator) throws {
        instance = Self.instanceCounter.withLock {
            $0 += 1
            return $0
        }
        context = mediator.context
    }

    var actions: [Action] {
        let instance = self.instance
        let context = self.context
        return [
            .remote("echo", summary: "Returns its params") { params in params.value },
            .local("nativeSecret") { _ in "secret" },
            // Declared remote, but the `native` prefix wins: it stays local.
            .remote("NativeDeclaredRemote") { _ in "never remote" },
            .local("add", summary: "Adds a and b") { params in .int(try params.int("a") + params.int("b")) },
            .remote("greet") { params in
                .string("\(context.configuration["echo.greeting"] ?? "hello") \(try params.string("name"))")
            },
            .remote("greet@vip") { params in .string("welcome back \(try params.string("name"))") },
            .remote("greet@beta") { params in .string("beta hi \(try params.string("name"))") },
            .remote("variant") { _ in "standard" },
            .remoteAsync("double", summary: "Doubles x after a suspension") { params in
                let x = try params.int("x")
                await Task.yield()
                return .int(x * 2)
            },
            .local("fail") { params in throw FixtureError.outOfStock(item: try params.string("item")) },
            .remoteAsync("reserve") { params in
                let item = try params.string("item")
                await Task.yield()
                if item == "tea" { throw FixtureError.outOfStock(item: item) }
                return .string("reserved \(item)")
            },
            .local("failPlain") { _ in throw PlainFixtureError() },
            .local("instance") { _ in .int(instance) },
            .local("localOnly") { _ in "local" },
            .remote("list") { _ in "v1" },
            .remote("listV2") { _ in "v2" },
            .local("callback") { params in
                let done = try params.opaque("done", as: (@Sendable (String) -> Void).self)
                done("called back")
                return .null
            },
            .local("byteCount") { params in .int(try params.data("bytes").count) },
            .local("record") { params in
                try context.require(EventLog.self).append("Echo.record \(try params.optionalString("tag") ?? "-")")
                return .null
            },
            .localAsync("recordAsync") { params in
                await Task.yield()
                try context.require(EventLog.self).append("Echo.recordAsync \(try params.optionalString("tag") ?? "-")")
                return .null
            },
            .local("needsService") { _ in
                _ = try context.require(RequiredService.self)
                return "ok"
            },
            // A duplicate name: the first declaration wins.
            .local("add") { _ in "shadowed" },
        ]
    }

    /// Answers unknown actions named `legacy…`; passes every other one on.
    func notFound(_ request: NotFoundRequest) throws -> MediatorValue? {
        guard request.action.hasPrefix("legacy") else { return nil }
        return .string("Echo handled \(request.entry.rawValue) \(request.action)")
    }

    func handle(_ event: LifecycleEvent) async throws {
        context.resolve(EventLog.self)?.append("Echo.\(event.rawValue)")
        if context.configuration["fail.Echo.\(event.rawValue)"] == "yes" {
            throw FixtureError.lifecycleFailed(component: "Echo", event: event.rawValue)
        }
    }
}
