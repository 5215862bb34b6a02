import ComponentCommands
import Foundation
import Mediator

/// A component running alone in a temporary home of its own, as its Example executable and its
/// tests build it.
public protocol ExampleShop: Sendable {
    /// The temporary home: the database and whatever else the component writes.
    var home: URL { get }
    /// The mediator the commands run through.
    var mediator: Mediator { get }
    /// Runs one command line (without the program name).
    func run(_ arguments: [String]) async -> CommandRunner.Outcome
}

extension ExampleShop {
    /// A new folder for one run of `program`, under the temporary directory.
    public static func temporaryHome(_ program: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(program)-\(UUID().uuidString)")
    }

    /// Sends the launch event to `component` (a feature seeds itself then); when it fails, closes the
    /// shop and throws the error the app would report.
    public func launch(_ component: String) async throws {
        mediator.declareComponents([component: 0])
        let report = await mediator.send(.launch)
        if let failure = report.failures.first, let error = failure.error {
            await close()
            throw CommandError.environment("\(failure.target) failed to start: \(error)")
        }
    }

    /// Sends the terminate event and removes the home.
    public func close() async {
        _ = await mediator.send(.terminate)
        try? FileManager.default.removeItem(at: home)
    }
}
