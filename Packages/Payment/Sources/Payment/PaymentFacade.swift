import Foundation
import PaymentMediator
import Storage

/// Payment's public face: wallets, card charges through a `CardGateway`, refunds and payment records.
///
/// It returns `PaymentMediator`'s wire types (`PaymentReceipt`, `PaymentOutcome`, `PaymentBooks`)
/// directly: what callers see is declared once, there.
///
/// Every payment carries a caller-supplied idempotency key. Looking the key up, moving the money and
/// recording the payment happen in one immediate transaction, so a retry — from this process or
/// another one sharing the database file — returns the first payment and never charges twice.
public final class PaymentFacade: Sendable {
    /// The amounts a single payment may have, in minor units.
    public static let amountRange = 1...1_000_000_000
    /// The amounts a single wallet top-up may have, in minor units.
    public static let topUpRange = 1...1_000_000
    /// The longest order reference or idempotency key accepted.
    public static let maxReferenceLength = 200

    private let storage: StorageFacade
    private let gateway: any CardGateway
    private let now: @Sendable () -> Date

    /// Creates the Facade over `storage`, applying Payment's migrations.
    ///
    /// - Parameters:
    ///   - gateway: charges cards; the simulator by default.
    ///   - now: the clock for records and card expiry checks.
    public init(
        storage: StorageFacade, gateway: any CardGateway = SimulatedCardGateway(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        self.storage = storage
        self.gateway = gateway
        self.now = now
        try storage.migrate(owner: PaymentMigrations.owner, PaymentMigrations.all)
    }

    // MARK: Paying

    /// Pays `amount` for `orderRef` with `method`, at most once per `idempotencyKey`.
    ///
    /// A repeat with the same key and the same payment returns the first payment (`replayed`), or
    /// rethrows its decline. The outcome has no `observerErrors`: announcing the payment is the
    /// target's job. Only gateway declines are recorded; every other refusal leaves the key unused.
    /// - Throws: `PaymentError`: validation errors, `insufficientFunds`, `cardExpired`, `cardDeclined`,
    ///   `gatewayFailed`, `idempotencyConflict`.
    public func pay(
        username: String, orderRef: String, amount: Int, method: PaymentMethod, idempotencyKey: String
    ) throws -> PaymentOutcome {
        let request = try PaymentRequest(
            username: username, orderRef: orderRef, amount: amount, method: method,
            idempotencyKey: idempotencyKey)
        let outcome = try storage.transaction { () throws -> PaymentOutcome in
            if let first = try record(idempotencyKey: request.idempotencyKey) {
                return try replay(first, for: request)
            }
            let payment: PaymentReceipt
            switch request.card {
            case nil:
                try debitWallet(username: request.username, amount: request.amount)
                payment = try insert(request, status: .succeeded, declineReason: nil)
            case (let number, let expiry)?:
                guard !expiry.hasExpired(at: now()) else { throw PaymentError.cardExpired(expiry: expiry.text) }
                switch try charge(number, request) {
                case .approved: payment = try insert(request, status: .succeeded, declineReason: nil)
                case .declined(let reason): payment = try insert(request, status: .declined, declineReason: reason)
                }
            }
            return PaymentOutcome(payment: payment, replayed: false)
        }
        // The decline is thrown only after the transaction committed, so the attempt stays recorded.
        if outcome.payment.status == .declined {
            throw PaymentError.cardDeclined(
                paymentID: outcome.payment.paymentID, reason: outcome.payment.declineReason ?? .generic)
        }
        return outcome
    }

    /// Refunds a succeeded payment in full: a wallet payment is credited back, a card refund is recorded.
    ///
    /// - Throws: `PaymentError.paymentNotFound`, `.alreadyRefunded` or `.notRefundable`.
    @discardableResult
    public func refund(paymentID: Int) throws -> PaymentReceipt {
        try storage.transaction {
            guard let payment = try record(id: paymentID) else { throw PaymentError.paymentNotFound(paymentID) }
            switch payment.status {
            case .refunded: throw PaymentError.alreadyRefunded(paymentID)
            case .declined: throw PaymentError.notRefundable(paymentID, status: .declined)
            case .succeeded: break
            }
            if payment.channel == .wallet {
                try creditWallet(username: payment.username, amount: payment.amount)
            }
            // The status guard keeps a refund single even if two connections race past the read above.
            let changed = try storage.execute(
                "UPDATE payment_payments SET status = 'refunded', refunded_at = ? WHERE id = ? AND status = 'succeeded'",
                [.integer(timestamp()), SQLValue(paymentID)])
            guard changed == 1, let refunded = try record(id: paymentID) else {
                throw PaymentError.alreadyRefunded(paymentID)
            }
            return refunded
        }
    }

    // MARK: Wallet

    /// Adds `amount` (1...1,000,000 minor units) to the user's wallet and returns the new balance.
    @discardableResult
    public func topUp(username: String, amount: Int) throws -> Int {
        let username = try PaymentRequest.checkedUsername(username)
        guard Self.topUpRange.contains(amount) else {
            throw PaymentError.invalidAmount(amount, allowed: Self.topUpRange)
        }
        return try storage.transaction {
            try creditWallet(username: username, amount: amount)
            try storage.execute(
                "INSERT INTO payment_topups (username, amount, at) VALUES (?, ?, ?)",
                [.text(username), SQLValue(amount), .integer(timestamp())])
            return try walletBalance(username)
        }
    }

    /// The user's wallet balance in minor units (0 for a user who never topped up).
    public func balance(username: String) throws -> Int {
        try walletBalance(try PaymentRequest.checkedUsername(username))
    }

    // MARK: Records

    /// The user's payments, newest first (every status).
    public func payments(username: String) throws -> [PaymentReceipt] {
        let username = try PaymentRequest.checkedUsername(username)
        return try storage.query(
            "SELECT * FROM payment_payments WHERE username = ? ORDER BY id DESC", [.text(username)]
        ).map(Self.record(from:))
    }

    /// One payment by id.
    ///
    /// - Throws: `PaymentError.paymentNotFound`.
    public func payment(id: Int) throws -> PaymentReceipt {
        guard let payment = try record(id: id) else { throw PaymentError.paymentNotFound(id) }
        return payment
    }

    /// Every payment and every wallet with its top-ups, read in one transaction, for reconciliation.
    ///
    /// A wallet's balance must equal `toppedUp` minus its succeeded wallet payments (refunded ones
    /// were credited back); Order checks that, and the payments against its orders.
    public func audit() throws -> PaymentBooks {
        try storage.transaction {
            let payments = try storage.query("SELECT * FROM payment_payments ORDER BY id").map(Self.record(from:))
            let wallets = try storage.query(
                """
                SELECT u.username AS username, COALESCE(w.balance, 0) AS balance,
                    COALESCE((SELECT SUM(t.amount) FROM payment_topups t WHERE t.username = u.username), 0) AS topped_up
                FROM (SELECT username FROM payment_wallets UNION SELECT username FROM payment_topups) AS u
                LEFT JOIN payment_wallets w ON w.username = u.username
                ORDER BY u.username
                """
            ).map {
                PaymentBooks.Wallet(
                    username: try $0.string("username"), balance: try $0.int("balance"),
                    toppedUp: try $0.int("topped_up"))
            }
            return PaymentBooks(payments: payments, wallets: wallets)
        }
    }

    // MARK: Internals

    private func replay(_ first: PaymentReceipt, for request: PaymentRequest) throws -> PaymentOutcome {
        var different: [String] = []
        if first.username != request.username { different.append("username") }
        if first.orderRef != request.orderRef { different.append("order") }
        if first.amount != request.amount { different.append("amount") }
        if first.channel != request.channel {
            different.append("channel")
        } else if first.cardLast4 != request.card?.number.last4 {
            different.append("card")
        }
        guard different.isEmpty else {
            throw PaymentError.idempotencyConflict(
                key: request.idempotencyKey, paymentID: first.paymentID, fields: different)
        }
        return PaymentOutcome(payment: first, replayed: true)
    }

    private func charge(_ number: CardNumber, _ request: PaymentRequest) throws -> GatewayResult {
        do {
            return try gateway.charge(
                cardNumber: number.digits, amount: request.amount, reference: request.idempotencyKey)
        } catch {
            throw PaymentError.gatewayFailed(message: String(describing: error))
        }
    }

    private func debitWallet(username: String, amount: Int) throws {
        // One guarded statement: the balance check and the debit cannot be split by another writer.
        let changed = try storage.execute(
            "UPDATE payment_wallets SET balance = balance - ? WHERE username = ? AND balance >= ?",
            [SQLValue(amount), .text(username), SQLValue(amount)])
        guard changed == 1 else {
            throw PaymentError.insufficientFunds(available: try walletBalance(username), required: amount)
        }
    }

    private func creditWallet(username: String, amount: Int) throws {
        try storage.execute(
            """
            INSERT INTO payment_wallets (username, balance) VALUES (?, ?)
            ON CONFLICT (username) DO UPDATE SET balance = balance + excluded.balance
            """,
            [.text(username), SQLValue(amount)])
    }

    private func walletBalance(_ username: String) throws -> Int {
        try storage.queryOne("SELECT balance FROM payment_wallets WHERE username = ?", [.text(username)])?
            .int("balance") ?? 0
    }

    private func insert(_ request: PaymentRequest, status: PaymentStatus, declineReason: PaymentDeclineReason?)
        throws -> PaymentReceipt
    {
        try storage.execute(
            """
            INSERT INTO payment_payments
                (idempotency_key, username, order_ref, channel, amount, status, card_last4, decline_reason, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(request.idempotencyKey), .text(request.username), .text(request.orderRef),
                .text(request.channel.rawValue), SQLValue(request.amount), .text(status.rawValue),
                SQLValue(request.card?.number.last4), SQLValue(declineReason?.rawValue), .integer(timestamp()),
            ])
        guard let payment = try record(id: Int(storage.lastInsertRowID)) else {
            throw PaymentError.paymentNotFound(Int(storage.lastInsertRowID))
        }
        return payment
    }

    private func record(id: Int) throws -> PaymentReceipt? {
        try storage.queryOne("SELECT * FROM payment_payments WHERE id = ?", [SQLValue(id)]).map(Self.record(from:))
    }

    private func record(idempotencyKey: String) throws -> PaymentReceipt? {
        try storage.queryOne("SELECT * FROM payment_payments WHERE idempotency_key = ?", [.text(idempotencyKey)])
            .map(Self.record(from:))
    }

    private func timestamp() -> Int64 { Int64(now().timeIntervalSince1970) }

    private static func record(from row: Row) throws -> PaymentReceipt {
        let channel = try row.string("channel")
        let status = try row.string("status")
        let declineReason = try row.optionalString("decline_reason")
        guard let parsedChannel = PaymentChannel(rawValue: channel), let parsedStatus = PaymentStatus(rawValue: status)
        else {
            throw StorageError.decoding(
                column: "channel/status", expected: "a known value", actual: "\(channel)/\(status)")
        }
        return PaymentReceipt(
            paymentID: try row.int("id"), idempotencyKey: try row.string("idempotency_key"),
            username: try row.string("username"), orderRef: try row.string("order_ref"), channel: parsedChannel,
            amount: try row.int("amount"), status: parsedStatus, cardLast4: try row.optionalString("card_last4"),
            declineReason: declineReason.flatMap(PaymentDeclineReason.init(rawValue:)),
            createdAt: Date(timeIntervalSince1970: TimeInterval(try row.int64("created_at"))),
            refundedAt: try row.optionalInt64("refunded_at").map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }
}
