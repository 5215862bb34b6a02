import AccountMediator
import Foundation
import Mediator
import Storage
import XCTest

@testable import Account

/// A facade given an `AccountSessionMemory` keeps its login there: it starts logged out whatever the
/// database holds, and never reads or changes the database's session.
final class AccountSessionMemoryTests: XCTestCase {
    func testMemory_withHomeLoggedIn_startsLoggedOutAndLeavesTheHomeSessionAlone() throws {
        let storage = try StorageFacade.inMemory()
        let home = try AccountFacade(storage: storage, now: { fixedNow })
        try home.register(username: "alice", password: "password1")
        try home.register(username: "bob", password: "password2")
        try home.login(username: "alice", password: "password1")

        let memory = AccountSessionMemory()
        let session = try AccountFacade(storage: storage, now: { fixedNow }, sessionMemory: memory)
        XCTAssertNil(try session.currentUser(), "a session never inherits the home's login")
        XCTAssertNil(try session.currentSession())
        XCTAssertThrowsAccountError(try session.logout(), .notLoggedIn)
        XCTAssertThrowsAccountError(
            try session.changePassword(oldPassword: "password1", newPassword: "password3"), .notLoggedIn)

        let outcome = try session.login(username: "bob", password: "password2")
        XCTAssertNil(outcome.replacedUsername)
        XCTAssertEqual(try session.currentUser(), "bob")
        XCTAssertEqual(memory.current?.username, "bob")
        XCTAssertEqual(try home.currentUser(), "alice", "the home's login is unchanged by a session's login")

        XCTAssertEqual(try session.logout(), "bob")
        XCTAssertNil(try session.currentUser())
        XCTAssertEqual(try home.currentUser(), "alice", "nor by its logout")
        let rows = try storage.query("SELECT username FROM account_sessions").map { try $0.string("username") }
        XCTAssertEqual(rows, ["alice"])
    }

    func testMemory_loginReplacingAnother_reportsWhomItReplaced() throws {
        let storage = try StorageFacade.inMemory()
        let memory = AccountSessionMemory()
        let session = try AccountFacade(storage: storage, now: { fixedNow }, sessionMemory: memory)
        try session.register(username: "alice", password: "password1")
        try session.register(username: "bob", password: "password2")
        try session.login(username: "alice", password: "password1")
        XCTAssertEqual(try session.login(username: "bob", password: "password2").replacedUsername, "alice")
        XCTAssertNil(try storage.queryOne("SELECT 1 FROM account_sessions"), "nothing reaches the database")
    }

    func testTarget_withMemoryInContext_answersFromTheMemory() throws {
        let storage = try StorageFacade.inMemory()
        let home = try AccountFacade(storage: storage, now: { fixedNow })
        try home.register(username: "alice", password: "password1")
        try home.login(username: "alice", password: "password1")
        let (mediator, _) = makeMediator(storage: storage)
        mediator.context.register(AccountSessionMemory())
        XCTAssertNil(try mediator.account.currentUser())
        XCTAssertNil(try mediator.account.session())
    }
}
