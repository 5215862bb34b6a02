import Mediator

/// A middleware that does nothing: the cost measured is the chain's own.
struct NoOpMiddleware: Middleware {
    let name: String
}
