import Dispatch
import Foundation
import Storage
import Synchronization
import XCTest

@testable import Account

/// Repeated wrong passwords for a username are slowed down: after five free failures no password is
/// checked for a doubling wait (30 s … 15 min), in every process sharing the home. A clock the test
/// moves by hand stands in for time; nothing sleeps.
final class LoginThrottleTests: XCTestCase {
    /// A clock the test moves by hand, shared by every Facade of a test.
    final class Clock: Sendable {
        private let current = Mutex(fixedNow)
        var now: Date { current.withLock { $0 } }
        func advance(_ seconds: Int) { current.withLock { $0 = $0.addingTimeInterval(TimeInterval(seconds)) } }
        func set(_ date: Date) { current.withLock { $0 = date } }
    }

    /// A count shared by the hashers of a test's Facades.
    final class Counter: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func increment() { count.withLock { $0 += 1 } }
    }

    /// Counts the yescrypt runs, i.e. the passwords actually checked.
    private func facade(_ storage: StorageFacade, _ clock: Clock, hashes: Counter) throws -> AccountFacade {
        var hasher = PasswordHasher()
        hasher.onHash = { hashes.increment() }
        return try AccountFacade(storage: storage, now: { clock.now }, hasher: hasher)
    }

    private func retryAfter(_ body: @autoclosure () throws -> some Any) -> Int? {
        do {
            _ = try body()
        } catch AccountError.tooManyAttempts(let seconds) {
            return seconds
        } catch {}
        return nil
    }

    func testThousandWrongPasswords_checkOnlyFive_thenTheRightOneWaitsForTheWindow_thenWorks() throws {
        let clock = Clock()
        let hashes = Counter()
        let facade = try facade(try StorageFacade.inMemory(), clock, hashes: hashes)
        try facade.register(username: "alice", password: "password1")
        let registered = hashes.value
        var refusals = 0
        for guess in 0..<1000 {
            do {
                try facade.login(username: "alice", password: "guess-\(guess)")
                XCTFail("guess \(guess) logged in")
            } catch AccountError.tooManyAttempts {
                refusals += 1
            } catch {
                XCTAssertEqual(error as? AccountError, .invalidCredentials)
            }
        }
        XCTAssertEqual(refusals, 995)
        XCTAssertEqual(hashes.value - registered, 5, "only the five free guesses were checked")
        let wait = try XCTUnwrap(retryAfter(try facade.login(username: "alice", password: "password1")))
        XCTAssertEqual(wait, 30, "the fifth failure starts a 30 s wait, and refusals do not lengthen it")
        XCTAssertNil(try facade.currentUser(), "the right password is refused during the wait too")
        clock.advance(wait)
        XCTAssertEqual(try facade.login(username: "alice", password: "password1").session.username, "alice")
        // A success starts the count again: five more free failures.
        for _ in 0..<4 {
            XCTAssertThrowsAccountError(
                try facade.login(username: "alice", password: "wrong-pass"), .invalidCredentials)
        }
        XCTAssertThrowsAccountError(try facade.login(username: "alice", password: "wrong-pass"), .invalidCredentials)
        XCTAssertNotNil(retryAfter(try facade.login(username: "alice", password: "password1")))
    }

    func testAGuesserWhoWaitsEachTime_needsDaysForAThousandGuesses() throws {
        let clock = Clock()
        let hashes = Counter()
        let facade = try facade(try StorageFacade.inMemory(), clock, hashes: hashes)
        var waits: [Int] = []
        var guesses = 0
        while guesses < 20 {
            if let wait = retryAfter(try facade.login(username: "alice", password: "guess-\(guesses)")) {
                waits.append(wait)
                clock.advance(wait)
            } else {
                guesses += 1
            }
        }
        XCTAssertEqual(waits, [30, 60, 120, 240, 480] + Array(repeating: 900, count: 10))
        XCTAssertEqual(hashes.value, 20, "every admitted guess costs one hash (unknown user alike)")
        let seconds = (1...1000).map { LoginThrottle.delay(afterFailures: $0) }.reduce(0, +)
        XCTAssertGreaterThan(seconds, 200 * 3600, "1,000 guesses take over 200 hours")
        XCTAssertEqual((1...1_000_000).map { LoginThrottle.delay(afterFailures: $0) }.max(), 900, "bounded")
    }

    func testUnknownAndExistingUsers_areRefusedAlike() throws {
        let clock = Clock()
        let hashes = Counter()
        let facade = try facade(try StorageFacade.inMemory(), clock, hashes: hashes)
        try facade.register(username: "alice", password: "password1")
        var answers: [String: [String]] = [:]
        for name in ["alice", "nobody"] {
            for _ in 0..<7 {
                do {
                    try facade.login(username: name, password: "wrong-pass")
                } catch {
                    answers[name, default: []].append("\(error)")
                }
            }
        }
        XCTAssertEqual(answers["alice"], answers["nobody"])
        XCTAssertEqual(answers["alice"]?.last, AccountError.tooManyAttempts(retryAfterSeconds: 30).description)
        XCTAssertTrue(answers["alice"]?.last?.contains("try again") == true)
    }

    func testChangePassword_isThrottledLikeLogin() throws {
        let clock = Clock()
        let hashes = Counter()
        let facade = try facade(try StorageFacade.inMemory(), clock, hashes: hashes)
        try facade.register(username: "alice", password: "password1")
        for _ in 0..<5 {
            _ = try? facade.changePassword(username: "alice", oldPassword: "wrong-pass", newPassword: "password2")
        }
        XCTAssertNotNil(
            retryAfter(try facade.changePassword(username: "alice", oldPassword: "password1", newPassword: "password2"))
        )
    }

    func testTheWait_persistsInTheHome_forAnotherConnection() throws {
        let (path, cleanup) = temporaryDatabasePath()
        defer { cleanup() }
        let clock = Clock()
        let hashes = Counter()
        let first = try facade(try StorageFacade(path: path), clock, hashes: hashes)
        try first.register(username: "alice", password: "password1")
        var failures = 0
        while failures < 8 {
            if let wait = retryAfter(try first.login(username: "alice", password: "wrong-pass")) {
                clock.advance(wait)
            } else {
                failures += 1
            }
        }
        clock.advance(3)
        // As a new process would: its own connection and Facade on the same file.
        let second = try facade(try StorageFacade(path: path), clock, hashes: hashes)
        XCTAssertEqual(retryAfter(try second.login(username: "alice", password: "password1")), 240 - 3)
        clock.advance(237)
        XCTAssertEqual(try second.login(username: "alice", password: "password1").session.username, "alice")
        XCTAssertEqual(
            try StorageFacade(path: path).query("SELECT * FROM account_login_failures").count, 0,
            "the success forgot the failures for every connection")
    }

    func testConcurrentConnections_cannotCheckMoreThanTheFreeGuesses() throws {
        let (path, cleanup) = temporaryDatabasePath()
        defer { cleanup() }
        let clock = Clock()
        let hashes = Counter()
        try facade(try StorageFacade(path: path), clock, hashes: hashes).register(
            username: "alice", password: "password1")
        let registered = hashes.value
        let workers = 8
        let facades = try (0..<workers).map { _ in try facade(try StorageFacade(path: path), clock, hashes: hashes) }
        let refused = Mutex(0)
        let other = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for guess in 0..<25 {
                do {
                    try facades[worker].login(username: "alice", password: "guess-\(worker)-\(guess)")
                } catch AccountError.tooManyAttempts {
                    refused.withLock { $0 += 1 }
                } catch AccountError.invalidCredentials {
                } catch {
                    other.withLock { $0.append("\(error)") }
                }
            }
        }
        XCTAssertEqual(other.withLock { $0 }, [])
        XCTAssertEqual(hashes.value - registered, 5, "eight connections at once still check only five")
        XCTAssertEqual(refused.withLock { $0 }, workers * 25 - 5)
    }

    func testAClockThatGoesBack_neverMakesTheWaitLongerThanFifteenMinutes() throws {
        let clock = Clock()
        let hashes = Counter()
        let facade = try facade(try StorageFacade.inMemory(), clock, hashes: hashes)
        try facade.register(username: "alice", password: "password1")
        var failures = 0
        while failures < 16 {
            if let wait = retryAfter(try facade.login(username: "alice", password: "wrong-pass")) {
                clock.advance(wait)
            } else {
                failures += 1
            }
        }
        XCTAssertEqual(retryAfter(try facade.login(username: "alice", password: "password1")), 900)
        clock.advance(-365 * 86_400)
        let wait = try XCTUnwrap(retryAfter(try facade.login(username: "alice", password: "password1")))
        XCTAssertLessThanOrEqual(wait, 900, "a year back is not a year of lockout")
        clock.advance(wait)
        XCTAssertEqual(try facade.login(username: "alice", password: "password1").session.username, "alice")
    }

    func testADayWithoutFailures_givesTheFreeGuessesBack() throws {
        let clock = Clock()
        let hashes = Counter()
        let facade = try facade(try StorageFacade.inMemory(), clock, hashes: hashes)
        for _ in 0..<5 { _ = try? facade.login(username: "nobody", password: "wrong-pass") }
        clock.advance(86_400)
        for _ in 0..<4 {
            XCTAssertThrowsAccountError(
                try facade.login(username: "nobody", password: "wrong-pass"), .invalidCredentials)
        }
    }
}
