import Foundation

/// A login that lives only as long as this object, for a surface handed to someone else (`shop interactive`).
///
/// Register one in the mediator's context before Account's target is made: Account then keeps its
/// current session here, never in the home's database. It starts with nobody logged in, whatever the
/// home holds; a login lasts until `logout` or until this object is gone; the home's own login (the
/// one shell commands use) is neither read nor changed.
///
/// `@unchecked Sendable` is sound because `session` is read and written only while `lock` is held.
public final class AccountSessionMemory: @unchecked Sendable {
    private let lock = NSLock()
    private var session: AccountSessionInfo?

    /// An empty memory: nobody is logged in.
    public init() {}

    /// The session kept here, or `nil` when nobody is logged in.
    public var current: AccountSessionInfo? {
        lock.lock()
        defer { lock.unlock() }
        return session
    }

    /// Replaces the session kept here with `new` and returns the one it replaced.
    @discardableResult
    public func replace(with new: AccountSessionInfo?) -> AccountSessionInfo? {
        lock.lock()
        defer { lock.unlock() }
        let old = session
        session = new
        return old
    }
}
