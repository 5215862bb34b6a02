import Mediator

/// An error with a code, like a real component's.
struct ShopFixtureError: DomainError, CustomStringConvertible {
    let code: String
    var kind: ErrorKind { .refused }
    var description: String { "fixture failure \(code)" }
}

/// A small component whose calls the middleware records: found as `TrackingTests.Target_Shop`.
struct Target_Shop: MediatorTarget {
    init(mediator: Mediator) throws {}

    var actions: [Action] {
        [
            .local("buy") { params in ["item": params["item"] ?? .null] },
            .local("fail") { _ in throw ShopFixtureError(code: "outOfStock") },
            .remote("view") { params in ["id": .int(try params.int("id"))] },
            .localAsync("load") { _ in "loaded" },
        ]
    }
}

/// Stops every call to `Shop/buy` with the code `notLoggedIn`, like a login guard.
struct GuardMiddleware: Middleware {
    struct NotLoggedIn: DomainError, CustomStringConvertible {
        var code: String { "notLoggedIn" }
        var kind: ErrorKind { .forbidden }
        var description: String { "log in first" }
    }

    var name: String { "guard" }

    func willDispatch(_ call: DispatchCall) throws {
        if call.target == "Shop" && call.action == "buy" { throw NotLoggedIn() }
    }
}
