import Mediator

/// Test support: what a scripted component throws, either because a test scripted a failure or
/// because the scripted components were set up wrongly.
public enum ScriptedError: DomainError, CustomStringConvertible, Equatable, Sendable {
    /// A failure a test scripted; callers see `MediatorError.actionFailed` with this code, kind and message.
    case failure(code: String, kind: ErrorKind, message: String)
    /// Two scripted components given to one mediator serve the same target name.
    case duplicateName(String)
    /// A `ScriptedTarget` was asked to serve a name no scripted component in the context serves.
    case notScripted(target: String, scripted: [String])
    /// A `ScriptedTarget` created without a target name found other than exactly one component to serve.
    case unnamed(scripted: [String])

    /// The scripted code, or a fixed one for a setup mistake.
    public var code: String {
        switch self {
        case .failure(let code, _, _): return code
        case .duplicateName: return "duplicateScriptedName"
        case .notScripted: return "notScripted"
        case .unnamed: return "scriptedTargetUnnamed"
        }
    }

    /// The scripted kind; a setup mistake is `unavailable`.
    public var kind: ErrorKind {
        if case .failure(_, let kind, _) = self { return kind }
        return .unavailable
    }

    /// The scripted message, or what to fix in the test's setup.
    public var description: String {
        switch self {
        case .failure(_, _, let message):
            return message
        case .duplicateName(let name):
            return "two scripted components serve target '\(name)'; give each mediator one component per name"
        case .notScripted(let target, let scripted):
            return "no scripted component serves target '\(target)' (scripted: \(Self.list(scripted)))"
        case .unnamed(let scripted):
            return
                "a ScriptedTarget created without a target name serves only a lone scripted component "
                + "(scripted: \(Self.list(scripted)))"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
