import GoodsMediator
import MemberMediator
import OrderMediator
import PaymentMediator

/// The money invariants, written once: every order, payment, wallet, points line and stock count
/// must agree after any interleaving of commands and any crash.
///
/// 1. History: an order starts `pendingPayment`, each change is legal and starts where the last one
///    ended, and the status is where the history ends.
/// 2. Payments: an order has at most one succeeded (unrefunded) payment, and has one, for its total,
///    exactly when it is paid, shipped or delivered; `paymentID` names it. A cancelled order has
///    every succeeded payment refunded. No payment refers to an order that does not exist.
/// 3. Wallets: balance = top-ups − succeeded wallet payments (refunds were credited back).
/// 4. Points: each payment's ledger lines net to the points it earns while it stands (Member's rule,
///    `MemberPoints.earned`; 0 once refunded or if declined), with one award at most and a reversal
///    only after a refund; each member's points equal the points of their paid, not cancelled, orders.
/// 5. Stock: for each item, stock = opening + restocks − reserved (Goods' recorded movements), and
///    the units reserved equal the units of its live (not cancelled) orders. An item whose reserved
///    units predate tracking is not reconcilable and skipped; one that tracks them but has no
///    recorded opening is a violation.
public enum OrderInvariants {
    /// Every violation in `orders` and `facts`, in the order of the rules above.
    public static func violations(orders: [OrderSummary], facts: OrderAuditFacts) -> [OrderViolation] {
        var found: [OrderViolation] = []
        let paymentsByOrder = Dictionary(grouping: facts.payments, by: \.orderRef)
        for order in orders { found += history(of: order) }
        for order in orders { found += payments(of: order, paymentsByOrder[order.reference] ?? []) }
        let references = Set(orders.map(\.reference))
        for payment in facts.payments where !references.contains(payment.orderRef) && payment.status != .declined {
            found.append(
                OrderViolation(
                    .payment, paymentID: payment.paymentID, username: payment.username,
                    "\(payment.status.rawValue) payment of \(payment.amount) for \(payment.orderRef), which is no order"
                ))
        }
        found += wallets(facts)
        found += points(orders: orders, facts: facts)
        found += stock(orders: orders, facts: facts)
        return found
    }

    static func history(of order: OrderSummary) -> [OrderViolation] {
        var found: [OrderViolation] = []
        var reached: OrderStatus?
        for (step, change) in order.history.enumerated() {
            if change.from != reached {
                found.append(
                    OrderViolation(
                        .history, orderID: order.id, username: order.username,
                        "step \(step + 1) starts at \(change.from?.rawValue ?? "nothing") but the order was at \(reached?.rawValue ?? "nothing")"
                    ))
            }
            let legal = change.from.map { $0.canMove(to: change.to) } ?? (change.to == .pendingPayment)
            if !legal {
                found.append(
                    OrderViolation(
                        .history, orderID: order.id, username: order.username,
                        "step \(step + 1) moves \(change.from?.rawValue ?? "nothing") → \(change.to.rawValue), which is not allowed"
                    ))
            }
            reached = change.to
        }
        if reached != order.status {
            found.append(
                OrderViolation(
                    .history, orderID: order.id, username: order.username,
                    "status is \(order.status.rawValue) but the history ends at \(reached?.rawValue ?? "nothing")"))
        }
        return found
    }

    static func payments(of order: OrderSummary, _ payments: [PaymentReceipt]) -> [OrderViolation] {
        let standing = payments.filter { $0.status == .succeeded }
        func violation(_ paymentID: Int?, _ message: String) -> OrderViolation {
            OrderViolation(.payment, orderID: order.id, paymentID: paymentID, username: order.username, message)
        }
        let ids = standing.map { "#\($0.paymentID)" }.joined(separator: ", ")
        switch order.status {
        case .paid, .shipped, .delivered:
            guard let payment = standing.first else {
                return [
                    violation(order.paymentID, "is \(order.status.rawValue) but has no succeeded, unrefunded payment")
                ]
            }
            var found: [OrderViolation] = []
            if standing.count > 1 {
                found.append(
                    violation(nil, "has \(standing.count) succeeded, unrefunded payments (\(ids)); one at most"))
            }
            if order.paymentID != payment.paymentID {
                found.append(
                    violation(
                        payment.paymentID,
                        "records payment \(order.paymentID.map { "#\($0)" } ?? "none") but is paid by #\(payment.paymentID)"
                    ))
            }
            if payment.amount != order.total {
                found.append(
                    violation(payment.paymentID, "total is \(order.total) but the payment is \(payment.amount)"))
            }
            return found
        case .pendingPayment:
            return standing.isEmpty
                ? [] : [violation(standing[0].paymentID, "is pendingPayment but was charged (\(ids))")]
        case .cancelled:
            return standing.map {
                violation($0.paymentID, "is cancelled but payment #\($0.paymentID) of \($0.amount) is not refunded")
            }
        }
    }

    static func wallets(_ facts: OrderAuditFacts) -> [OrderViolation] {
        var spent: [String: Int] = [:]
        var found: [OrderViolation] = []
        var overflowing: Set<String> = []
        for payment in facts.payments where payment.channel == .wallet && payment.status == .succeeded {
            guard let sum = add(spent[payment.username, default: 0], payment.amount) else {
                overflowing.insert(payment.username)
                continue
            }
            spent[payment.username] = sum
        }
        var seen: Set<String> = []
        for wallet in facts.wallets {
            seen.insert(wallet.username)
            let (expected, overflow) = wallet.toppedUp.subtractingReportingOverflow(spent[wallet.username, default: 0])
            if overflow || overflowing.contains(wallet.username) {
                found.append(
                    OrderViolation(
                        .wallet, username: wallet.username,
                        "top-ups \(wallet.toppedUp) − standing wallet payments overflows: stored data is corrupt"))
            } else if wallet.balance != expected {
                found.append(
                    OrderViolation(
                        .wallet, username: wallet.username,
                        "balance is \(wallet.balance) but top-ups \(wallet.toppedUp) − standing wallet payments \(spent[wallet.username, default: 0]) = \(expected)"
                    ))
            }
        }
        for (username, amount) in spent.sorted(by: { $0.key < $1.key }) where !seen.contains(username) {
            found.append(
                OrderViolation(.wallet, username: username, "paid \(amount) from a wallet that was never topped up"))
        }
        return found
    }

    static func points(orders: [OrderSummary], facts: OrderAuditFacts) -> [OrderViolation] {
        let lines = Dictionary(grouping: facts.points, by: \.entry.paymentID)
        var found: [OrderViolation] = []
        for payment in facts.payments {
            let own = lines[payment.paymentID] ?? []
            let net = sum(own.map(\.entry.delta))
            let awards = own.filter { $0.entry.reason == .award }.count
            let reversals = own.count - awards
            let expected = payment.status == .succeeded ? MemberPoints.earned(byAmount: payment.amount) : 0
            var problems: [String] = []
            if let net, net != expected {
                problems.append("its ledger lines net \(net) points, expected \(expected)")
            } else if net == nil {
                problems.append("its ledger lines overflow when summed: stored data is corrupt")
            }
            if awards > 1 || reversals > 1 { problems.append("it has \(awards) awards and \(reversals) reversals") }
            if reversals > 0 && payment.status != .refunded {
                problems.append("it is reversed but \(payment.status.rawValue)")
            }
            if !problems.isEmpty {
                found.append(
                    OrderViolation(
                        .points, paymentID: payment.paymentID, username: payment.username,
                        "payment for \(payment.orderRef) (\(payment.status.rawValue)): "
                            + problems.joined(separator: "; ")))
            }
        }
        let known = Set(facts.payments.map(\.paymentID))
        for line in facts.points where !known.contains(line.entry.paymentID) {
            found.append(
                OrderViolation(
                    .points, paymentID: line.entry.paymentID, username: line.username,
                    "\(line.entry.delta) points for a payment that does not exist"))
        }
        // Each member's points against the orders that earned them.
        let paymentsByID = Dictionary(
            facts.payments.map { ($0.paymentID, $0) }, uniquingKeysWith: { first, _ in first })
        var earned: [String: Int?] = [:]
        for order in orders where [.paid, .shipped, .delivered].contains(order.status) {
            guard let payment = order.paymentID.flatMap({ paymentsByID[$0] }) else { continue }
            earned[order.username] = earned[order.username, default: 0].flatMap {
                add($0, MemberPoints.earned(byAmount: payment.amount))
            }
        }
        var held: [String: Int?] = [:]
        for line in facts.points {
            held[line.username] = held[line.username, default: 0].flatMap { add($0, line.entry.delta) }
        }
        for username in Set(earned.keys).union(held.keys).sorted() {
            guard let total = held[username, default: 0], let expected = earned[username, default: 0] else {
                found.append(
                    OrderViolation(.points, username: username, "points overflow when summed: stored data is corrupt"))
                continue
            }
            let points = max(0, total)
            if points != expected {
                found.append(
                    OrderViolation(
                        .points, username: username,
                        "holds \(points) points but their paid, not cancelled, orders earn \(expected)"))
            }
        }
        return found
    }

    static func stock(orders: [OrderSummary], facts: OrderAuditFacts) -> [OrderViolation] {
        var live: [Int: Int] = [:]
        for order in orders where order.status != .cancelled {
            // A sum past Int.max cannot equal any stored count: saturating keeps it a plain mismatch.
            for line in order.lines { live[line.goodsID] = add(live[line.goodsID, default: 0], line.quantity) ?? .max }
        }
        var found: [OrderViolation] = []
        var seen: Set<Int> = []
        for item in facts.stock {
            seen.insert(item.id)
            guard let reserved = item.reserved else { continue }
            if let problem = movementsProblem(item, reserved: reserved) {
                found.append(OrderViolation(.stock, goodsID: item.id, problem))
            }
            let units = live[item.id, default: 0]
            if reserved != units {
                found.append(
                    OrderViolation(
                        .stock, goodsID: item.id,
                        "\(reserved) units are out of stock for orders but live orders hold \(units) (stock \(item.stock))"
                    ))
            }
        }
        for (goodsID, units) in live.sorted(by: { $0.key < $1.key }) where !seen.contains(goodsID) {
            found.append(
                OrderViolation(
                    .stock, goodsID: goodsID, "live orders hold \(units) units of an item that does not exist"))
        }
        return found
    }

    /// `a + b`, or nil when it overflows (stored numbers changed by hand).
    static func add(_ a: Int, _ b: Int) -> Int? {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : sum
    }

    /// The sum of `values`, or nil when it overflows.
    static func sum(_ values: [Int]) -> Int? {
        values.reduce(0 as Int?) { total, value in total.flatMap { add($0, value) } }
    }

    /// Why item's stock is not its opening + restocks − reserved, or nil when it is.
    static func movementsProblem(_ item: GoodsStockLine, reserved: Int) -> String? {
        guard let opening = item.opening, let restocked = item.restocked else {
            return "stock \(item.stock) with \(reserved) reserved, but no opening stock is recorded for it"
        }
        let (held, heldOverflow) = opening.addingReportingOverflow(restocked)
        let (expected, overflow) = held.subtractingReportingOverflow(reserved)
        guard !heldOverflow, !overflow else {
            return "opening \(opening) + restocks \(restocked) − reserved \(reserved) overflows"
        }
        guard item.stock != expected else { return nil }
        let (gap, gapOverflow) = item.stock.subtractingReportingOverflow(expected)
        let difference =
            gapOverflow
            ? "more than \(Int.max) units off" : "\(gap.magnitude) \(gap > 0 ? "more" : "fewer")"
        return
            "stock is \(item.stock) but opening \(opening) + restocks \(restocked) − reserved \(reserved) = \(expected): "
            + "\(difference) than its movements account for"
    }
}
