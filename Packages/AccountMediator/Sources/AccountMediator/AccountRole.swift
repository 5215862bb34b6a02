/// What an account may do: every account is a customer until the shop's operator makes it staff.
///
/// Declared once, here in Account's interface package: the Account component stores and returns it,
/// callers read it. On the wire it is its raw value.
public enum AccountRole: String, Sendable, Equatable, CaseIterable, Codable {
    /// Buys: cart, checkout, pay, cancel its own orders. The default for every new account.
    case customer
    /// Works for the shop: may also ship and deliver any order (see `StaffGuard`).
    case staff
}
