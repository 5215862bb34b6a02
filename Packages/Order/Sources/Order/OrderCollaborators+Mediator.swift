import CartMediator
import GoodsMediator
import Mediator
import MemberMediator
import PaymentMediator

extension OrderCollaborators {
    /// The live collaborators: every step is a call through another component's extension package.
    static func through(_ mediator: Mediator) -> OrderCollaborators {
        OrderCollaborators(
            cartLines: { username in
                try mediator.cart.show(username: username).lines.map {
                    CartLine(goodsID: $0.goodsID, title: $0.title, unitPrice: $0.unitPrice, quantity: $0.quantity)
                }
            },
            clearCart: { username in _ = try mediator.cart.clear(username: username) },
            discountPercent: { username in try mediator.member.discountPercent(username: username) },
            reserve: { goodsID, quantity in _ = try mediator.goods.reserve(id: goodsID, quantity: quantity) },
            release: { goodsID, quantity in _ = try mediator.goods.release(id: goodsID, quantity: quantity) },
            pay: { request in
                let method: PaymentMethod
                switch request.method {
                case .wallet: method = .wallet
                case .card(let number, let expiry): method = .card(number: number, expiry: expiry)
                }
                do {
                    let receipt = try mediator.payment.pay(
                        username: request.username, orderRef: request.orderRef, amount: request.amount, method: method,
                        idempotencyKey: request.idempotencyKey)
                    return PaymentResult(
                        paymentID: receipt.paymentID, succeeded: receipt.status == .succeeded,
                        message: receipt.status.rawValue)
                } catch let error as PaymentCallError {
                    switch error {
                    case .cardDeclined(let message), .insufficientFunds(let message):
                        return PaymentResult(paymentID: 0, succeeded: false, message: message)
                    default:
                        throw error
                    }
                }
            },
            refund: { paymentID in _ = try mediator.payment.refund(paymentID: paymentID) })
    }
}
