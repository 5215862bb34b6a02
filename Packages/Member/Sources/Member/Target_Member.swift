import Foundation
import Mediator
import MemberMediator
import PaymentMediator
import Storage

/// The Target-Action adapter of Member, found by the mediator as `Member.Target_Member`.
///
/// `show` is remote-callable (a profile link); `history`, `ledger`, `discount` and `discounts` are
/// local (Order asks for the discount at checkout, and its audit reads the ledger and the
/// discounts); `nativeAwardPoints` and `nativeReversePoints` are the observers of Payment's events,
/// registered at launch, and are never remote. See the package README.
public struct Target_Member: MediatorTarget {
    let facade: MemberFacade
    // Weak: the mediator caches this target, so a strong reference back would keep both alive.
    weak var mediator: Mediator?

    /// Creates the target on the context's `StorageFacade` (required) and migrates Member's tables.
    public init(mediator: Mediator) throws {
        let storage = try mediator.context.require(StorageFacade.self)
        self.facade = try MemberFacade(storage: storage, now: mediator.context.clock.now)
        self.mediator = mediator
    }

    /// The actions this target answers; results are `MemberMediator`'s wire types.
    public var actions: [Action] {
        [
            .remote("show", summary: "A member's points, level, discount and the next level") { params in
                try facade.status(username: try params.string("username"))
            },
            .local("history", summary: "A member's points ledger, newest first (limit 1...500)") { params in
                let username = try MemberFacade.normalizedUsername(try params.string("username"))
                let entries = try facade.history(username: username, limit: try params.optionalInt("limit") ?? 100)
                return MemberHistory(username: username, entries: entries)
            },
            .local("ledger", summary: "Every member's ledger lines, oldest first (for reconciliation)") { _ in
                MemberLedger(entries: try facade.ledger())
            },
            .local("discount", summary: "The discount percent a member's level gives at checkout") { params in
                let status = try facade.status(username: try params.string("username"))
                return MemberDiscount(
                    username: status.username, discountPercent: status.discountPercent, level: status.level)
            },
            .local("discounts", summary: "The discount every level gives, bronze first (for reconciliation)") { _ in
                MemberLevelDiscounts(
                    levels: MemberLevel.allCases.map { .init(level: $0, discountPercent: $0.discountPercent) })
            },
            .local("nativeAwardPoints", summary: "Observer of payment.succeeded: awards amount / 100 points once") {
                params in
                let event = try PaymentEvent(params: params)
                return try facade.awardPoints(
                    paymentID: event.paymentID, username: event.username, amount: event.amount, orderRef: event.orderRef
                )
            },
            .local("nativeReversePoints", summary: "Observer of payment.refunded: takes the award back once") {
                params in
                let event = try PaymentEvent(params: params)
                return try facade.reversePoints(
                    paymentID: event.paymentID, username: event.username, amount: event.amount, orderRef: event.orderRef
                )
            },
        ]
    }

    /// At launch, subscribes to Payment's events (observing twice has no effect).
    public func handle(_ event: LifecycleEvent) async throws {
        guard event == .launch, let mediator else { return }
        mediator.observe(PaymentEvents.succeeded, target: "Member", action: "nativeAwardPoints")
        mediator.observe(PaymentEvents.refunded, target: "Member", action: "nativeReversePoints")
    }
}
