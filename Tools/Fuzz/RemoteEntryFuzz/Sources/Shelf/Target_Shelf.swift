import FixtureLog
import Mediator

/// The remote-visible fixture: remote and local actions, a native one declared remote, an async one,
/// a state variant and a not-found handler, so a URL can reach every branch of the remote entry.
public struct Target_Shelf: MediatorTarget {
    let log: FixtureLog

    /// Creates the target; the log comes from the mediator's context.
    public init(mediator: Mediator) throws {
        log = try mediator.context.require(FixtureLog.self)
    }

    /// The actions, each recording its run under `Shelf/<name>`.
    public var actions: [Action] {
        let log = self.log
        return [
            .remote("echo") { params in
                log.record("Shelf/echo")
                return params.value
            },
            .remote("sum") { params in
                log.record("Shelf/sum")
                let (total, overflow) = try params.int("a").addingReportingOverflow(params.int("b"))
                if overflow { throw ShelfError.overflow }
                return .int(total)
            },
            .remote("scale") { params in
                log.record("Shelf/scale")
                return .double(try params.double("x") * (try params.optionalDouble("by") ?? 2))
            },
            .remote("flag") { params in
                log.record("Shelf/flag")
                return .bool(try params.bool("on"))
            },
            .remote("items") { params in
                log.record("Shelf/items")
                return .int(try params.array("id").count + (try params.optionalObject("filter")?.values.count ?? 0))
            },
            .remote("show") { params in
                log.record("Shelf/show")
                return .string(try params.optionalString("id") ?? "-")
            },
            .remote("show@member") { params in
                log.record("Shelf/show@member")
                return .string("member " + (try params.optionalString("id") ?? "-"))
            },
            .remote("stock") { _ in
                log.record("Shelf/stock")
                return 1
            },
            // Under the `member` state, remote `stock` resolves to this local variant: refused.
            .local("stock@member") { _ in
                log.record("Shelf/stock@member")
                return 2
            },
            .remoteAsync("later") { params in
                await Task.yield()
                log.record("Shelf/later")
                return params.value
            },
            .remote("refuse") { _ in
                log.record("Shelf/refuse")
                throw ShelfError.refused
            },
            .local("restock") { _ in
                log.record("Shelf/restock")
                return .null
            },
            .remote("nativeWipe") { _ in
                log.record("Shelf/nativeWipe")
                return .null
            },
        ]
    }

    /// Answers unknown actions whose names start with `legacy`.
    public func notFound(_ request: NotFoundRequest) throws -> MediatorValue? {
        guard request.action.hasPrefix("legacy") else { return nil }
        log.record("Shelf/notFound")
        return .string("moved: \(request.action)")
    }
}

/// The fixture's domain errors.
enum ShelfError: Error, DomainError {
    case overflow
    case refused

    var code: String {
        switch self {
        case .overflow: return "overflow"
        case .refused: return "refused"
        }
    }

    var kind: ErrorKind {
        switch self {
        case .overflow: return .invalid
        case .refused: return .refused
        }
    }
}
