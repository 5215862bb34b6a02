import Mediator

extension Mediator {
    /// Typed calls to the SampleBox component.
    public var sampleBox: SampleBoxCalls { SampleBoxCalls(mediator: self) }
}

/// Typed calls to SampleBox: the only caller-side place that spells SampleBox's target and action names.
///
/// SampleBox's own failures arrive as `SampleBoxFailure`; other mediator failures as `MediatorError`.
public struct SampleBoxCalls: Sendable {
    let client: ComponentClient<SampleBoxErrorCode>

    init(mediator: Mediator) {
        client = ComponentClient(mediator, target: "SampleBox")
    }

    /// Sends `message`; answers it trimmed, with how many notes SampleBox keeps. Writes nothing.
    public func ping(message: String) throws -> SampleBoxPing {
        try client.call(action: "ping", ["message": .string(message)])
    }

    /// Has SampleBox keep `message` as a note (the newest 100 are kept); answers with how many it keeps.
    public func note(message: String) throws -> SampleBoxPing {
        try client.call(action: "note", ["message": .string(message)])
    }
}
