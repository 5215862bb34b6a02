import SampleBoxMediator
import CommandKit
import ComponentCommands
import Mediator

/// `shop samplebox ping`.
enum SampleBoxCommands {
    static let commands: [any ComponentCommand.Type] = [Ping.self]

    /// Sends SampleBox a message through its interface, as any caller would; SampleBox writes nothing for it.
    struct Ping: ComponentCommand {
        static let configuration = CommandConfiguration(
            "samplebox", "ping", summary: "Ping SampleBox: it answers with how many notes it keeps")

        @Argument(
            help: "the message (1 to \(SampleBoxFacade.maxMessageLength) characters once trimmed)",
            value: .text("MESSAGE"))
        var message: String

        func run(_ context: CommandContext) async throws -> CommandOutput {
            let answer = try context.mediator.sampleBox.ping(message: message)
            let notes = "\(answer.notes) note\(answer.notes == 1 ? "" : "s")"
            return CommandOutput(
                text: TerminalText("pong: \(answer.message) (SampleBox keeps \(notes))"),
                json: try MediatorValue(encoding: answer))
        }
    }
}
