import Mediator

/// Test support, never for production code: a stand-in for a component that records every call and
/// answers as a test scripts it, served to a `Mediator` as `MediatorTesting.ScriptedTarget`.
///
/// Extension packages test their typed calls against it instead of a hand-written fake:
/// ```swift
/// let goods = ScriptedComponent(name: "Goods", local: ["show", "reserve"], localAsync: ["seed"])
/// let mediator = goods.mediator()
/// goods.answer("show", with: ["id": 3, "title": "Tea"])
/// goods.fail("reserve", code: "insufficientStock", message: "item 4 has only 3 in stock")
/// _ = try mediator.goods.show(id: 3)
/// #expect(goods.calls == [.init(action: "show", params: ["id": 3])])
/// ```
/// An action answers, in this order: its own script (`answer`, `fail`, `respond(to:)`), else the
/// script for every action (`answer(with:)`, `fail(code:message:)`, `respondToEveryAction`), else
/// `.null`. A later script for the same action replaces the earlier one. Only calls that reach an
/// action are recorded (not unknown actions, remote-forbidden ones or calls a middleware stopped),
/// and without their entry: the mediator hands actions their params only.
public final class ScriptedComponent: Sendable {
    /// One call the component received.
    public struct Call: Sendable, Equatable {
        /// The action that ran: the dispatched name, so a state variant reads `show@member`.
        public let action: String
        /// The caller's params.
        public let params: Params

        /// Creates a call value, e.g. to compare with `calls`.
        public init(action: String, params: Params) {
            self.action = action
            self.params = params
        }
    }

    /// Computes an answer for a call; throw to fail it.
    public typealias Responder = @Sendable (Call) throws -> MediatorValue

    /// One declared action: what `ScriptedTarget` lists for the mediator.
    struct Declaration: Sendable {
        let name: String
        let isRemote: Bool
        let isAsync: Bool
    }

    private struct State: Sendable {
        var calls: [Call] = []
        var scripts: [String: Responder] = [:]
        var everyAction: Responder?
    }

    /// The target name this component serves, e.g. `"Goods"`.
    public let name: String
    let declarations: [Declaration]
    // A lock ThreadSanitizer sees (see `Locked`), so sanitizer runs of tests that use this stay clean.
    private let state = Locked(State())

    /// Creates a component serving `name` with these actions: synchronous or async, local-only or
    /// remote-callable (a `native…` name never is, as with real targets).
    public init(
        name: String, local: [String] = [], remote: [String] = [], localAsync: [String] = [],
        remoteAsync: [String] = []
    ) {
        self.name = name
        declarations =
            local.map { Declaration(name: $0, isRemote: false, isAsync: false) }
            + remote.map { Declaration(name: $0, isRemote: true, isAsync: false) }
            + localAsync.map { Declaration(name: $0, isRemote: false, isAsync: true) }
            + remoteAsync.map { Declaration(name: $0, isRemote: true, isAsync: true) }
    }

    // MARK: Recording

    /// Every call received so far, in order.
    public var calls: [Call] { state.withLock { $0.calls } }

    // MARK: Scripting one action

    /// Makes `action` answer `value`.
    public func answer(_ action: String, with value: MediatorValue) {
        script(action) { _ in value }
    }

    /// Makes `action` fail as a component's `DomainError` would: callers get
    /// `MediatorError.actionFailed` with this `code`, `kind` and `message`.
    public func fail(_ action: String, code: String, kind: ErrorKind = .refused, message: String) {
        fail(action, with: ScriptedError.failure(code: code, kind: kind, message: message))
    }

    /// Makes `action` fail with one of the component's declared codes (its kind comes with it).
    public func fail<Code: ErrorCode>(_ action: String, code: Code, message: String) {
        fail(action, code: code.rawValue, kind: code.kind, message: message)
    }

    /// Makes `action` throw `error`; a `MediatorError` reaches the caller unchanged, any other error
    /// as `actionFailed` (code `"failed"` unless it is a `DomainError`).
    public func fail(_ action: String, with error: any Error & Sendable) {
        script(action) { _ in throw error }
    }

    /// Makes `action` answer what `body` computes from the call's params (it may throw, e.g. to
    /// check them).
    public func respond(to action: String, _ body: @escaping @Sendable (Params) throws -> MediatorValue) {
        script(action) { call in try body(call.params) }
    }

    // MARK: Scripting every action

    /// Makes every action without a script of its own answer `value`.
    public func answer(with value: MediatorValue) {
        scriptEveryAction { _ in value }
    }

    /// Makes every action without a script of its own fail with `code`, `kind` and `message`.
    public func fail(code: String, kind: ErrorKind = .refused, message: String) {
        fail(with: ScriptedError.failure(code: code, kind: kind, message: message))
    }

    /// Makes every action without a script of its own throw `error`.
    public func fail(with error: any Error & Sendable) {
        scriptEveryAction { _ in throw error }
    }

    /// Makes every action without a script of its own answer what `body` computes from the call.
    public func respondToEveryAction(_ body: @escaping Responder) {
        scriptEveryAction(body)
    }

    // MARK: Serving

    /// A mediator that serves this component under `name` and finds every other target by the
    /// standard naming, in a context of its own.
    public func mediator() -> Mediator {
        ScriptedComponentRegistry(serving: [name: self]).mediator()
    }

    /// A mediator that serves every one of `components` under its name and finds every other
    /// target by the standard naming, in a context of its own.
    ///
    /// - Throws: `ScriptedError.duplicateName` when two components serve the same name.
    public static func mediator(serving components: [ScriptedComponent]) throws -> Mediator {
        var byName: [String: ScriptedComponent] = [:]
        for component in components {
            guard byName.updateValue(component, forKey: component.name) == nil else {
                throw ScriptedError.duplicateName(component.name)
            }
        }
        return ScriptedComponentRegistry(serving: byName).mediator()
    }

    /// The mediator-facing actions, each recording its call and answering from the scripts.
    var actions: [Action] {
        declarations.map { declaration in
            let name = declaration.name
            switch (declaration.isRemote, declaration.isAsync) {
            case (false, false): return .local(name) { [self] in try handle(name, $0) }
            case (true, false): return .remote(name) { [self] in try handle(name, $0) }
            case (false, true): return .localAsync(name) { [self] in try handle(name, $0) }
            case (true, true): return .remoteAsync(name) { [self] in try handle(name, $0) }
            }
        }
    }

    func handle(_ action: String, _ params: Params) throws -> MediatorValue {
        let call = Call(action: action, params: params)
        let responder = state.withLock { state -> Responder? in
            state.calls.append(call)
            return state.scripts[action] ?? state.everyAction
        }
        // Outside the lock: a responder may read `calls` or script the next answer.
        return try responder?(call) ?? .null
    }

    private func script(_ action: String, _ responder: @escaping Responder) {
        state.withLock { $0.scripts[action] = responder }
    }

    private func scriptEveryAction(_ responder: @escaping Responder) {
        state.withLock { $0.everyAction = responder }
    }
}
