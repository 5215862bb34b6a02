import SampleBoxMediator
import Mediator

/// SampleBox's Target-Action adapter, found by the mediator as `SampleBox.Target_SampleBox`.
public struct Target_SampleBox: MediatorTarget {
    private let facade: SampleBoxFacade

    /// Creates the Facade (a base component needs no service from the context).
    public init(mediator: Mediator) throws {
        _ = mediator
        facade = SampleBoxFacade()
    }

    /// The actions SampleBox answers, returning `SampleBoxMediator`'s wire type as it is. `ping` writes
    /// nothing, so it may be opened to URLs; `note` writes, so it stays local.
    public var actions: [Action] {
        [
            // new-component: remote instead: .remote(
            .local(
                "ping", summary: "Answers with the message and the note count; writes nothing"
            ) { params in
                try facade.ping(message: try params.string("message"))
            },
            .local("note", summary: "Keeps a message as a note, the newest \(SampleBoxFacade.maxNotes) only") {
                params in
                try facade.note(message: try params.string("message"))
            },
        ]
    }
}
