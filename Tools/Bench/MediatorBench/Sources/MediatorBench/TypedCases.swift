import AccountMediator
import Catalog
import GoodsMediator
import Mediator
import Storage
import Tracking

/// The typed call as the app makes it, `mediator.goods.show(id:)` returning a `GoodsItem`, against the
/// same lookup called directly and through a protocol; alone, and with the middleware the app installs
/// (`App/ShopCommands/ShopEnvironment.swift`: Tracking's for every call, Account's guards).
final class TypedCases: Sendable {
    let shelf: GoodsShelf
    let source: any GoodsItemSource
    /// No middleware.
    let plain: Mediator
    /// The app's middleware.
    let shipped: Mediator
    let id: Int
    let url: String

    init() throws {
        let shelf = GoodsShelf()
        self.shelf = shelf
        source = opaque(shelf)
        id = opaque(3)
        url = opaque("bench://goods/show?id=3")
        @Sendable func mediator() -> Mediator {
            let context = MediatorContext()
            context.register(shelf)
            let mediator = Mediator(context: context, naming: .singleModule("Catalog"))
            mediator.configureRemote(RemoteConfiguration(schemes: ["bench"], targets: ["Goods"]))
            return mediator
        }
        plain = mediator()
        shipped = mediator()
        let tracking = try TrackingFacade(storage: try StorageFacade.inMemory())
        shipped.use(RemoteIdentityGuard(mediator: shipped), entry: .remote)
        shipped.use(LoginGuard(mediator: shipped, exemptActions: ["Order/audit"]), for: .target("Order"))
        shipped.use(LoginGuard(mediator: shipped, exemptActions: ["Payment/audit"]), for: .target("Payment"))
        for action in ["ship", "deliver"] {
            shipped.use(StaffGuard(mediator: shipped), for: .action(target: "Order", action: action))
        }
        shipped.use(TrackingMiddleware(facade: tracking), for: .all)
        for mediator in [plain, shipped] {
            guard try mediator.goods.show(id: id) == (try shelf.item(id: id)) else {
                throw ShelfError.notFound(id)
            }
        }
    }

    /// The lookup called directly: what a caller linking the component would write.
    func direct(_ n: Int) throws {
        for _ in 0..<n { blackHole(try shelf.item(id: id)) }
    }

    /// The same lookup through a protocol existential.
    func protocolCall(_ n: Int) throws {
        for _ in 0..<n { blackHole(try source.item(id: id)) }
    }

    /// `mediator.goods.show(id:)` with no middleware.
    func typed(_ n: Int) throws {
        for _ in 0..<n { blackHole(try plain.goods.show(id: id)) }
    }

    /// `mediator.goods.show(id:)` with the app's middleware.
    func typedShipped(_ n: Int) throws {
        for _ in 0..<n { blackHole(try shipped.goods.show(id: id)) }
    }

    /// `open` of `bench://goods/show?id=3`, its result encoded for the remote caller.
    func open(_ n: Int) {
        for _ in 0..<n { blackHole(plain.open(url)) }
    }
}
