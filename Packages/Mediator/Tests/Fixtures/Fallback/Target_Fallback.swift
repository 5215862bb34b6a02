import FixtureSupport
import Mediator

/// A component that answers every not-found call it is given, except actions named `unhandled…`.
///
/// A class (most targets are structs) so the tests show classes are found too.
final class Target_Fallback: MediatorTarget {
    let context: MediatorContext

    init(mediator: Mediator) throws {
        context = mediator.context
    }

    var actions: [Action] {
        let context = self.context
        return [
            .local("record") { params in
                try context.require(EventLog.self).append("Fallback.record \(try params.optionalString("tag") ?? "-")")
                return .null
            }
        ]
    }

    func notFound(_ request: NotFoundRequest) throws -> MediatorValue? {
        if request.action.hasPrefix("unhandled") { return nil }
        if request.action.hasPrefix("explode") { throw FixtureError.outOfStock(item: request.action) }
        return [
            "handledBy": "Fallback", "target": .string(request.target), "action": .string(request.action),
            "entry": .string(request.entry.rawValue), "targetMissing": .bool(request.targetMissing),
        ]
    }

    func handle(_ event: LifecycleEvent) async throws {
        context.resolve(EventLog.self)?.append("Fallback.\(event.rawValue)")
        if context.configuration["fail.Fallback.\(event.rawValue)"] == "yes" {
            throw FixtureError.lifecycleFailed(component: "Fallback", event: event.rawValue)
        }
    }
}
