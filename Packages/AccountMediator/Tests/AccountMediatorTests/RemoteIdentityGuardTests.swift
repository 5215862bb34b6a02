import AccountMediator
import Mediator
import MediatorTesting
import XCTest

final class RemoteIdentityGuardTests: XCTestCase {
    private let fake = ScriptedComponent.account()
    private var mediator: Mediator!

    override func setUpWithError() throws {
        mediator = try ScriptedComponent.mediator(serving: [fake, .guarded()])
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Guarded"]))
        mediator.use(RemoteIdentityGuard(mediator: mediator))
    }

    func testRemoteCall_forTheLoggedInUser_passes() async {
        fake.answerCurrentUser("alice")
        let response = await mediator.open("shop://guarded/place?username=Alice")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.value, "place")
    }

    func testRemoteCall_forAnotherUser_isForbidden() async {
        fake.answerCurrentUser("alice")
        let response = await mediator.open("shop://guarded/place?username=bob")
        XCTAssertEqual(response.status, 403)
        XCTAssertEqual(response.error?.code, "notOwnData")
        XCTAssertEqual(response.error?.kind, .forbidden)
        XCTAssertEqual(
            response.error?.description,
            "a link may only reach your own data (logged in as alice) (stopped by RemoteIdentityGuard)")
    }

    func testRemoteCall_namingAUserWhileLoggedOut_needsLogin() async {
        let response = await mediator.open("shop://guarded/place?username=alice")
        XCTAssertEqual(response.status, 403)
        XCTAssertEqual(response.error?.code, "notLoggedIn")
        XCTAssertEqual(response.error?.kind, .forbidden)
    }

    func testRemoteCall_withoutUsername_andLocalCalls_passUnchecked() async throws {
        let response = await mediator.open("shop://guarded/place")
        XCTAssertEqual(response.status, 200)
        let local = try await mediator.perform(target: "Guarded", action: "place", params: ["username": "bob"])
        XCTAssertEqual(local, "place")
        XCTAssertEqual(fake.calls, [], "neither asked Account")
    }

    func testRemoteCall_withRepeatedUsername_isForbidden() async {
        fake.answerCurrentUser("alice")
        let response = await mediator.open("shop://guarded/place?username=alice&username=bob")
        XCTAssertEqual(response.error?.code, "notOwnData", "an array never matches a single user")
    }
}
