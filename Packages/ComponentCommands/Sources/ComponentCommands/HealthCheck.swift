import CommandKit
import Mediator

/// One line of an app's health report (`shop doctor`) that a component owns: Order checks the money
/// invariants, Goods whether its catalog is reachable.
public struct HealthCheck: Sendable {
    /// What one check found.
    public struct Finding: Sendable {
        /// The line after the check's name, such as `12 orders, 9 payments: balanced`.
        public var summary: TerminalText
        /// Lines printed after the report's tables (each violation, a note).
        public var details: [TerminalText]
        /// The finding for `--json`, under the check's name.
        public var json: MediatorValue
        /// A violation: the report still prints, and the command exits with this error's code.
        public var failure: CommandError?

        /// A finding.
        public init(
            summary: TerminalText, details: [TerminalText] = [], json: MediatorValue, failure: CommandError? = nil
        ) {
            self.summary = summary
            self.details = details
            self.json = json
            self.failure = failure
        }
    }

    /// The check's one word (`money`, `catalog`): its label in text and its key in JSON.
    public let name: String
    /// Runs the check in the launched app.
    public let run: @Sendable (CommandContext) async throws -> Finding

    /// A check named `name`.
    public init(_ name: String, run: @escaping @Sendable (CommandContext) async throws -> Finding) {
        self.name = name
        self.run = run
    }
}
