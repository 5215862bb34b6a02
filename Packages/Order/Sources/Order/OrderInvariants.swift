import GoodsMediator
import MemberMediator
import OrderMediator
import PaymentMediator

/// The money invariants, written once: every order, payment, wallet, points line and stock count
/// must agree after any interleaving of commands and any crash.
///
/// Each violation names the stored row it is about (`order_orders row 5`, `member_ledger row 7`,
/// `goods_items row 3`), what was found and what was expected. The facts come from each component
/// through its extension package; no component's tables are read by another.
///
/// 1. History: an order starts `pendingPayment`, each change is legal and starts where the last one
///    ended, and the status is where the history ends.
/// 2. Totals: an order's subtotal = Σ(line unit price × quantity), its discount percent is one a
///    member level gives (Member's `discounts`), discount = subtotal × percent / 100, and total =
///    subtotal − discount.
/// 3. Payments: an order has at most one succeeded (unrefunded) payment, and has one, for its total,
///    exactly when it is paid, shipped or delivered; `paymentID` names it. A cancelled order has
///    every succeeded payment refunded. No payment refers to an order that does not exist, and
///    every payment for an order was made by the order's owner.
/// 4. Wallets: balance = top-ups − succeeded wallet payments (refunds were credited back).
/// 5. Points: each payment's ledger lines net to the points it earns while it stands (Member's rule,
///    `MemberPoints.earned`; 0 once refunded or if declined), with one award at most and a reversal
///    only after a refund, and belong to the payer and the payment's order; each member's points
///    equal the points of their paid, not cancelled, orders.
/// 6. Stock, from Goods' movement ledger: for every item with a recorded opening, reserved =
///    reserves − releases, stock = opening + restocks − reserved, and that reserved equals the units
///    of its live (not cancelled) orders. An item with neither a recorded opening nor a `reserved`
///    count predates tracking and is not reconcilable (listed, never reported wrong); one that
///    counts `reserved` without an opening is a violation.
public enum OrderInvariants {
    /// Every violation in `orders` and `facts`, in the order of the rules above.
    public static func violations(orders: [OrderSummary], facts: OrderAuditFacts) -> [OrderViolation] {
        var found: [OrderViolation] = []
        let paymentsByOrder = Dictionary(grouping: facts.payments, by: \.orderRef)
        for order in orders { found += history(of: order) }
        for order in orders { found += totals(of: order, levelDiscounts: facts.levelDiscounts) }
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

    static func totals(of order: OrderSummary, levelDiscounts: [Int]) -> [OrderViolation] {
        func violation(_ message: String) -> OrderViolation {
            OrderViolation(
                .totals, orderID: order.id, username: order.username, "order_orders row \(order.id): \(message)")
        }
        var found: [OrderViolation] = []
        let products = order.lines.map { $0.unitPrice.multipliedReportingOverflow(by: $0.quantity) }
        let lines = order.lines.map { "goods #\($0.goodsID): \($0.quantity) × \($0.unitPrice)" }.joined(separator: ", ")
        if let sum = products.contains(where: \.overflow) ? nil : sum(products.map(\.partialValue)) {
            if sum != order.subtotal {
                found.append(violation("subtotal is \(order.subtotal) but its order_lines add up to \(sum) (\(lines))"))
            }
        } else {
            found.append(violation("its order_lines overflow when added up (\(lines)): stored data is corrupt"))
        }
        let percent = order.discountPercent
        if !levelDiscounts.contains(percent) {
            let offered = levelDiscounts.sorted().map { "\($0) %" }.joined(separator: ", ")
            found.append(violation("discount percent is \(percent) but member levels give only \(offered)"))
        }
        let (scaled, overflow) = order.subtotal.multipliedReportingOverflow(by: percent)
        if overflow {
            found.append(violation("subtotal \(order.subtotal) × \(percent) % overflows: stored data is corrupt"))
        } else if order.discount != scaled / 100 {
            found.append(
                violation(
                    "discount is \(order.discount) but subtotal \(order.subtotal) × \(percent) % = \(scaled / 100)"))
        }
        let (expected, borrow) = order.subtotal.subtractingReportingOverflow(order.discount)
        if borrow || order.total != expected {
            found.append(
                violation(
                    "total is \(order.total) but subtotal \(order.subtotal) − discount \(order.discount) = "
                        + (borrow ? "an overflow" : "\(expected)")))
        }
        return found
    }

    static func payments(of order: OrderSummary, _ payments: [PaymentReceipt]) -> [OrderViolation] {
        let standing = payments.filter { $0.status == .succeeded }
        func violation(_ paymentID: Int?, _ message: String) -> OrderViolation {
            OrderViolation(.payment, orderID: order.id, paymentID: paymentID, username: order.username, message)
        }
        // Only the order's owner can pay it, so a payer who is someone else means the order (or the
        // payment) was moved to another user.
        let owners = payments.filter { $0.username != order.username }.map {
            violation(
                $0.paymentID,
                "order_orders row \(order.id) belongs to \(order.username) but its \($0.status.rawValue) payment "
                    + "#\($0.paymentID) (Payment's records, \($0.orderRef)) was made by \($0.username)")
        }
        return owners + standingPayments(order, standing, violation)
    }

    /// The payments rule for one order's standing (succeeded, unrefunded) payments.
    private static func standingPayments(
        _ order: OrderSummary, _ standing: [PaymentReceipt], _ violation: (Int?, String) -> OrderViolation
    ) -> [OrderViolation] {
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
        let paymentsByID = Dictionary(
            facts.payments.map { ($0.paymentID, $0) }, uniquingKeysWith: { first, _ in first })
        for line in facts.points {
            let row = "member_ledger row \(line.entry.id)"
            guard let payment = paymentsByID[line.entry.paymentID] else {
                found.append(
                    OrderViolation(
                        .points, paymentID: line.entry.paymentID, username: line.username,
                        "\(row): \(line.entry.delta) points for a payment that does not exist"))
                continue
            }
            var problems: [String] = []
            if line.username != payment.username {
                problems.append(
                    "credits \(line.username) but payment #\(payment.paymentID) was made by \(payment.username)")
            }
            if !line.entry.orderRef.isEmpty, line.entry.orderRef != payment.orderRef {
                problems.append(
                    "is for \(line.entry.orderRef) but payment #\(payment.paymentID) is for \(payment.orderRef)")
            }
            if !problems.isEmpty {
                found.append(
                    OrderViolation(
                        .points, paymentID: payment.paymentID, username: line.username,
                        "\(row) (\(line.entry.reason.rawValue) of \(line.entry.delta)) "
                            + problems.joined(separator: "; ")))
            }
        }
        // Each member's points against the orders that earned them.
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
            let units = live[item.id, default: 0]
            let row = "goods_items row \(item.id)"
            func violation(_ message: String) -> OrderViolation {
                OrderViolation(.stock, goodsID: item.id, "\(row): \(message)")
            }
            guard let opening = item.opening else {
                // Neither an opening nor a reserved count: the item predates tracking (`unreconciled`).
                guard let reserved = item.reserved else { continue }
                found.append(
                    violation(
                        "stock \(item.stock) with \(reserved) reserved, but goods_stock_movements record no opening for it"
                    ))
                if reserved != units {
                    found.append(
                        violation(
                            "\(reserved) units are out of stock for orders but live orders hold \(units) (stock \(item.stock))"
                        ))
                }
                continue
            }
            let ledger = StockLedger(item, opening: opening)
            guard let reserved = ledger.reserved, let expected = ledger.stock else {
                found.append(
                    violation("its goods_stock_movements overflow when added up (\(ledger)): stored data is corrupt"))
                continue
            }
            if item.reserved != reserved {
                found.append(
                    violation(
                        "reserved is \(item.reserved.map(String.init) ?? "NULL") but its goods_stock_movements reserve "
                            + "\(ledger.reserves) − release \(ledger.releases) = \(reserved)"))
            }
            if item.stock != expected {
                let (gap, gapOverflow) = item.stock.subtractingReportingOverflow(expected)
                let difference =
                    gapOverflow ? "more than \(Int.max) units off" : "\(gap.magnitude) \(gap > 0 ? "more" : "fewer")"
                found.append(
                    violation(
                        "stock is \(item.stock) but opening \(opening) + restocks \(ledger.restocked) − reserved \(reserved) = "
                            + "\(expected): \(difference) than its movements account for"))
            }
            if reserved != units {
                found.append(
                    violation(
                        "its movements hold \(reserved) units reserved for orders but live orders hold \(units) "
                            + "(stock \(item.stock))"))
            }
        }
        for (goodsID, units) in live.sorted(by: { $0.key < $1.key }) where !seen.contains(goodsID) {
            found.append(
                OrderViolation(
                    .stock, goodsID: goodsID, "live orders hold \(units) units of an item that does not exist"))
        }
        return found
    }

    /// The items whose stock predates tracking: no recorded opening and no reserved count.
    public static func unreconciled(_ stock: [GoodsStockLine]) -> [GoodsStockLine] {
        stock.filter { $0.opening == nil && $0.reserved == nil }
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
}
