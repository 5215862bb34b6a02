import Mediator

/// The Target-Action adapter of Goods, found by the mediator as `Goods.Target_Goods`.
///
/// Browsing actions (`list`, `categories`, `search`, `show`, `show@member`) are remote-callable
/// because links lead to them; `reserve`, `release`, `stockLedger`, `seed` and `nativeShowForMember`
/// are local only. With the mediator state `member`, `show` resolves to `show@member`, which adds
/// `memberPrice`. Results are `GoodsMediator`'s wire types. At launch it seeds
/// an empty catalog through Networking. See the package README for params and results.
public struct Target_Goods: MediatorTarget {
    let table: GoodsActions

    /// Creates the target on the context's `StorageFacade` (required) and migrates Goods' tables.
    public init(mediator: Mediator) throws {
        table = try GoodsActions(mediator: mediator, listing: .standard)
    }

    /// The actions this target answers.
    public var actions: [Action] { table.actions }

    /// Seeds the catalog on launch when it is empty.
    public func handle(_ event: LifecycleEvent) async throws {
        if event == .launch { try await table.launch() }
    }
}
