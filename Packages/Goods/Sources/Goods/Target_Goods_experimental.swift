import Mediator

/// The factory variant `experimental` of Goods: the same actions, but `list` shows in-stock,
/// highest-rated items first (the experimental catalog listing).
///
/// The app selects it with `mediator.setVariant("experimental", for: "Goods")` from configuration.
public struct Target_Goods_experimental: MediatorTarget {
    let table: GoodsActions

    /// Creates the variant on the context's `StorageFacade` (required) and migrates Goods' tables.
    public init(mediator: Mediator) throws {
        table = try GoodsActions(mediator: mediator, listing: .experimental)
    }

    /// The actions this target answers: those of `Target_Goods` with the experimental `list`.
    public var actions: [Action] { table.actions }

    /// Seeds the catalog on launch when it is empty.
    public func handle(_ event: LifecycleEvent) async throws {
        if event == .launch { try await table.launch() }
    }
}
