import Foundation

/// A call resolved down to what will run, before middleware sees it.
struct DispatchPlan {
    enum Step {
        /// Run the action's handler (only the handler: a plan is copied on the way, and a whole
        /// `Action` would take a reference count for each of its fields).
        case run(Action.Body)
        case notFound(NotFoundRequest, LiveTarget?)
        case fail(MediatorError)
    }

    let call: DispatchCall
    let middlewares: [any Middleware]
    let step: Step

    /// Whether running it needs `await`: only an async action does (sync work skips async frames).
    var needsAsync: Bool {
        if case .run(.async) = step { return true }
        return false
    }
}
