import Foundation
import PaymentMediator

/// A pay call's inputs after validation: everything that can be checked without the database or clock.
struct PaymentRequest {
    let username: String
    let orderRef: String
    let amount: Int
    let idempotencyKey: String
    /// The card and its expiry for a card payment; `nil` for the wallet.
    let card: (number: CardNumber, expiry: CardExpiry)?

    var channel: PaymentChannel { card == nil ? .wallet : .card }

    init(username: String, orderRef: String, amount: Int, method: PaymentMethod, idempotencyKey: String) throws {
        self.username = try Self.checkedUsername(username)
        guard Self.isReference(orderRef) else { throw PaymentError.invalidOrderRef }
        guard Self.isReference(idempotencyKey) else { throw PaymentError.invalidIdempotencyKey }
        guard PaymentFacade.amountRange.contains(amount) else {
            throw PaymentError.invalidAmount(amount, allowed: PaymentFacade.amountRange)
        }
        self.orderRef = orderRef
        self.idempotencyKey = idempotencyKey
        self.amount = amount
        switch method {
        case .wallet: card = nil
        case .card(let number, let expiry): card = (try CardNumber(number), try CardExpiry(expiry))
        }
    }

    static func checkedUsername(_ username: String) throws -> String {
        // Usernames are kept exactly as given (Account owns their rules); only blank ones are refused.
        guard !username.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw PaymentError.invalidUsername
        }
        return username
    }

    private static func isReference(_ text: String) -> Bool {
        !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && text.count <= PaymentFacade.maxReferenceLength
    }
}
