import CommandKit

/// A small program declared with the kit, so the kit's tests do not depend on the shop.
enum Fixture {
    enum Flavour: String, CaseIterable, Sendable {
        case vanilla
        case chocolate
        case strawberry
    }

    enum Size: String, CaseIterable, Sendable {
        case small
        case large
    }

    struct Globals: ParsableArguments {
        @Option(help: "the folder to work in", absent: "the current folder", value: .directory())
        var workDir: String?

        @Flag(help: "machine-readable output")
        var json: Bool
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration("cone", "add", summary: "Add scoops to a cone")

        @Argument(help: "which cone", value: .positive("ID", completion: .dynamic("cone-id")))
        var coneID: Int

        @Option(help: "how many scoops", value: .int(in: 1...5))
        var scoops = 1

        @Option(help: "the flavour", value: .choice(name: "FLAVOUR"))
        var flavour = Flavour.vanilla

        @Option(help: "a note for the cone", value: .text("TEXT"))
        var note: String?

        @Flag(help: "add sprinkles")
        var sprinkles: Bool
    }

    struct Order: ParsableCommand {
        static let configuration = CommandConfiguration(
            "order", summary: "Order a cone of a given size, paying as you like; the summary is long on purpose")

        @Option(help: "the size", value: .choice())
        var size: Size

        @Option(help: "where to write the receipt", absent: "standard output", value: .file())
        var receipt: String?
    }

    struct Words: ParsableCommand {
        static let configuration = CommandConfiguration("words", summary: "Echo the words")

        @Argument(help: "the first word", value: .text("FIRST"))
        var first: String

        @Argument(help: "more words", value: .text("WORD"))
        var rest: [String] = []
    }

    struct Hidden: ParsableCommand {
        static let configuration = CommandConfiguration("__values", summary: "values", hidden: true)

        @Argument(help: "kind", value: .text("KIND"))
        var kind: String
    }

    static let set = CommandSet(
        program: "parlour", summary: "an ice-cream parlour", groups: [CommandFamily("cone", summary: "Cones")],
        globals: Globals.self, commands: [Add.self, Order.self, Words.self, Hidden.self] as [any ParsableCommand.Type],
        refusedOptions: ["--secret": "--secret is refused: type it at the prompt"], completionCommand: "__values",
        type: { $0 })
}
