import FixtureLog
import Mediator

/// A fixture component that exists (so a local call finds it) but is not remote-visible: no URL may
/// ever run one of its actions, even the one declared remote.
public struct Target_Vault: MediatorTarget {
    let log: FixtureLog

    /// Creates the target; the log comes from the mediator's context.
    public init(mediator: Mediator) throws {
        log = try mediator.context.require(FixtureLog.self)
    }

    /// The actions, each recording its run under `Vault/<name>`.
    public var actions: [Action] {
        let log = self.log
        return [
            .remote("open") { _ in
                log.record("Vault/open")
                return "opened"
            },
            .local("empty") { _ in
                log.record("Vault/empty")
                return .null
            },
        ]
    }
}
