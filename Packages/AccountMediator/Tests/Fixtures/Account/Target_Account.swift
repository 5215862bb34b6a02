import Mediator

/// A stand-in for the Account component's target, with the same action names, answering from the
/// `FakeAccount` in the mediator's context.
struct Target_Account: MediatorTarget {
    private let fake: FakeAccount

    init(mediator: Mediator) throws {
        fake = try mediator.context.require(FakeAccount.self)
    }

    var actions: [Action] {
        [
            .local("register") { try fake.answer("register", $0) },
            .local("login") { try fake.answer("login", $0) },
            .local("logout") { try fake.answer("logout", $0) },
            .remote("currentUser") { try fake.answer("currentUser", $0) },
            .local("changePassword") { try fake.answer("changePassword", $0) },
            .local("nativeSession") { try fake.answer("nativeSession", $0) },
        ]
    }
}
