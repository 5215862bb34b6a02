import Foundation

/// A call's resolution under one configuration: the route after rewrites and state variants, the
/// action, the cached instance serving it and the middlewares in scope. Kept until the
/// configuration or the instance changes, so a repeated call costs one lookup.
final class ResolvedRoute: Sendable {
    let target: String
    let actionName: String
    let action: Action
    let live: LiveTarget
    /// The middlewares in scope for a local call, and for a remote one.
    let localMiddlewares: [any Middleware]
    let remoteMiddlewares: [any Middleware]
    /// Whether `handler` may be called directly by the local entry: a synchronous action with no
    /// middleware in scope for local calls (a remote-only guard costs local calls nothing).
    let runsDirectly: Bool
    /// The synchronous handler (for an async action, one that is never called directly). Not
    /// optional, so a call reads it in place instead of copying it out of an optional.
    let handler: Action.SyncHandler

    init(target: String, actionName: String, action: Action, live: LiveTarget, middlewares: [ScopedMiddleware]) {
        self.target = target
        self.actionName = actionName
        self.action = action
        self.live = live
        localMiddlewares = middlewares.filter { $0.entry != .remote }.map(\.middleware)
        remoteMiddlewares = middlewares.filter { $0.entry != .local }.map(\.middleware)
        if case .sync(let handler) = action.body {
            self.handler = handler
            runsDirectly = localMiddlewares.isEmpty
        } else {
            self.handler = Self.planned
            runsDirectly = false
        }
    }

    /// Stands in for an async action's handler; `runsDirectly` is false, so it never runs.
    private static let planned: Action.SyncHandler = { _ in MediatorValue.null }
}
