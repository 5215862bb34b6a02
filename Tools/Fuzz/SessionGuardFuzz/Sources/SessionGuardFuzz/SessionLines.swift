import FuzzSupport

/// Session lines from fuzzer bytes: raw text (one line per `\n`, bob's password on standard input),
/// or lines made from the shop's commands and links aimed at the guards, each with what standard
/// input holds for it (bob's password, a wrong one, nothing).
enum SessionLines {
    struct Line: Sendable {
        let text: String
        let input: String
    }

    static let users = ["alice", "bob", "sam", "Alice", "ALICE", " alice", "eve"]
    static let inputs = [ShopFixture.bobPassword, "wrong password", "", ShopFixture.bobPassword + "\n" + "again"]

    static func lines(_ input: inout FuzzInput, _ fixture: ShopFixture) -> [Line] {
        if input.byte() & 1 == 0 {
            return String(decoding: input.rest(), as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .prefix(12).map { Line(text: String($0), input: ShopFixture.bobPassword + "\n") }
        }
        let ids = (fixture.aliceOrders + fixture.bobOrders + [0, 9, -1]).map(String.init)
        return (0..<input.int(in: 1...10)).map { _ in
            let user = input.pick(users)
            let id = input.pick(ids)
            var text: String
            switch input.int(in: 0...3) {
            case 0:
                text = input.pick([
                    "account login \(user) --password-stdin", "account logout", "account whoami",
                    "account register \(user) --password-stdin", "account passwd --password-stdin",
                    "cart add \(input.int(in: 1...3))", "cart show", "order checkout", "order list", "wallet balance",
                    "wallet topup 5", "member show", "member history", "goods list",
                ])
            case 1:
                text = input.pick([
                    "order show \(id)", "order cancel \(id)", "order ship \(id)", "order deliver \(id)",
                    "pay \(id) --method wallet", "pay \(id) --method card --card 4242424242424242 --expiry 12/30",
                ])
            case 2:
                text = input.pick([
                    "staff grant \(user)", "staff revoke sam", "staff list", "tracking export", "tracking report",
                    "doctor", "--json staff grant \(user)", "help staff", "__complete order-id",
                    "tracking export --output ../leak.jsonl", "completion bash", "--home /tmp staff list",
                ])
            default:
                text =
                    "open '"
                    + input.pick([
                        "shop://account/setRole?username=\(user)&role=staff", "shop://order/ship?id=\(id)",
                        "shop://order/deliver?id=\(id)", "shop://order/show?id=\(id)", "shop://order/cancel?id=\(id)",
                        "shop://order/list?username=\(user)", "shop://payment/balance?username=\(user)",
                        "shop://member/show?username=\(user)", "shop://account/login?username=\(user)",
                        "shop://order/pay?id=\(id)&method=wallet",
                    ]) + "'"
            }
            if input.int(in: 0...7) == 0 { text += " " + input.string(upTo: 12) }
            return Line(text: text, input: input.pick(inputs) + "\n")
        }
    }
}
