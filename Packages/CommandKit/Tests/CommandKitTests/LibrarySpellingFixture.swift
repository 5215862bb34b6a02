import CommandKit

/// Commands written the way swift-argument-parser's documentation writes them, unchanged: the
/// library's spellings compile here and mean what they mean there.
enum LibrarySpellingFixture {
    enum Mood: String, CaseIterable, ExpressibleByArgument {
        case warm
        case calm
    }

    struct Greet: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "greet", abstract: "Say hello", discussion: "Greets the one named, as often as asked.")

        @Flag var verbose = false

        @Flag(help: "Shout the greeting.") var loud = false

        @Flag(inversion: .prefixedNo, help: "End with a full stop.") var stop = true

        @Option(name: .shortAndLong, help: "How many times to greet.") var count: Int = 1

        @Option var name: String

        @Option(help: "A closing word.") var closing: String?

        @Option(help: "The greeting's mood.") var mood: Mood = .warm

        @Option(name: .customLong("sign"), help: ArgumentHelp("Who signs.", valueName: "NAME"))
        var signature: String? = nil

        @Option(help: "A tag to add.") var tag: [String] = []

        @Argument var words: [String] = []

        mutating func validate() throws {
            guard !(loud && mood == .calm) else { throw ValidationError("a calm greeting cannot be loud") }
        }
    }

    /// A command with no configuration: named after its type, as in the library.
    struct ShowVersion: ParsableCommand {
        @Flag(name: .short, help: "Only the number.") var quiet = false
    }

    /// A group declared the library's way: a command whose configuration lists its subcommands.
    struct Shelf: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "shelf", abstract: "Books on the shelf", subcommands: [Add.self, List.self])

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Put a book on the shelf")

            @Argument(help: "The book's title.") var title: String

            @Option(help: "Copies to add.", value: .int(in: 1...)) var copies = 1
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List the books")

            @Option(help: "At most this many.", value: .int(in: 1...)) var limit = 20

            @Argument var author: String?
        }
    }

    /// A bound checked the library's way, in `validate()`, with no kit extra.
    struct Recent: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "recent", abstract: "The latest books")

        @Option(help: "At most this many.") var limit = 10

        @Argument(help: ArgumentHelp("Whose books.", valueName: "author")) var author: String?

        mutating func validate() throws {
            guard limit >= 1 else { throw ValidationError("--limit must be at least 1, got \(limit)") }
        }
    }

    struct Globals: ParsableArguments {}

    static let set = CommandSet(
        program: "home", summary: "a home", groups: [], globals: Globals.self,
        commands: [Greet.self, ShowVersion.self, Shelf.self] as [any ParsableCommand.Type], type: { $0 })
}
