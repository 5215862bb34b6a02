import SampleBoxMediator
// new-component: uses: import OtherMediator
import Mediator
import Storage

/// SampleBox's Target-Action adapter, found by the mediator as `SampleBox.Target_SampleBox`.
public struct Target_SampleBox: MediatorTarget {
    private let facade: SampleBoxFacade

    /// Reads the shared `StorageFacade` and the clock from the context and applies SampleBox's migrations.
    public init(mediator: Mediator) throws {
        let context = mediator.context
        facade = try SampleBoxFacade(
            storage: try context.require(StorageFacade.self), now: { context.clock.now() })
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
