import Foundation

/// A call resolved down to what will run, before middleware sees it.
struct DispatchPlan {
    enum Step {
        case run(Action)
        case notFound(NotFoundRequest, LiveTarget?)
        case fail(MediatorError)
    }

    let call: DispatchCall
    let middlewares: [any Middleware]
    let step: Step

    /// Whether running it needs `await`: only an async action does (sync work skips async frames).
    var needsAsync: Bool {
        if case .run(let action) = step { return action.isAsync }
        return false
    }
}
